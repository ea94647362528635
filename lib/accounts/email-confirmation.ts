import { prisma } from "@/lib/db/client";
import { addSeconds, now } from "@/lib/clock";
import { AppError } from "@/lib/http/errors";
import { consumeRateLimit } from "@/lib/http/rate-limit";
import { sendMail } from "@/lib/mail/mailer";
import { confirmationMail } from "@/lib/mail/templates";
import { hashKey, randomKey } from "@/lib/auth/tokens";
import { applyEmailChange } from "./email-change";

const KEY_SECONDS = 3 * 24 * 60 * 60;

/** Creates a one-time confirmation key (stored hashed) and mails its link. */
export async function sendConfirmation(user: { id: string; email: string | null; firstname: string }): Promise<void> {
  if (!user.email) return;
  const key = randomKey(24);
  await prisma.emailConfirmation.create({
    data: { keyHash: hashKey(key), userId: user.id, email: user.email, expiresAt: addSeconds(now(), KEY_SECONDS) },
  });
  const mail = confirmationMail(user.firstname, key);
  await sendMail({ to: user.email, subject: mail.subject, text: mail.text });
}

export async function confirmEmail(key: string): Promise<{ role: string | null }> {
  const row = await prisma.emailConfirmation.findUnique({ where: { keyHash: hashKey(key) }, include: { user: true } });
  if (row?.usedAt) {
    // Said as such, with the account type, so the page can link to the right sign-in page.
    throw new AppError("not_found", "This confirmation link was already used.", {
      extra: { code: "already_used", role: roleOf(row.user) },
    });
  }
  if (row?.changesEmail && row.expiresAt > now()) {
    await applyEmailChange(row); // a change of address (docs/decisions/201)
    return { role: roleOf(row.user) };
  }
  if (!row || row.expiresAt <= now() || row.user.email !== row.email) {
    throw new AppError("not_found", "This confirmation link is invalid or has expired.");
  }
  await prisma.$transaction([
    prisma.emailConfirmation.update({ where: { id: row.id }, data: { usedAt: now() } }),
    prisma.user.update({ where: { id: row.userId }, data: { emailVerifiedAt: row.user.emailVerifiedAt ?? now() } }),
  ]);
  return { role: roleOf(row.user) };
}

function roleOf(u: { isTeacher: boolean; isParent: boolean; isOrganizer: boolean; isStudent: boolean }) {
  return u.isTeacher ? "teacher" : u.isParent ? "parent" : u.isOrganizer ? "organizer" : u.isStudent ? "student" : null;
}

export const RESEND_LIMITS = {
  perAddress: {
    max: 20,
    windowSeconds: 60 * 60,
    message: "Many confirmation emails were asked for from this network. Please try again later.",
  },
  perEmail: {
    max: 1,
    windowSeconds: 60,
    message: "A confirmation email was just asked for. Please wait a minute before asking again.",
  },
};

/**
 * Always answers the same, so the endpoint cannot be used to find out which emails have accounts: the limits
 * apply to every address alike, and an account that was mailed in the last minute is silently not mailed again.
 */
export async function resendConfirmation(email: string, ip: string): Promise<void> {
  await consumeRateLimit(`resend-ip:${ip}`, RESEND_LIMITS.perAddress);
  await consumeRateLimit(`resend-email:${email}`, RESEND_LIMITS.perEmail);
  const user = await prisma.user.findUnique({ where: { email } });
  if (!user || user.emailVerifiedAt) return;
  const recent = await prisma.emailConfirmation.count({
    where: { userId: user.id, createdAt: { gt: addSeconds(now(), -60) } },
  });
  if (recent === 0) await sendConfirmation(user);
}
