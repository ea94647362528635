// Consent for a child under 13 who signs up alone (issue 10, COPPA; docs/decisions/104): the account is created
// inactive, the named parent is mailed a one-time link, and a signed-in parent account with that e-mail confirms
// it. Confirming activates the child and links them to that parent.
import type { Actor } from "@/lib/auth/authenticate";
import { hashKey, randomKey } from "@/lib/auth/tokens";
import { addSeconds, now } from "@/lib/clock";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { sendMail } from "@/lib/mail/mailer";
import { parentConsentMail } from "@/lib/mail/templates";
import { getChild } from "./children";
import { displayName } from "@/lib/vocabulary";

const CONSENT_SECONDS = 7 * 24 * 3600;

export async function requestParentConsent(
  child: { id: string; firstname: string },
  parentEmail: string,
): Promise<void> {
  const key = randomKey(24);
  await prisma.parentConsent.create({
    data: { childId: child.id, parentEmail, keyHash: hashKey(key), expiresAt: addSeconds(now(), CONSENT_SECONDS) },
  });
  const mail = parentConsentMail(child.firstname, key);
  await sendMail({ to: parentEmail, subject: mail.subject, text: mail.text });
}

/**
 * The child a consent link is about, for the page that asks (issue 28: it names the child): whoever holds the
 * mailed key may read the name; an unknown, used or expired key is null.
 */
export async function consentChildName(key: string): Promise<string | null> {
  const row = await prisma.parentConsent.findUnique({
    where: { keyHash: hashKey(key) },
    select: {
      confirmedAt: true,
      expiresAt: true,
      child: { select: { firstname: true, lastname: true, username: true } },
    },
  });
  if (!row || row.confirmedAt || row.expiresAt <= now()) return null;
  return displayName(row.child);
}

/** POST /parent/consent/ {key}. An unknown, used or expired key is 404 (SPEC §2: the confirming tab closes). */
export async function confirmParentConsent(actor: Actor, key: string) {
  const row = await prisma.parentConsent.findUnique({ where: { keyHash: hashKey(key) } });
  if (!row || row.confirmedAt || row.expiresAt <= now())
    throw new AppError("not_found", "This consent link is invalid or has expired.");
  if (!actor.user.emailVerifiedAt || actor.user.email?.toLowerCase() !== row.parentEmail) {
    throw new AppError(
      "forbidden",
      "This link was sent to another e-mail address. Sign in with the parent account for that address.",
    );
  }
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.parentConsent.updateMany({
      where: { id: row.id, confirmedAt: null },
      data: { confirmedAt: now(), confirmedById: actor.id },
    });
    if (!count) throw new AppError("not_found", "This consent link is invalid or has expired.");
    await tx.user.update({ where: { id: row.childId }, data: { isActive: true } });
    await tx.parentChild.upsert({
      where: { parentId_childId: { parentId: actor.id, childId: row.childId } },
      create: { parentId: actor.id, childId: row.childId },
      update: {},
    });
  });
  return getChild(actor, row.childId);
}
