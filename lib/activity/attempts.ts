// A child's attempt at a puzzle (issue 14, docs/decisions/091): the server re-runs the program with the same
// interpreter the page ran (lib/puzzles verifyAttempt) and records only its own result. The attempts are the
// record every progress figure is computed from (lib/progress/figures.ts, docs/decisions/160); an attempt is
// charged as screen time like a heartbeat, and refused once the day's time is up. An assignment moves
// assigned → in_progress → completed. The browser's attempt id makes a resent attempt count once.
import type { Actor } from "@/lib/auth/authenticate";
import { assignmentsAssignedTo } from "@/lib/access/assignments";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, notFound } from "@/lib/http/errors";
import { ATTEMPT_RATE } from "@/lib/http/limits";
import { consumeRateLimit } from "@/lib/http/rate-limit";
import { now } from "@/lib/clock";
import { findPuzzle, puzzleCatalog } from "@/lib/puzzles/content";
import { judgingFingerprints } from "@/lib/puzzles/fingerprint";
import type { AttemptVerdict } from "@/lib/puzzles/verdict";
import { notePresenceOfAttempt } from "@/lib/lesson/presence";
import { loadChild, packClosedReason } from "./child";
import { judgeAttempt } from "./replay";
import type { AttemptInput } from "./schemas";
import { assertTimeLeft, chargeBeat, timeUp } from "./screen-time";
import { storedProgram } from "./stored-program";
import type { AttemptView } from "./wire";

/**
 * What an attempt row records of its verdict: the outcome, whether it credits the puzzle's skills and standards
 * (solved with the puzzle's idea, issue 38) and the fingerprint of the rules it was judged under.
 */
export function verdictColumns(puzzleId: string, result: AttemptVerdict) {
  return {
    outcome: result.outcome,
    solved: result.solved,
    credited: result.credited,
    blockCount: result.blockCount,
    judgedWith: judgingFingerprints(puzzleCatalog()).get(puzzleId) ?? null,
  };
}

/**
 * POST …/puzzle-attempts: a child's Run, paced per child (lib/http/limits.ts ATTEMPT_RATE: 429 with Retry-After,
 * which the page waits out and sends again with the same id) before it is judged and recorded.
 */
export async function sendAttempt(actor: Actor, input: AttemptInput): Promise<AttemptView> {
  await consumeRateLimit(`attempt:${actor.id}`, ATTEMPT_RATE);
  return recordAttempt(actor, input);
}

/** Judges and records an attempt (the demo seed plays its children's attempts through here, unpaced). */
export async function recordAttempt(actor: Actor, input: AttemptInput): Promise<AttemptView> {
  const child = await loadChild(actor);
  const seen = await prisma.puzzleAttempt.findUnique({
    where: { studentId_clientId: { studentId: child.studentId, clientId: input.id } },
  });
  if (seen) return repeatOf(seen);

  const puzzle = findPuzzle(input.puzzleId);
  if (!puzzle) throw notFound("Puzzle not found.");
  const closed = packClosedReason(child, puzzle);
  if (closed) throw new AppError("forbidden", closed);
  await assertTimeLeft(child);
  const assignment = input.assignmentId
    ? await prisma.assignment.findFirst({
        where: { AND: [{ id: input.assignmentId }, assignmentsAssignedTo(actor)] },
        select: { id: true, status: true },
      })
    : null;
  if (input.assignmentId && !assignment) throw notFound("Assignment not found.");

  // A long replay is judged off the request thread (./replay.ts); the verdict is the same.
  const result = await judgeAttempt(puzzle, input.program);
  const at = now();
  try {
    await prisma.$transaction(async (tx) => {
      // Under the day's row lock: a beat or another tab that used the time up since the check above wins.
      const time = await chargeBeat(tx, child, at);
      if (time.before.isStopped) throw timeUp(time.before);
      await tx.puzzleAttempt.create({
        data: {
          studentId: child.studentId,
          clientId: input.id,
          puzzleId: puzzle.id,
          packId: puzzle.packId,
          assignmentId: assignment?.id ?? null,
          ...verdictColumns(puzzle.id, result),
          program: await storedProgram(tx, child.studentId, input.program, result),
          createdAt: at,
        },
      });
      const touched = new Set(assignment ? [assignment.id] : []);
      if (result.solved) for (const id of await assignmentsNaming(tx, child.studentId, puzzle.id)) touched.add(id);
      for (const id of touched) await advanceAssignment(tx, id);
    });
  } catch (e) {
    // The same id sent twice at once: the first one counted.
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") {
      const first = await prisma.puzzleAttempt.findUniqueOrThrow({
        where: { studentId_clientId: { studentId: child.studentId, clientId: input.id } },
      });
      return repeatOf(first);
    }
    throw e;
  }
  // After the commit, never inside the transaction: the class's lesson view hears of it (never fails the attempt).
  await notePresenceOfAttempt(child, puzzle.id, at);
  return {
    id: input.id,
    puzzleId: puzzle.id,
    outcome: result.outcome,
    solved: result.solved,
    credited: result.credited,
    blockCount: result.blockCount,
    idealBlocks: result.idealBlocks,
    hint: result.hint,
    error: result.error,
    isRepeat: false,
  };
}

function repeatOf(a: {
  clientId: string;
  puzzleId: string;
  outcome: string;
  solved: boolean;
  credited: boolean;
  blockCount: number;
}) {
  return {
    id: a.clientId,
    puzzleId: a.puzzleId,
    outcome: a.outcome as AttemptVerdict["outcome"],
    solved: a.solved,
    credited: a.credited,
    blockCount: a.blockCount,
    idealBlocks: findPuzzle(a.puzzleId)?.idealBlocks ?? 0,
    isRepeat: true,
  } satisfies AttemptView;
}

/**
 * An assignment's status from what its children did (issue 27, docs/decisions/223): completed once every assigned
 * child has solved every puzzle it names (or, for an assignment that names none, any puzzle attempted for it);
 * in progress once anything was attempted; else as it was.
 */
export function assignmentStatusOf(
  a: { students: readonly string[]; puzzles: readonly string[] },
  solved: ReadonlySet<string>, // "studentId puzzleId" pairs, or "studentId *" for a named-none assignment
  attempted: boolean,
): "assigned" | "in_progress" | "completed" {
  const complete =
    a.students.length > 0 &&
    a.students.every((s) =>
      a.puzzles.length ? a.puzzles.every((p) => solved.has(`${s} ${p}`)) : solved.has(`${s} *`),
    );
  return complete ? "completed" : attempted ? "in_progress" : "assigned";
}

async function advanceAssignment(tx: Prisma.TransactionClient, assignmentId: string) {
  const a = await tx.assignment.findUniqueOrThrow({
    where: { id: assignmentId },
    select: { status: true, puzzles: true, students: { select: { studentId: true } } },
  });
  if (a.status === "completed") return;
  const students = a.students.map((s) => s.studentId);
  const solved = new Set<string>();
  if (a.puzzles.length) {
    // Solving a named puzzle counts wherever the child solved it (from the assignment or from the pack).
    const rows = await tx.puzzleAttempt.findMany({
      where: { studentId: { in: students }, puzzleId: { in: a.puzzles }, solved: true },
      distinct: ["studentId", "puzzleId"],
      select: { studentId: true, puzzleId: true },
    });
    for (const r of rows) solved.add(`${r.studentId} ${r.puzzleId}`);
  } else {
    const rows = await tx.puzzleAttempt.findMany({
      where: { assignmentId, solved: true },
      distinct: ["studentId"],
      select: { studentId: true },
    });
    for (const r of rows) solved.add(`${r.studentId} *`);
  }
  const status = assignmentStatusOf({ students, puzzles: a.puzzles }, solved, true);
  if (status !== a.status) await tx.assignment.update({ where: { id: assignmentId }, data: { status } });
}

/** The child's open assignments that name this puzzle, besides the one the attempt was sent for. */
async function assignmentsNaming(tx: Prisma.TransactionClient, studentId: string, puzzleId: string) {
  const rows = await tx.assignment.findMany({
    where: { puzzles: { has: puzzleId }, status: { not: "completed" }, students: { some: { studentId } } },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

export type { AttemptView };
