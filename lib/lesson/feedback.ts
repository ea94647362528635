// A teacher's note on a child's puzzle (issue 39, docs/decisions/263): the class's teachers write and read them
// (ACCESS.classWork), the child reads their own on the puzzle page and the home page and marks them seen. The text
// is plain, its markup stripped on the way in (lib/lesson/work-schemas.ts); the wrapper audits the write.
import type { Actor } from "@/lib/auth/authenticate";
import { now } from "@/lib/clock";
import { prisma } from "@/lib/db/client";
import { findPuzzle } from "@/lib/puzzles/content";
import { displayName } from "@/lib/vocabulary";
import type { FeedbackInput } from "./work-schemas";
import type { PuzzleFeedbackView } from "./wire";
import { findTaughtStudentOrThrow } from "./work";

/** The newest notes a list answers: a child reads a handful, a teacher's page the recent ones. */
export const FEEDBACK_LIST_LIMIT = 100;

const select = {
  id: true,
  puzzleId: true,
  text: true,
  createdAt: true,
  seenAt: true,
  author: { select: { firstname: true, lastname: true, username: true } },
} as const;

type Row = {
  id: string;
  puzzleId: string;
  text: string;
  createdAt: Date;
  seenAt: Date | null;
  author: { firstname: string; lastname: string; username: string } | null;
};

function serialize(f: Row): PuzzleFeedbackView {
  return {
    id: f.id,
    puzzleId: f.puzzleId,
    puzzleTitle: findPuzzle(f.puzzleId)?.title ?? f.puzzleId,
    text: f.text,
    author: f.author ? displayName(f.author) : null,
    createdAt: f.createdAt.toISOString(),
    seenAt: f.seenAt?.toISOString() ?? null,
  };
}

const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** POST …/student/{studentId}/feedback/: the note, from this teacher, on the child's puzzle. */
export async function addFeedback(actor: Actor, classId: string, studentId: string, input: FeedbackInput) {
  const student = await findTaughtStudentOrThrow(actor, classId, studentId);
  const row = await prisma.puzzleFeedback.create({
    data: { studentId: student.id, puzzleId: input.puzzleId, authorId: actor.id, text: input.text, createdAt: now() },
    select,
  });
  return serialize(row);
}

/** GET …/student/{studentId}/feedback/: every teacher's notes on the child, newest first. */
export async function listStudentFeedback(actor: Actor, classId: string, studentId: string, puzzleId?: string) {
  const student = await findTaughtStudentOrThrow(actor, classId, studentId);
  const rows = await prisma.puzzleFeedback.findMany({
    where: { studentId: student.id, ...(puzzleId === undefined ? {} : { puzzleId }) },
    select,
    orderBy: newestFirst,
    take: FEEDBACK_LIST_LIMIT,
  });
  return rows.map(serialize);
}

/** GET /users/student/feedback/: the signed-in child's notes, newest first (one statement). */
export async function listOwnFeedback(actor: Actor, puzzleId?: string) {
  const rows = await prisma.puzzleFeedback.findMany({
    where: { student: { userId: actor.id }, ...(puzzleId === undefined ? {} : { puzzleId }) },
    select,
    orderBy: newestFirst,
    take: FEEDBACK_LIST_LIMIT,
  });
  return rows.map(serialize);
}

/**
 * POST /users/student/feedback/seen/: the child has seen these notes. Only their own, not seen before, change (the
 * first sight is kept); another child's id, or one already seen, changes nothing, so a resend is harmless.
 */
export async function markFeedbackSeen(actor: Actor, ids: string[]): Promise<void> {
  await prisma.puzzleFeedback.updateMany({
    where: { id: { in: ids }, student: { userId: actor.id }, seenAt: null },
    data: { seenAt: now() },
  });
}
