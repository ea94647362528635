// Login-card secrets. The password a child types must be reprintable, so it is kept AES-256-GCM encrypted
// (key derived from AUTH_SECRET with HKDF) beside its argon2 hash; the QR token is looked up by its sha-256.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from "node:crypto";
import { env } from "@/lib/env";
import { hashPassword } from "@/lib/auth/password";
import { hashCardToken } from "@/lib/auth/card-sign-in";
import { WORDS } from "./card-words";

const DIGITS = "23456789";
export const CARD_PASSWORD_WORDS = 3;
export const CARD_PASSWORD_DIGITS = 2;

/** Bits of randomness in a card password. */
export const CARD_PASSWORD_BITS =
  CARD_PASSWORD_WORDS * Math.log2(WORDS.length) + CARD_PASSWORD_DIGITS * Math.log2(DIGITS.length);

/** Three short words and two digits, e.g. "suncatbee47". */
export function generateCardPassword(): string {
  const words = Array.from({ length: CARD_PASSWORD_WORDS }, () => WORDS[randomInt(WORDS.length)]);
  const digits = Array.from({ length: CARD_PASSWORD_DIGITS }, () => DIGITS[randomInt(DIGITS.length)]);
  return words.join("") + digits.join("");
}

/** 32 random bytes, base64url: what the QR code's URL carries. */
export function generateCardToken(): string {
  return randomBytes(32).toString("base64url");
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
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(
    ".",
  );
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

export type CardCredentials = {
  passwordHash: string;
  cardSecret: string;
  cardTokenHash: string;
  password: string;
  token: string;
};

/**
 * A student's card: the password (hashed for sign-in, sealed for reprinting) and the QR token (its hash for the
 * look-up). Every student gets one when created; only Reissue replaces it. `password` defaults to a new one.
 */
export async function newCardCredentials(password = generateCardPassword()): Promise<CardCredentials> {
  const token = generateCardToken();
  return {
    password,
    token,
    passwordHash: await hashPassword(password),
    cardSecret: encryptCardSecret({ password, token }),
    cardTokenHash: hashCardToken(token),
  };
}
