// Every Sprout token is an HS256 JWT signed here and bound to an AuthSession row (`sid`):
//   access  — 1 hour, sent as `Authorization: Bearer`, and the same token is the web session cookie;
//   refresh — until the session ends (24 h after sign-in), rotates on every use (`jti`).
// Only HS256 is accepted, so `alg: none` and tokens signed with another key fail verification.
import { createHash, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { env } from "@/lib/env";
import { now } from "@/lib/clock";

export const ACCESS_TOKEN_SECONDS = 60 * 60; // SPEC §9: refresh after 1 hour
export const SESSION_SECONDS = 24 * 60 * 60; // SPEC §9: session expiry after 24 hours
const ISSUER = "sprout";

export type TokenType = "access" | "refresh";
export type TokenClaims = {
  typ: TokenType;
  sub: string;
  sid: string;
  jti?: string;
  iat: number;
  exp: number;
  [extra: string]: unknown;
};

// The HMAC key imported once: jose imports a raw (Uint8Array) key again on every sign and verify, which was a
// measurable part of every authenticated request (docs/decisions/150, second pass).
let cachedKey: { secret: string; key: Promise<CryptoKey> } | undefined;
function key(): Promise<CryptoKey> {
  if (cachedKey?.secret !== env.authSecret) {
    const raw = createHash("sha256").update(`sprout-jwt:${env.authSecret}`).digest();
    const hmac = { name: "HMAC", hash: "SHA-256" };
    cachedKey = { secret: env.authSecret, key: crypto.subtle.importKey("raw", raw, hmac, false, ["sign", "verify"]) };
  }
  return cachedKey.key;
}

export async function signToken(
  typ: TokenType,
  claims: { sub: string; sid: string; jti?: string; [extra: string]: unknown },
  expiresAt: Date,
  issuedAt = Math.floor(now().getTime() / 1000),
): Promise<string> {
  return new SignJWT({ ...claims, typ })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await key());
}

/** Returns the claims of a valid, unexpired token of the expected type, or null. */
export async function verifyToken(token: string, expected: TokenType): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      currentDate: now(),
      // A token without an expiry would be good forever: refuse it even if our key signed it.
      requiredClaims: ["exp", "iat", "sub"],
    });
    if (payload.typ !== expected || typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    return payload as TokenClaims;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

export function accessExpiry(sessionExpiresAt: Date, from: Date = now()): Date {
  const oneHour = new Date(from.getTime() + ACCESS_TOKEN_SECONDS * 1000);
  return oneHour < sessionExpiresAt ? oneHour : sessionExpiresAt;
}

/** Random URL-safe secret for one-time keys (email confirmation, role confirmation, refresh jti). */
export function randomKey(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function hashKey(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
