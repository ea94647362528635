// A child's work (issue 39, docs/decisions/263): every puzzle the child tried, the last tried first, each with its
// runs newest first and the programs as the attempt stored them. The class's teachers see it (ACCESS.classWork),
// a parent their own child's; anyone else 404. One statement reads it all, whatever the number of puzzles.
import type { Actor } from "@/lib/auth/authenticate";
import { findTaughtClassOrThrow } from "@/lib/access/classes";
import { findChildOrThrow } from "@/lib/access/children";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { findPuzzle } from "@/lib/puzzles/content";
import type { WorkAttempt, WorkPuzzle } from "./wire";

/** The newest runs answered per puzzle; `attemptCount` tells how many there are in all. */
export const ATTEMPTS_PER_PUZZLE = 50;

/** The class's child `studentId` (a Student id) when the actor teaches the class; else 404 like a missing one. */
export async function findTaughtStudentOrThrow(actor: Actor, classId: string, studentId: string) {
  const klass = await findTaughtClassOrThrow(actor, classId);
  const student = await prisma.student.findFirst({
    where: { id: studentId, classId: klass.id },
    select: { id: true, userId: true },
  });
  if (!student) throw notFound("Student not found.");
  return student;
}

type Row = {
  id: string;
  puzzle_id: string;
  pack_id: string;
  created_at: Date;
  outcome: WorkAttempt["outcome"];
  solved: boolean;
  credited: boolean;
  block_count: number;
  program: unknown;
  tried: number;
  ever_solved: boolean;
};

/**
 * The program the child sent: the attempt stores it as its JSON text (lib/activity/attempts.ts storedProgram),
 * an older row holds the value itself.
 */
function programOf(stored: unknown): unknown {
  if (typeof stored !== "string") return stored;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return stored;
  }
}

/** The child's work, one statement: the newest runs of each puzzle by a window over the child's attempts. */
async function workOf(studentId: string, puzzleId: string | undefined): Promise<WorkPuzzle[]> {
  const onePuzzle = puzzleId === undefined ? Prisma.empty : Prisma.sql`AND a.puzzle_id = ${puzzleId}`;
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT t.id::text, t.puzzle_id, t.pack_id, t.created_at, t.outcome, t.solved, t.credited, t.block_count,
           t.program, t.tried, t.ever_solved
    FROM (
      SELECT a.*,
             row_number() OVER (PARTITION BY a.puzzle_id ORDER BY a.created_at DESC, a.id DESC) AS nth,
             (count(*) OVER (PARTITION BY a.puzzle_id))::int AS tried,
             bool_or(a.solved) OVER (PARTITION BY a.puzzle_id) AS ever_solved
      FROM puzzle_attempt a
      WHERE a.student_id = ${studentId}::uuid ${onePuzzle}
    ) t
    WHERE t.nth <= ${ATTEMPTS_PER_PUZZLE}
    ORDER BY t.created_at DESC, t.id DESC`;
  // Rows come newest first, so a puzzle's first row is its last try and the puzzles fall in last-tried order.
  const puzzles = new Map<string, WorkPuzzle>();
  for (const r of rows) {
    let p = puzzles.get(r.puzzle_id);
    if (!p) {
      const puzzle = findPuzzle(r.puzzle_id);
      p = {
        puzzleId: r.puzzle_id,
        // A puzzle taken out of the catalog keeps its runs under its id.
        puzzleTitle: puzzle?.title ?? r.puzzle_id,
        packId: puzzle?.packId ?? r.pack_id,
        lastTriedAt: r.created_at.toISOString(),
        solved: r.ever_solved,
        attemptCount: r.tried,
        attempts: [],
      };
      puzzles.set(r.puzzle_id, p);
    }
    p.attempts.push({
      id: r.id,
      puzzleId: r.puzzle_id,
      createdAt: r.created_at.toISOString(),
      outcome: r.outcome,
      solved: r.solved,
      credited: r.credited,
      blockCount: r.block_count,
      program: programOf(r.program),
    });
  }
  return [...puzzles.values()];
}

/** GET /academics/class/{classId}/student/{studentId}/attempts/: the class's teachers only. */
export async function getStudentWork(actor: Actor, classId: string, studentId: string, puzzleId?: string) {
  const student = await findTaughtStudentOrThrow(actor, classId, studentId);
  return workOf(student.id, puzzleId);
}

/** GET /parent/child/{id}/attempts/: the parent's own child (a User id), read-only; a child with no place has none. */
export async function getChildWork(actor: Actor, childId: string, puzzleId?: string) {
  const child = await findChildOrThrow(actor, childId, { studentProfile: { select: { id: true } } });
  return child.studentProfile ? workOf(child.studentProfile.id, puzzleId) : [];
}
