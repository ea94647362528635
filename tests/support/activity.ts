// Helpers for the activity tests (issue 14): a signed-in class student, attempts with fresh ids.
import { randomUUID } from "node:crypto";
import { POST as attemptPOST } from "@/app/api/users/student/puzzle-attempts/route";
import { decryptCardSecret } from "@/lib/cards/secrets";
import { login } from "@/lib/accounts/login";
import { prisma } from "@/lib/db/client";
import { findPuzzle, puzzleCatalog } from "@/lib/puzzles/content";
import { judgingFingerprints } from "@/lib/puzzles/fingerprint";
import { call } from "./http";
import { addStudent, teacherWithClass } from "../fixtures/csv/classroom";

export async function signInStudent(studentId: string) {
  const s = await prisma.student.findUniqueOrThrow({ where: { id: studentId }, include: { user: true } });
  const { password } = decryptCardSecret(s.cardSecret)!;
  return (await login({ identifier: s.user.username, password, ip: "10.3.3.3" })).access_token;
}

export async function classStudent() {
  const teacher = await teacherWithClass();
  const student = await addStudent(teacher.token, teacher.classId);
  return { teacher, student, token: await signInStudent(student.id) };
}

export function solutionOf(puzzleId: string): unknown {
  return findPuzzle(puzzleId)!.solution;
}

/** One POST of an attempt, as sent: a paced one answers 429 (tests of the pace use this). */
export function attemptOnce(
  token: string | undefined,
  puzzleId: string,
  program: unknown,
  extra: Record<string, unknown> = {},
) {
  return call(attemptPOST, { token, body: { id: randomUUID(), puzzleId, program, ...extra } });
}

/**
 * An attempt as the puzzle page sends it: a paced one (429, 5 Runs per 2 s a child: docs/decisions/264) is sent
 * again with the same id once its window has passed. Tests that run a child through many puzzles at machine speed
 * end the window instead of waiting it out; the pace itself is tested by tests/api/limits-attempts.test.ts.
 */
export async function attempt(
  token: string | undefined,
  puzzleId: string,
  program: unknown,
  extra: Record<string, unknown> = {},
) {
  const body = { id: randomUUID(), puzzleId, program, ...extra };
  const first = await call(attemptPOST, { token, body });
  if (first.status !== 429) return first;
  await prisma.rateLimit.deleteMany({ where: { key: { startsWith: "attempt:" } } });
  return call(attemptPOST, { token, body });
}

/**
 * Attempt rows written straight to the table, for figures that need many students or old dates (analytics,
 * statement counts). Each row is what the attempt path would record for that verdict: a solve uses the puzzle's
 * idea (credited) unless `credited: false`, judged under the puzzle's current rules.
 */
export async function attemptRows(
  studentId: string,
  rows: { puzzleId: string; outcome: "perfect" | "passed" | "failed"; credited?: boolean; at?: Date }[],
) {
  const judgedWith = judgingFingerprints(puzzleCatalog());
  await prisma.puzzleAttempt.createMany({
    data: rows.map((r) => ({
      studentId,
      clientId: randomUUID(),
      puzzleId: r.puzzleId,
      packId: findPuzzle(r.puzzleId)!.packId,
      outcome: r.outcome,
      solved: r.outcome !== "failed",
      credited: r.outcome !== "failed" && r.credited !== false,
      judgedWith: judgedWith.get(r.puzzleId) ?? null,
      blockCount: 3,
      program: {},
      ...(r.at ? { createdAt: r.at } : {}),
    })),
  });
}
