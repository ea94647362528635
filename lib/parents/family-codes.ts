// Family links for students a teacher made (issue 10, docs/decisions/103): the teacher shows or prints a
// one-time family code per student; a parent who enters it is linked to the child. The teacher sees who is
// linked and can unlink. Only the code's sha-256 is stored; a new code replaces the previous one. Every teacher
// side call needs write access to the student (owner or co-teacher): reading it is not enough, or a parent who
// added the teacher role could unlink their child's other parent (docs/decisions/161). Linking by code is
// limited per account and per address, in PostgreSQL (lib/http/rate-limit.ts).
import { randomInt } from "node:crypto";
import type { Actor } from "@/lib/auth/authenticate";
import { hashKey } from "@/lib/auth/tokens";
import { addSeconds, now } from "@/lib/clock";
import { prisma } from "@/lib/db/client";
import { notFound, validationError } from "@/lib/http/errors";
import { consumeRateLimit, type RateRule } from "@/lib/http/rate-limit";
import { findStudentOrThrow } from "@/lib/access/students";
import { getChild, unlinkParentFromChild } from "./children";
import { displayName } from "@/lib/vocabulary";
import { FAMILY_CODE_ALPHABET } from "./schemas";

export const FAMILY_CODE_DAYS = 14;

function generateCode(): string {
  return Array.from({ length: 8 }, () => FAMILY_CODE_ALPHABET[randomInt(FAMILY_CODE_ALPHABET.length)]).join("");
}

/** The student if the actor may change it (owner or co-teacher): 404 unseen, 403 only readable. */
const studentToChange = (actor: Actor, classId: string, studentId: string) =>
  findStudentOrThrow(actor, { id: studentId, classId }, "write", { user: true });

const shown = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * Every link attempt counts, right or wrong (one statement, before the look-up). A family links one or two
 * children, so ten tries a quarter-hour per account is plenty; an address carries a school evening's parents.
 * Either way a guesser gets at most ~1,000 tries a day an account against 31^8 ≈ 8.5·10^11 codes.
 */
export const LINK_LIMITS = {
  perAccount: {
    max: 10,
    windowSeconds: 15 * 60,
    message: "Too many family codes were tried from this account. Please wait a few minutes and check the code.",
  },
  perAddress: {
    max: 60,
    windowSeconds: 15 * 60,
    message: "Too many family codes were tried from this network. Please wait a few minutes and try again.",
  },
} satisfies Record<string, RateRule>;

export async function createFamilyCode(actor: Actor, classId: string, studentId: string) {
  const s = await studentToChange(actor, classId, studentId);
  const code = generateCode();
  const expiresAt = addSeconds(now(), FAMILY_CODE_DAYS * 24 * 3600);
  const data = { codeHash: hashKey(code), createdById: actor.id, createdAt: now(), expiresAt };
  await prisma.familyCode.upsert({ where: { studentId: s.id }, create: { studentId: s.id, ...data }, update: data });
  return {
    code: shown(code),
    expiresAt: expiresAt.toISOString(),
    student: { id: s.id, fullName: displayName(s.user) },
  };
}

/** Who is linked to the student (with their e-mails), and whether an unused code is out: the class's teachers. */
export async function getFamily(actor: Actor, classId: string, studentId: string) {
  const s = await studentToChange(actor, classId, studentId);
  const [links, code] = await Promise.all([
    prisma.parentChild.findMany({
      where: { childId: s.userId },
      include: { parent: { select: { id: true, firstname: true, lastname: true, email: true, username: true } } },
      orderBy: { createdAt: "asc" },
    }),
    prisma.familyCode.findUnique({ where: { studentId: s.id } }),
  ]);
  return {
    student: { id: s.id, fullName: displayName(s.user) },
    parents: links.map((l) => ({
      id: l.parent.id,
      fullName: displayName(l.parent),
      email: l.parent.email ?? "",
      linkedAt: l.createdAt.toISOString(),
    })),
    code:
      code && code.expiresAt > now()
        ? { createdAt: code.createdAt.toISOString(), expiresAt: code.expiresAt.toISOString() }
        : null,
  };
}

export async function unlinkParent(actor: Actor, classId: string, studentId: string, parentId: string) {
  const s = await studentToChange(actor, classId, studentId);
  if (!(await unlinkParentFromChild(parentId, s.userId))) throw notFound("This parent is not linked to the student.");
  return getFamily(actor, classId, studentId);
}

const INVALID = "This family code is not valid or has expired. Ask your child's teacher for a new one.";

/** POST /parent/child/link/ {code}: the code is used once (deleted in the same transaction as the link). */
export async function linkChildByCode(actor: Actor, code: string, ip: string) {
  await consumeRateLimit(`family-link:${actor.id}`, LINK_LIMITS.perAccount);
  await consumeRateLimit(`family-link-ip:${ip}`, LINK_LIMITS.perAddress);
  const row = await prisma.familyCode.findUnique({
    where: { codeHash: hashKey(code) },
    include: { student: { select: { userId: true } } },
  });
  if (!row || row.expiresAt <= now()) throw validationError({ code: [INVALID] });
  const childId = row.student.userId;
  const linked = await prisma.$transaction(async (tx) => {
    const { count } = await tx.familyCode.deleteMany({ where: { id: row.id } });
    if (!count) return false;
    await tx.parentChild.upsert({
      where: { parentId_childId: { parentId: actor.id, childId } },
      create: { parentId: actor.id, childId },
      update: {},
    });
    return true;
  });
  if (!linked) throw validationError({ code: [INVALID] });
  return getChild(actor, childId);
}
