// Printing and reissuing login cards. Only the class's teachers can read a card's password (decrypted
// here, for the PDF); each print is recorded in card_print.
import type { Actor } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { getClassOrThrow } from "@/lib/classes/service";
import { getStudentRow } from "@/lib/students/service";
import { HASH_CONCURRENCY, newCardCredentials } from "@/lib/students/accounts";
import { mapLimit } from "@/lib/jobs/limit";
import { cardUrl, decryptCardSecret, hashCardToken, type CardSecret } from "./secrets";
import { renderCardsPdf, type Paper } from "./pdf";

/** New password and QR for one student: the old ones stop working, and so do sessions opened with them. */
async function reissue(studentId: string, userId: string): Promise<CardSecret> {
  const { password, token, passwordHash, cardSecret, cardTokenHash } = await newCardCredentials();
  await prisma.$transaction([
    prisma.user.update({ where: { id: userId }, data: { passwordHash } }),
    prisma.student.update({ where: { id: studentId }, data: { cardSecret, cardTokenHash, cardIssuedAt: now() } }),
    prisma.authSession.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now(), revokeReason: "card_reissued" } }),
  ]);
  return { password, token };
}

export async function reissueCard(actor: Actor, classId: string, studentId: string) {
  const s = await getStudentRow(actor, classId, studentId, "write");
  const secret = await reissue(s.id, s.userId);
  return { id: s.id, username: s.user.username, password: secret.password, cardIssuedAt: now().toISOString() };
}

export async function printClassCards(actor: Actor, classId: string, opts: { paper: Paper; studentId?: string }): Promise<Buffer> {
  const klass = await getClassOrThrow(actor, classId, "write");
  const students = await prisma.student.findMany({
    where: { classId, ...(opts.studentId ? { id: opts.studentId } : {}) },
    select: { id: true, userId: true, cardSecret: true, user: { select: { firstname: true, lastname: true, username: true } } },
    orderBy: [{ user: { lastname: "asc" } }, { user: { firstname: "asc" } }, { id: "asc" }],
  });
  // A card that cannot be read back (added before cards existed, or AUTH_SECRET changed) is issued anew.
  const secrets = await mapLimit(students, HASH_CONCURRENCY, async (s) => decryptCardSecret(s.cardSecret) ?? reissue(s.id, s.userId));
  const cards = students.map((s, i) => ({
    name: [s.user.firstname, s.user.lastname].filter(Boolean).join(" ") || s.user.username,
    username: s.user.username,
    password: secrets[i].password,
    url: cardUrl(secrets[i].token),
    className: klass.className,
  }));
  const pdf = await renderCardsPdf(cards, opts.paper, `${klass.className} login cards`);
  await prisma.cardPrint.create({
    data: { classId, teacherId: actor.id, cardCount: cards.length, paper: opts.paper, createdAt: now(), ...(opts.studentId ? { studentId: opts.studentId } : {}) },
  });
  return pdf;
}

/** The student account a scanned card signs in, or null for an unknown or replaced card. */
export async function userForCardToken(token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const s = await prisma.student.findUnique({ where: { cardTokenHash: hashCardToken(token) }, select: { user: true } });
  return s?.user.isActive ? s.user : null;
}
