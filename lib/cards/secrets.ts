// Login-card secrets. The password a child types must be reprintable, so it is kept AES-256-GCM encrypted
// (lib/auth/sealed.ts) beside its argon2 hash; the QR token is looked up by its sha-256.
import { randomBytes, randomInt } from "node:crypto";
import { env } from "@/lib/env";
import { hashPassword } from "@/lib/auth/password";
import { hashCardToken } from "@/lib/auth/card-sign-in";
import { sealText, unsealText } from "@/lib/auth/sealed";
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

const CARD_KEY = { salt: "sprout-login-cards", info: "card-secret-v1" };

export type CardSecret = { password: string; token: string };

export function encryptCardSecret(secret: CardSecret): string {
  return sealText(CARD_KEY, JSON.stringify(secret));
}

/** null when the ciphertext was tampered with or AUTH_SECRET changed (the card must then be reissued). */
export function decryptCardSecret(stored: string | null): CardSecret | null {
  const text = unsealText(CARD_KEY, stored);
  if (text === null) return null;
  try {
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
