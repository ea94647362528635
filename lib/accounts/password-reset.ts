// Forgotten and changed passwords (docs/decisions/080-password-reset-and-change.md). A reset link carries a
// token signed over the account's current password hash: it lasts 1 hour and dies with the first reset
// (the hash changes), so nothing needs storing. Every reset or change ends all of the account's sessions.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { consumeRateLimit, type RateRule } from "@/lib/http/rate-limit";
import { addSeconds, now } from "@/lib/clock";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError, validationError } from "@/lib/http/errors";
import { sendMail } from "@/lib/mail/mailer";
import { passwordResetMail } from "@/lib/mail/templates";
import type { User } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/auth/authenticate";
import { hashPassword, passwordProblems, verifyPassword } from "@/lib/auth/password";
import { primaryRole, rolesOf } from "@/lib/auth/roles";
import { emailSchema } from "./schemas";

export const RESET_LINK_SECONDS = 60 * 60;
export const RESET_REQUESTED =
  "If an account uses this e-mail address, we sent it a link to choose a new password. The link works for 1 hour.";
export const RESET_LINK_INVALID = "This password reset link is invalid, has expired or was already used.";
export const PASSWORD_CHANGED = "Your password is changed. Please sign in with the new one.";
export const WRONG_PASSWORD = "Your current password was entered incorrectly.";
const MISMATCH = "The two password fields didn't match.";
const REQUIRED = "This field is required.";

const newPasswords = {
  newPassword1: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200),
  newPassword2: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200),
};
export const resetRequestSchema = z.object({ email: emailSchema });
export const resetConfirmSchema = z.object({
  token: z.string({ error: REQUIRED }).min(1, REQUIRED).max(400),
  ...newPasswords,
});
export const passwordChangeSchema = z.object({
  oldPassword: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200),
  ...newPasswords,
});

const key = () => createHash("sha256").update(`sprout-password-reset|${env.authSecret}`).digest();
const mac = (userId: string, exp: number, passwordHash: string | null) =>
  createHmac("sha256", key())
    .update(`${userId}|${exp}|${passwordHash ?? ""}`)
    .digest("base64url");

export function resetToken(user: Pick<User, "id" | "passwordHash">, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${Buffer.from(user.id).toString("base64url")}.${exp}.${mac(user.id, exp, user.passwordHash)}`;
}

async function userForToken(token: string): Promise<User> {
  const [idPart, expPart, sig] = token.split(".");
  const exp = Number(expPart);
  const userId = Buffer.from(idPart ?? "", "base64url").toString();
  if (!sig || !Number.isInteger(exp) || exp * 1000 <= now().getTime() || !/^[0-9a-f-]{36}$/.test(userId)) {
    throw new AppError("not_found", RESET_LINK_INVALID);
  }
  const user = await prisma.user.findUnique({ where: { id: userId } });
  const expected = user ? Buffer.from(mac(user.id, exp, user.passwordHash)) : null;
  if (
    !user ||
    !user.isActive ||
    !expected ||
    expected.length !== sig.length ||
    !timingSafeEqual(expected, Buffer.from(sig))
  ) {
    throw new AppError("not_found", RESET_LINK_INVALID);
  }
  return user;
}

/** A mailbox is not flooded, nor a network allowed to probe many addresses (counted alike for unknown ones). */
export const RESET_LIMITS = {
  perAddress: {
    max: 20,
    windowSeconds: 60 * 60,
    message: "Many password resets were asked from this network in the last hour. Please try again later.",
  },
  perEmail: {
    max: 3,
    windowSeconds: 60 * 60,
    message: "A reset link was asked for this address several times in the last hour. Please use the newest e-mail.",
  },
} satisfies Record<string, RateRule>;

/** Same answer whether or not the address has an account, so it cannot be used to find accounts. */
export async function requestPasswordReset(email: string, ip: string): Promise<{ detail: string }> {
  await consumeRateLimit(`reset-ip:${ip}`, RESET_LIMITS.perAddress);
  await consumeRateLimit(`reset-email:${email}`, RESET_LIMITS.perEmail);
  const user = await prisma.user.findUnique({ where: { email } });
  if (user?.email && user.isActive) {
    const mail = passwordResetMail(user.firstname, resetToken(user, addSeconds(now(), RESET_LINK_SECONDS)));
    await sendMail({ to: user.email, subject: mail.subject, text: mail.text });
  }
  return { detail: RESET_REQUESTED };
}

function checkNewPassword(user: User, p1: string, p2: string) {
  const fieldErrors: Record<string, string[]> = {};
  const weak = passwordProblems(p1, [user.username, user.email?.split("@")[0] ?? "", user.firstname]);
  if (weak.length) fieldErrors.newPassword1 = weak;
  if (p1 !== p2) fieldErrors.newPassword2 = [MISMATCH];
  if (Object.keys(fieldErrors).length) throw validationError(fieldErrors);
}

async function setPassword(user: User, password: string, extra: { emailVerifiedAt?: Date } = {}) {
  const passwordHash = await hashPassword(password);
  await prisma.$transaction([
    prisma.user.update({ where: { id: user.id }, data: { passwordHash, ...extra } }),
    prisma.authSession.updateMany({
      where: { userId: user.id, revokedAt: null },
      data: { revokedAt: now(), revokeReason: "password_changed" },
    }),
  ]);
}

export async function confirmPasswordReset(input: z.output<typeof resetConfirmSchema>) {
  const user = await userForToken(input.token);
  checkNewPassword(user, input.newPassword1, input.newPassword2);
  // Opening the mailed link proves the address, so an unconfirmed one counts as confirmed from now on.
  await setPassword(user, input.newPassword1, user.emailVerifiedAt ? {} : { emailVerifiedAt: now() });
  return { detail: PASSWORD_CHANGED, role: primaryRole(rolesOf(user)) };
}

/** A signed-in adult changes their own password; students' passwords come from their login cards. */
export async function changePassword(actor: Actor, input: z.output<typeof passwordChangeSchema>) {
  if (actor.roles.every((r) => r === "student")) {
    throw new AppError("forbidden", "Ask your teacher or parent for a new password.");
  }
  if (!(await verifyPassword(actor.user.passwordHash, input.oldPassword))) {
    throw validationError({ oldPassword: [WRONG_PASSWORD] });
  }
  checkNewPassword(actor.user, input.newPassword1, input.newPassword2);
  await setPassword(actor.user, input.newPassword1);
  return { detail: PASSWORD_CHANGED, role: primaryRole(actor.roles) };
}
