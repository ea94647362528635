// A teacher resets a child's puzzle progress (issue 14): the attempts go, and the packs' topic progress is
// recomputed from what is left. Skills and standards met stay met (docs/decisions/033, 091).
import type { Actor } from "@/lib/auth/authenticate";
import { findStudentOrThrow } from "@/lib/access/students";
import { prisma } from "@/lib/db/client";
import { findPack, findPuzzle } from "@/lib/puzzles/content";
import { notFound } from "@/lib/http/errors";
import { packProgress } from "./attempts";

export async function resetPuzzleProgress(actor: Actor, classId: string, studentId: string, puzzleId?: string) {
  const student = await findStudentOrThrow(actor, { id: studentId, classId }, "write");
  if (puzzleId && !findPuzzle(puzzleId)) throw notFound("Puzzle not found.");
  const where = { studentId: student.id, ...(puzzleId ? { puzzleId } : {}) };
  const packs = await prisma.puzzleAttempt.findMany({ where, distinct: ["packId"], select: { packId: true } });
  const { count } = await prisma.puzzleAttempt.deleteMany({ where });
  for (const { packId } of packs) {
    const pack = findPack(packId);
    if (!pack) continue;
    const key = { studentId: student.id, unitTitle: pack.unit, topicTitle: pack.title };
    const progress = await packProgress(student.id, packId);
    if (progress === 0) await prisma.studentTopicProgress.deleteMany({ where: key });
    else await prisma.studentTopicProgress.updateMany({ where: key, data: { progress } });
  }
  return { student: student.id, attemptsRemoved: count };
}
