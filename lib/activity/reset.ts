// A teacher resets a child's puzzle progress (issue 14): the attempts go, and with them every figure computed
// from them (progress, skills, standards: lib/progress/figures.ts, docs/decisions/160).
import type { Actor } from "@/lib/auth/authenticate";
import { findStudentOrThrow } from "@/lib/access/students";
import { prisma } from "@/lib/db/client";
import { findPuzzle } from "@/lib/puzzles/content";
import { notFound } from "@/lib/http/errors";

export async function resetPuzzleProgress(actor: Actor, classId: string, studentId: string, puzzleId?: string) {
  const student = await findStudentOrThrow(actor, { id: studentId, classId }, "write");
  if (puzzleId && !findPuzzle(puzzleId)) throw notFound("Puzzle not found.");
  const { count } = await prisma.puzzleAttempt.deleteMany({
    where: { studentId: student.id, ...(puzzleId ? { puzzleId } : {}) },
  });
  return { student: student.id, attemptsRemoved: count };
}
