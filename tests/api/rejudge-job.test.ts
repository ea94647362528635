// Issue 38 "Existing progress": attempts judged under earlier rules are judged again from their stored programs
// by a job on the tracked-job runner (lib/activity/rejudge-job.ts). A solve under the old rules stays solved, but
// credits a skill or standard only when the program still solves every world with the puzzle's idea.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { REJUDGE_BATCH, rejudgeAttempts, rejudgeJob, scheduleRejudging } from "@/lib/activity/rejudge-job";
import { figuresOf } from "@/lib/progress/service";
import { standardsOfPuzzle } from "@/lib/progress/standards";
import { puzzleCatalog, type CatalogPuzzle, type MazeCatalogPuzzle } from "@/lib/puzzles/content";
import { judgingFingerprints } from "@/lib/puzzles/fingerprint";
import { compileProgram } from "@/lib/puzzles/notation";
import { plainNotation, shortestPlainProgram } from "@/lib/puzzles/plain-search";
import { verifyAttempt } from "@/lib/puzzles/verify";
import { attempt, classStudent } from "../support/activity";
import { useJobRunner } from "../support/jobs";

useJobRunner();

const catalog = puzzleCatalog();
const fingerprints = judgingFingerprints(catalog);
const puzzle = (id: string) => catalog.puzzles.get(id)!;

/** The shortest program of moves, turns and pick-ups that solves these worlds (the child's straight path). */
function plainProgram(p: CatalogPuzzle, worlds = p.game === "draw" ? [] : p.grids) {
  const search = shortestPlainProgram(worlds);
  if (!search.found) throw new Error(`${p.id}: no plain program`);
  return compileProgram(plainNotation(search.actions));
}

/** A maze puzzle with several worlds whose first world a straight path solves but the rest do not. */
const manyWorlds = [...catalog.puzzles.values()].find(
  (p): p is MazeCatalogPuzzle =>
    p.game !== "draw" &&
    p.grids.length > 1 &&
    shortestPlainProgram([p.grids[0]!], { maxStates: 20_000 }).found &&
    !verifyAttempt(p, plainProgram(p, [p.grids[0]!])).solved,
)!;

type OldRow = { puzzleId: string; program: unknown; outcome: string; solved: boolean; judgedWith: string | null };

/** Attempts as an earlier release recorded them: every solve credited, judged under other rules. */
async function oldAttempts(studentId: string, rows: OldRow[]) {
  await prisma.puzzleAttempt.createMany({
    data: rows.map((r, i) => ({
      studentId,
      clientId: randomUUID(),
      puzzleId: r.puzzleId,
      packId: puzzle(r.puzzleId).packId,
      outcome: r.outcome,
      solved: r.solved,
      credited: r.solved,
      judgedWith: r.judgedWith,
      blockCount: 3,
      program: JSON.stringify(r.program),
      createdAt: new Date(Date.UTC(2026, 9, 1, 9, i)),
    })),
  });
}

async function jobEnds(id: string) {
  await expect
    .poll(async () => (await prisma.rejudgeJob.findUniqueOrThrow({ where: { id } })).status, { timeout: 60_000 })
    .toMatch(/succeeded|failed/);
  return prisma.rejudgeJob.findUniqueOrThrow({ where: { id } });
}

const verdicts = async (studentId: string) =>
  Object.fromEntries(
    (
      await prisma.puzzleAttempt.findMany({
        where: { studentId },
        select: { puzzleId: true, outcome: true, solved: true, credited: true, judgedWith: true },
      })
    ).map((a) => [a.puzzleId, a]),
  );

describe("re-judging stored attempts under the puzzles' current rules", () => {
  it("keeps a perfect solve, makes a straight-path loop solve passed and a solve that fails a new world passed, both uncredited", async () => {
    expect(manyWorlds, "a puzzle whose worlds a straight path cannot all solve").toBeDefined();
    const { student } = await classStudent();
    await oldAttempts(student.id, [
      // Judged before the column existed, and under some earlier rules.
      {
        puzzleId: "first-steps",
        program: puzzle("first-steps").solution,
        outcome: "perfect",
        solved: true,
        judgedWith: null,
      },
      {
        puzzleId: "gem-row",
        program: plainProgram(puzzle("gem-row")),
        outcome: "perfect",
        solved: true,
        judgedWith: "0ld-rules",
      },
      {
        puzzleId: manyWorlds.id,
        program: plainProgram(manyWorlds, [manyWorlds.grids[0]!]),
        outcome: "perfect",
        solved: true,
        judgedWith: null,
      },
      { puzzleId: "stairs", program: puzzle("stairs").wrong, outcome: "failed", solved: false, judgedWith: null },
    ]);
    const before = await figuresOf(student.id);
    expect(before.skills.map((s) => s.id)).toEqual(expect.arrayContaining(["loops", "conditionals"]));

    const id = (await scheduleRejudging())!;
    expect(id).toBeTruthy();
    const job = await jobEnds(id);
    expect(job).toMatchObject({ status: "succeeded", total: 4, processed: 4, errors: null });

    const now = await verdicts(student.id);
    expect(now).toEqual({
      "first-steps": {
        puzzleId: "first-steps",
        outcome: "perfect",
        solved: true,
        credited: true,
        judgedWith: fingerprints.get("first-steps"),
      },
      "gem-row": {
        puzzleId: "gem-row",
        outcome: "passed",
        solved: true,
        credited: false,
        judgedWith: fingerprints.get("gem-row"),
      },
      [manyWorlds.id]: {
        puzzleId: manyWorlds.id,
        outcome: "passed",
        solved: true,
        credited: false,
        judgedWith: fingerprints.get(manyWorlds.id),
      },
      stairs: {
        puzzleId: "stairs",
        outcome: "failed",
        solved: false,
        credited: false,
        judgedWith: fingerprints.get("stairs"),
      },
    });

    // The shares and stars keep every solve; skills and standards come from first-steps alone.
    const after = await figuresOf(student.id);
    expect(after.overall).toEqual(before.overall);
    expect(after.solvedPuzzles).toBe(3);
    expect(after.puzzles).toEqual(
      expect.arrayContaining([
        { id: "gem-row", best: "passed" },
        { id: manyWorlds.id, best: "passed" },
      ]),
    );
    expect(after.skills.map((s) => s.id)).toEqual(puzzle("first-steps").skills.map((s) => s.id));
    expect(after.standardsMet).toBeGreaterThan(0);
    expect(before.standardsMet).toBeGreaterThan(after.standardsMet);
    const standards = after.standards.flatMap((c) => c.tests.map((t) => t.testId)).sort();
    expect(standards).toEqual([...new Set(standardsOfPuzzle(puzzle("first-steps")).map((m) => m.testId))].sort());

    // Idempotent: nothing is left to judge, a second start schedules nothing and a second run changes nothing.
    expect(await scheduleRejudging()).toBeNull();
    expect(await rejudgeAttempts(catalog)).toBe(0);
    expect(await verdicts(student.id)).toEqual(now);
    expect(await prisma.rejudgeJob.count()).toBe(1);
  });

  it("a job stopped by a crash resumes after its last committed batch; the batches done are not judged again", async () => {
    const { student } = await classStudent();
    const n = REJUDGE_BATCH * 2 + 50;
    const program = puzzle("repeat-walk").solution;
    await oldAttempts(
      student.id,
      Array.from({ length: n }, () => ({
        puzzleId: "repeat-walk",
        program,
        outcome: "perfect",
        solved: true,
        judgedWith: null,
      })),
    );
    // The crashed run had committed its first batch (marked here by a verdict the rules would not give) and was
    // running, its heartbeat long silent.
    const first = await prisma.puzzleAttempt.findMany({
      orderBy: { id: "asc" },
      take: REJUDGE_BATCH,
      select: { id: true },
    });
    await prisma.puzzleAttempt.updateMany({
      where: { id: { in: first.map((a) => a.id) } },
      data: { outcome: "passed", credited: false, judgedWith: fingerprints.get("repeat-walk") },
    });
    const stale = new Date(Date.now() - 10 * 60_000);
    const job = await prisma.rejudgeJob.create({
      data: {
        rules: "crashed",
        total: n,
        processed: REJUDGE_BATCH,
        status: "running",
        startedAt: stale,
        heartbeatAt: stale,
        attempts: 1,
      },
    });

    await rejudgeJob.sweep();
    expect(await jobEnds(job.id)).toMatchObject({ status: "succeeded", attempts: 2 });
    const rows = await prisma.puzzleAttempt.groupBy({
      by: ["outcome", "credited", "judgedWith"],
      where: { studentId: student.id },
      _count: true,
    });
    expect(rows.map((r) => ({ ...r })).sort((a, b) => a._count - b._count)).toEqual([
      { outcome: "passed", credited: false, judgedWith: fingerprints.get("repeat-walk"), _count: REJUDGE_BATCH },
      { outcome: "perfect", credited: true, judgedWith: fingerprints.get("repeat-walk"), _count: n - REJUDGE_BATCH },
    ]);
  });

  it("a new attempt answers and records its credit and the rules it was judged under: nothing to re-judge", async () => {
    const { student, token } = await classStudent();
    const plain = await attempt(token, "gem-row", plainProgram(puzzle("gem-row")));
    expect(plain.body).toMatchObject({ outcome: "passed", solved: true, credited: false });
    expect(plain.body.hint).toContain("Can you do it with a loop?");
    const loop = await attempt(token, "gem-row", puzzle("gem-row").solution);
    expect(loop.body).toMatchObject({ outcome: "perfect", solved: true, credited: true });
    const rows = await prisma.puzzleAttempt.findMany({
      where: { studentId: student.id },
      orderBy: { createdAt: "asc" },
    });
    expect(rows.map((r) => [r.credited, r.judgedWith])).toEqual([
      [false, fingerprints.get("gem-row")],
      [true, fingerprints.get("gem-row")],
    ]);
    expect(await scheduleRejudging()).toBeNull();
  });
});
