// Consent for a child under 13 who signs up alone (issue 10, COPPA; docs/decisions/104): the account is created
// inactive, the named parent is mailed a one-time link, and a signed-in parent account with that e-mail confirms
// it. Confirming activates the child and links them to that parent.
import type { Actor } from "@/lib/auth/authenticate";
import { hashKey, randomKey } from "@/lib/auth/tokens";
import { addSeconds, now } from "@/lib/clock";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import { sendMail } from "@/lib/mail/mailer";
import { parentConsentMail } from "@/lib/mail/templates";
import { getChild } from "./children";
import { displayName } from "@/lib/vocabulary";

const CONSENT_SECONDS = 7 * 24 * 3600;

export async function requestParentConsent(
  child: { id: string; firstname: string; username: string; email: string | null },
  parentEmail: string,
): Promise<void> {
  const key = randomKey(24);
  await prisma.parentConsent.create({
    data: { childId: child.id, parentEmail, keyHash: hashKey(key), expiresAt: addSeconds(now(), CONSENT_SECONDS) },
  });
  const mail = parentConsentMail(
    { name: child.firstname, username: child.username, hasOwnEmail: Boolean(child.email) },
    key,
  );
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
    // The child's place to play, with no class, like a child the parent makes (docs/decisions/217).
    await tx.student.upsert({ where: { userId: row.childId }, create: { userId: row.childId }, update: {} });
    await tx.parentChild.upsert({
      where: { parentId_childId: { parentId: actor.id, childId: row.childId } },
      create: { parentId: actor.id, childId: row.childId },
      update: {},
    });
  });
  return getChild(actor, row.childId);
}

/** What a child whose parent has not said yes yet is told at sign-in (issue 23, docs/decisions/217). */
export const CONSENT_PENDING =
  "Your parent has not said yes yet. We sent them an e-mail: you can sign in and play as soon as they agree.";

/** True when `userId` is an under-13 sign-up still waiting for a parent's consent that has not expired. */
export async function consentPending(userId: string): Promise<boolean> {
  const waiting = await prisma.parentConsent.count({
    where: { childId: userId, confirmedAt: null, expiresAt: { gt: now() } },
  });
  return waiting > 0;
}

/** How long an under-13 sign-up waits for its parent before it is removed (issue 24, docs/decisions/188). */
export const UNCONFIRMED_DAYS = 14;

/**
 * The under-13 sign-ups whose parent never said yes: switched off since sign-up, a consent request and none
 * confirmed, no parent linked, made more than 14 days ago. Only such an account (a student and nothing else).
 */
export function unconfirmedChildrenWhere(at: Date) {
  return {
    isStudent: true,
    isTeacher: false,
    isParent: false,
    isOrganizer: false,
    isActive: false,
    createdAt: { lte: new Date(at.getTime() - UNCONFIRMED_DAYS * 86_400_000) },
    parentConsents: { some: {}, none: { confirmedAt: { not: null } } },
    parents: { none: {} },
  } satisfies Prisma.UserWhereInput;
}

/** Deletes up to `limit` expired unconfirmed under-13 accounts; returns their ids (the caller audits them). */
export async function purgeUnconfirmedChildren(limit: number): Promise<string[]> {
  const where = unconfirmedChildrenWhere(now());
  const rows = await prisma.user.findMany({ where, select: { id: true }, orderBy: { createdAt: "asc" }, take: limit });
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  // The condition again in the DELETE: a parent who confirms at this moment keeps the account.
  await prisma.user.deleteMany({ where: { id: { in: ids }, ...where } });
  const left = new Set(
    (await prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((r) => r.id),
  );
  return ids.filter((id) => !left.has(id));
}
