// The record judged again (issue 38 "Existing progress"): an attempt stores the fingerprint of the rules it was
// judged under (lib/puzzles/fingerprint.ts). At start-up, attempts judged under other rules than their puzzle's
// current ones (the puzzle gained worlds, a block limit, an idea; the judge changed) are judged again from their
// stored program, in batches, each batch's verdicts written in one statement (all or nothing), on the tracked-job
// runner (lib/jobs/runner.ts, docs/decisions/258): a run stopped by a crash resumes where its last batch ended,
// since the batches done carry the current fingerprint and the rest are still found.
//
// What a child keeps: a puzzle solved under the old rules stays solved ("passed", its stars as solved then), but
// credits no skill or standard unless the stored program still solves every world with the puzzle's idea — then
// the new verdict stands, as it does for every attempt that solves now or failed then. An attempt stored without
// its program (./stored-program.ts) keeps its verdict: there is nothing to judge again.
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { defineJob } from "@/lib/jobs/runner";
import { now } from "@/lib/clock";
import { type CatalogPuzzle, puzzleCatalog, type PuzzleCatalog } from "@/lib/puzzles/content";
import { catalogFingerprint, judgingFingerprints } from "@/lib/puzzles/fingerprint";
import type { AttemptVerdict } from "@/lib/puzzles/verdict";
import type { Outcome } from "@/lib/puzzles/verify";
import { judgeAttempt } from "./replay";
import { isOmittedProgram } from "./stored-program";

/** Attempts judged per batch (one read, one write). */
export const REJUDGE_BATCH = 200;

export type Verdict = { outcome: Outcome; solved: boolean; credited: boolean };

/**
 * A stored attempt's verdict under the current rules: the new one, except that a solve is never taken away — a
 * program that solved then and fails now keeps "passed", uncredited.
 */
export function rejudged(old: { solved: boolean }, result: AttemptVerdict): Verdict {
  if (result.solved || !old.solved)
    return { outcome: result.outcome, solved: result.solved, credited: result.credited };
  return { outcome: "passed", solved: true, credited: false };
}

/**
 * Attempts of a puzzle in the catalog whose verdict was made under other rules than the puzzle's current ones:
 * the current fingerprints joined as two parallel arrays (`unnest`, PostgreSQL's own).
 */
function stale(catalog: PuzzleCatalog): Prisma.Sql {
  const all = [...judgingFingerprints(catalog)];
  return Prisma.sql`FROM puzzle_attempt a
    JOIN unnest(${all.map(([id]) => id)}::text[], ${all.map(([, fp]) => fp)}::text[]) AS r(puzzle_id, fp)
      ON r.puzzle_id = a.puzzle_id
    WHERE a.judged_with IS DISTINCT FROM r.fp`;
}

export async function staleAttemptCount(catalog: PuzzleCatalog = puzzleCatalog()): Promise<number> {
  const [row] = await prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n ${stale(catalog)}`;
  return row?.n ?? 0;
}

type Stale = Verdict & { id: string; puzzleId: string; program: unknown; fp: string };

/** Judges every stale attempt again, batch by batch in id order; `progress` hears the count done. */
export async function rejudgeAttempts(
  catalog: PuzzleCatalog,
  progress: (done: number) => Promise<void> = async () => undefined,
): Promise<number> {
  const from = stale(catalog);
  let after = "00000000-0000-0000-0000-000000000000";
  let done = 0;
  for (;;) {
    const rows = await prisma.$queryRaw<Stale[]>`
      SELECT a.id::text, a.puzzle_id AS "puzzleId", a.program, a.outcome, a.solved, a.credited, r.fp ${from} AND a.id > ${after}::uuid
      ORDER BY a.id LIMIT ${REJUDGE_BATCH}`;
    if (!rows.length) return done;
    // One at a time: a long replay waits off the request thread (./replay.ts) without flooding the pool's queue.
    // A row stored without its program (refused, or past the day's budget) keeps its verdict.
    const verdicts: Verdict[] = [];
    for (const a of rows)
      verdicts.push(
        isOmittedProgram(a.program)
          ? { outcome: a.outcome, solved: a.solved, credited: a.credited }
          : rejudged(a, await judgeAttempt(catalog.puzzles.get(a.puzzleId) as CatalogPuzzle, a.program)),
      );
    // One statement: the batch is written whole or not at all; a row judged meanwhile (another run) is left.
    await prisma.$executeRaw`
      UPDATE puzzle_attempt a SET outcome = v.outcome, solved = v.solved, credited = v.credited, judged_with = v.fp
        FROM unnest(${rows.map((a) => a.id)}::uuid[], ${verdicts.map((v) => v.outcome)}::text[],
                    ${verdicts.map((v) => v.solved)}::boolean[], ${verdicts.map((v) => v.credited)}::boolean[],
                    ${rows.map((a) => a.fp)}::text[]) AS v(id, outcome, solved, credited, fp)
       WHERE a.id = v.id AND a.judged_with IS DISTINCT FROM v.fp`;
    done += rows.length;
    after = rows[rows.length - 1]!.id;
    await progress(done);
  }
}

export const rejudgeJob = defineJob({
  name: "rejudge-attempts",
  model: "rejudgeJob",
  cleared: {},
  load: (id) => prisma.rejudgeJob.findUnique({ where: { id } }),
  async work(job, io) {
    await rejudgeAttempts(puzzleCatalog(), (done) => io.progress(done, Math.max(job.total, done)));
  },
});

/**
 * At start-up: when stored attempts were judged under other rules, queue the re-judging (one job row per set of
 * rules: a finished one is queued again, one queued or running is left to its runner) and wake the runner.
 * Answers the job's id, or null when every attempt is judged under the current rules.
 */
export async function scheduleRejudging(catalog: PuzzleCatalog = puzzleCatalog()): Promise<string | null> {
  const total = await staleAttemptCount(catalog);
  if (!total) return null;
  const rules = catalogFingerprint(catalog);
  await prisma.rejudgeJob.createMany({ data: [{ rules, total }], skipDuplicates: true });
  await prisma.rejudgeJob.updateMany({
    where: { rules, status: { in: ["succeeded", "failed"] } },
    data: {
      status: "queued",
      total,
      processed: 0,
      errors: Prisma.DbNull,
      attempts: 0,
      createdAt: now(),
      startedAt: null,
      finishedAt: null,
      heartbeatAt: null,
    },
  });
  const job = await prisma.rejudgeJob.findUniqueOrThrow({ where: { rules } });
  if (job.status === "queued") await rejudgeJob.enqueue(job.id);
  return job.id;
}
