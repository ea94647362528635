// Changing one's own e-mail address (issue 28, docs/decisions/201). The new address must be confirmed before it
// replaces the old: the link goes to the new address, the old one is told, and until the link is opened the
// account signs in and is written to at the old address. The answer never says whether the new address already
// has an account (as sign-up does not): that address is mailed instead, and nothing changes.
import { type z } from "zod";
import { prisma } from "@/lib/db/client";
import { addSeconds, now } from "@/lib/clock";
import { AppError } from "@/lib/http/errors";
import { consumeRateLimit } from "@/lib/http/rate-limit";
import { sendMail } from "@/lib/mail/mailer";
import { emailChangeMail, emailChangeNoticeMail, emailChangeTakenMail } from "@/lib/mail/templates";
import type { Actor } from "@/lib/auth/authenticate";
import { verifyPassword } from "@/lib/auth/password";
import { hashKey, randomKey } from "@/lib/auth/tokens";
import type { emailChangeSchema } from "./schemas";

const KEY_SECONDS = 3 * 24 * 60 * 60;
const LIMIT = {
  max: 5,
  windowSeconds: 60 * 60,
  message: "You asked to change your email address many times. Please try again in an hour.",
};
const WRONG_PASSWORD = "Your current password is not correct.";

/** The address waiting for its link to be opened, if any. */
export async function pendingEmailChange(actor: Actor): Promise<{ pendingEmail: string | null }> {
  const row = await prisma.emailConfirmation.findFirst({
    where: { userId: actor.id, changesEmail: true, usedAt: null, expiresAt: { gt: now() } },
    orderBy: { createdAt: "desc" },
    select: { email: true },
  });
  return { pendingEmail: row?.email ?? null };
}

export async function requestEmailChange(actor: Actor, input: z.output<typeof emailChangeSchema>) {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: actor.id } });
  if (user.isStudent && !user.isTeacher && !user.isParent && !user.isOrganizer) {
    throw new AppError("forbidden", "Ask your teacher or parent to change your email address.");
  }
  if (!user.passwordHash) {
    const message = "Your account signs in with Google: set a password first, then change the address here.";
    throw new AppError("bad_request", message, { fieldErrors: { password: [message] } });
  }
  await consumeRateLimit(`email-change:${user.id}`, LIMIT);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError("bad_request", WRONG_PASSWORD, { fieldErrors: { password: [WRONG_PASSWORD] } });
  }
  if (input.email === user.email) {
    const message = "This is already your email address.";
    throw new AppError("bad_request", message, { fieldErrors: { email: [message] } });
  }
  const taken = await prisma.user.findUnique({ where: { email: input.email }, select: { id: true } });
  // The change waits for its link either way, so the pending address reads the same for a free and a taken one
  // (issue 41); a taken address is mailed no link (its key is never sent), only a note that it has an account.
  const key = randomKey(24);
  // One pending change at a time: a newer request replaces an older one.
  await prisma.$transaction([
    prisma.emailConfirmation.updateMany({
      where: { userId: user.id, changesEmail: true, usedAt: null },
      data: { expiresAt: now() },
    }),
    prisma.emailConfirmation.create({
      data: {
        keyHash: hashKey(key),
        userId: user.id,
        email: input.email,
        changesEmail: true,
        expiresAt: addSeconds(now(), KEY_SECONDS),
      },
    }),
  ]);
  const mail = taken ? emailChangeTakenMail() : emailChangeMail(user.firstname, key);
  await sendMail({ to: input.email, subject: mail.subject, text: mail.text });
  if (user.email) {
    const notice = emailChangeNoticeMail(user.firstname, input.email);
    await sendMail({ to: user.email, subject: notice.subject, text: notice.text });
  }
  return {
    detail: `We sent a link to ${input.email}. Your address stays ${user.email ?? "as it is"} until you open it.`,
    pendingEmail: input.email,
  };
}

/**
 * Applies a confirmed change (called by confirmEmail for a change's key, inside its checks): the account moves to
 * the new address, verified, unless another account took that address meanwhile.
 */
export async function applyEmailChange(row: { id: string; userId: string; email: string }): Promise<void> {
  const taken = await prisma.user.findFirst({
    where: { email: row.email, id: { not: row.userId } },
    select: { id: true },
  });
  if (taken) throw new AppError("conflict", "Another account uses this email address now, so it was not changed.");
  await prisma.$transaction([
    prisma.emailConfirmation.update({ where: { id: row.id }, data: { usedAt: now() } }),
    prisma.user.update({ where: { id: row.userId }, data: { email: row.email, emailVerifiedAt: now() } }),
  ]);
}
