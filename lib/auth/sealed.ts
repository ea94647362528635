// Secrets the server must read back (a login card's password, a school's OpenID client secret) are kept
// AES-256-GCM encrypted with a key derived from AUTH_SECRET by HKDF, one key per purpose. "v1.iv.tag.body".
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

/** The HKDF salt and info naming one purpose's key (changing either makes every sealed value unreadable). */
export type SealPurpose = { salt: string; info: string };

const keys = new Map<string, Buffer>();
function key({ salt, info }: SealPurpose): Buffer {
  const id = `${salt}\u0000${info}`;
  let found = keys.get(id);
  if (!found) {
    found = Buffer.from(hkdfSync("sha256", env.authSecret, salt, info, 32));
    keys.set(id, found);
  }
  return found;
}

export function sealText(purpose: SealPurpose, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(purpose), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(
    ".",
  );
}

/** null when the value was tampered with or AUTH_SECRET changed. */
export function unsealText(purpose: SealPurpose, stored: string | null): string | null {
  if (!stored) return null;
  const [version, iv, tag, body] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(purpose), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
