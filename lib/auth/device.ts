// Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that has signed
// into an account before carries a signed cookie naming that account. Its sign-ins are throttled per device
// only, so strangers guessing the password cannot lock the owner out (docs/decisions/073).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { now } from "@/lib/clock";

export const DEVICE_COOKIE = "sprout_device";
const DEVICE_SECONDS = 365 * 24 * 60 * 60;

function mac(payload: string): string {
  return createHmac("sha256", `sprout-device:${env.authSecret}`).update(payload).digest("base64url");
}

/** `<userId>.<nonce>.<issued seconds>.<hmac>` */
export function issueDeviceToken(userId: string): string {
  const payload = `${userId}.${randomBytes(12).toString("base64url")}.${Math.floor(now().getTime() / 1000)}`;
  return `${payload}.${mac(payload)}`;
}

/** The device's nonce when `token` is a valid, unexpired device cookie for `userId`; else null. */
export function deviceNonceFor(token: string | undefined | null, userId: string): string | null {
  if (!token || token.length > 200) return null;
  const parts = token.split(".");
  if (parts.length !== 4) return null;
  const [id, nonce, issued, given] = parts;
  const expected = Buffer.from(mac(`${id}.${nonce}.${issued}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (id !== userId || now().getTime() / 1000 - Number(issued) > DEVICE_SECONDS) return null;
  return nonce;
}

export function deviceCookie(token: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${token}; Path=/; Max-Age=${DEVICE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The device cookie's value from a Cookie header. */
export function deviceTokenFrom(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === DEVICE_COOKIE) return rest.join("=");
  }
  return undefined;
}

/** Sets the device cookie from inside a route handler that does not build its own Response (next-auth). */
export async function rememberDevice(userId: string): Promise<void> {
  const { cookies } = await import("next/headers");
  try {
    (await cookies()).set(DEVICE_COOKIE, issueDeviceToken(userId), {
      path: "/",
      maxAge: DEVICE_SECONDS,
      httpOnly: true,
      sameSite: "lax",
      secure: env.APP_URL.startsWith("https:"),
    });
  } catch {
    // Outside a request scope (scripts, tests) there is no browser to remember.
  }
}
