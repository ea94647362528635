// Login-card secrets. The password a child types must be reprintable, so it is kept AES-256-GCM encrypted
// (key derived from AUTH_SECRET with HKDF) beside its argon2 hash; the QR token is looked up by its sha-256.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from "node:crypto";
import { env } from "@/lib/env";

// Short, concrete words a young child can read and type, with no ambiguous letters (l, i, o) and no 0/1.
const WORDS = [
  "bear", "bee", "bug", "cake", "cat", "cub", "cup", "duck", "egg", "fern", "frog", "fun", "gem", "hat", "hen",
  "jam", "hut", "map", "nest", "nut", "pear", "pet", "pup", "rag", "red", "run", "sky", "star", "sun", "tree",
  "tug", "van", "web", "yak", "zap", "ant", "bat", "bud", "cub", "dug", "elk", "fax", "gum", "hug", "jet", "key",
  "mug", "net", "pen", "ram", "sea", "tea", "wax", "yam",
].filter((w, i, all) => !/[lio01]/.test(w) && all.indexOf(w) === i);
const DIGITS = "23456789";

/** Two short words and two digits, e.g. "suncat47". */
export function generateCardPassword(): string {
  const pick = () => WORDS[randomInt(WORDS.length)];
  return `${pick()}${pick()}${DIGITS[randomInt(DIGITS.length)]}${DIGITS[randomInt(DIGITS.length)]}`;
}

/** 32 random bytes, base64url: what the QR code's URL carries. */
export function generateCardToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashCardToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

let cachedKey: Buffer | undefined;
function key(): Buffer {
  cachedKey ??= Buffer.from(hkdfSync("sha256", env.authSecret, "sprout-login-cards", "card-secret-v1", 32));
  return cachedKey;
}

export type CardSecret = { password: string; token: string };

export function encryptCardSecret(secret: CardSecret): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(secret), "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

/** null when the ciphertext was tampered with or AUTH_SECRET changed (the card must then be reissued). */
export function decryptCardSecret(stored: string | null): CardSecret | null {
  if (!stored) return null;
  const [version, iv, tag, body] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const text = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    return JSON.parse(text) as CardSecret;
  } catch {
    return null;
  }
}

export function cardUrl(token: string): string {
  return `${env.APP_URL.replace(/\/$/, "")}/login/card/${token}`;
}
