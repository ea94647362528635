// Printing and reissuing login cards. Only the class's teachers can read a card's password (decrypted here, for
// the PDF); each print is recorded in card_print. Printing never changes a password or ends a session: only
// Reissue does (issue 8 finding 11, docs/decisions/062).
import type { Actor } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { findClassOrThrow } from "@/lib/access/classes";
import { findStudentOrThrow } from "@/lib/access/students";
import { cardUrl, decryptCardSecret, newCardCredentials } from "./secrets";
import { FileResult } from "@/lib/http/file-result";
import { runOffThread } from "@/lib/jobs/pool";
import "./off-thread";
import type { Card, Paper } from "./pdf";
import { displayName } from "@/lib/vocabulary";
import { notFound } from "@/lib/http/errors";
import { cardAddress } from "./address";

/** New password and QR for one student: the old ones stop working, and so do sessions opened with them. */
export async function reissueCard(actor: Actor, classId: string, studentId: string) {
  const s = await findStudentOrThrow(actor, { id: studentId, classId }, "write", {
    user: { select: { username: true } },
  });
  const { password, passwordHash, cardSecret, cardTokenHash } = await newCardCredentials();
  const at = now();
  await prisma.$transaction([
    prisma.user.update({ where: { id: s.userId }, data: { passwordHash } }),
    prisma.student.update({ where: { id: s.id }, data: { cardSecret, cardTokenHash, cardIssuedAt: at } }),
    prisma.authSession.updateMany({
      where: { userId: s.userId, revokedAt: null },
      data: { revokedAt: at, revokeReason: "card_reissued" },
    }),
  ]);
  return { id: s.id, username: s.user.username, password, cardIssuedAt: at.toISOString() };
}

/** What a card shows when its secret cannot be read back (AUTH_SECRET changed): the teacher must reissue it. */
export const UNREADABLE_CARD = "Reissue this card";

/** Which cards to print (the browser's choice, lib/classes/queries.ts fetchLoginCards). */
export type CardChoice = { studentId?: string; studentIds?: string[]; paper?: Paper };

/**
 * The class's cards, or only the chosen students' (`studentIds`, `studentId`: one card or a chosen few; issue 28).
 * Chosen students none of whom is in the class are a 404.
 */
export async function printClassCards(
  actor: Actor,
  classId: string,
  opts: { paper: Paper; studentId?: string; studentIds?: string[] },
) {
  // Printing shows passwords: the class's teachers only ("write"), not everyone who may read the class.
  const klass = await findClassOrThrow(actor, classId, "write");
  const chosen = [...(opts.studentIds ?? []), ...(opts.studentId ? [opts.studentId] : [])];
  const students = await prisma.student.findMany({
    where: { classId, ...(chosen.length ? { id: { in: chosen } } : {}) },
    select: { id: true, cardSecret: true, user: { select: { firstname: true, lastname: true, username: true } } },
    orderBy: [{ user: { lastname: "asc" } }, { user: { firstname: "asc" } }, { id: "asc" }],
  });
  if (chosen.length && students.length === 0) throw notFound("Student not found.");
  const { address } = cardAddress();
  const cards: Card[] = students.map((s) => {
    const secret = decryptCardSecret(s.cardSecret);
    return {
      name: displayName(s.user),
      username: s.user.username,
      password: secret?.password ?? UNREADABLE_CARD,
      url: secret ? cardUrl(secret.token) : null,
      className: klass.className,
      address,
    };
  });
  // Drawn off the request thread (./off-thread.ts): a class of 30 is some 40 ms of pdfkit.
  const pdf = await runOffThread("cards.render", {
    cards,
    paper: opts.paper,
    title: `${klass.className} login cards`,
  });
  await prisma.cardPrint.create({
    data: {
      classId,
      teacherId: actor.id,
      cardCount: cards.length,
      paper: opts.paper,
      createdAt: now(),
      ...(students.length === 1 && chosen.length ? { studentId: students[0].id } : {}),
    },
  });
  return new FileResult(pdf, "application/pdf", "login-cards.pdf");
}
