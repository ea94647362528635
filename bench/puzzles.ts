// Puzzle verification benchmark (issue 14): what the attempt endpoint spends judging one program — size and text
// checks, schema, parse to AST, run, score — beside the bare interpreter on a pre-parsed AST in the same process,
// over every puzzle's reference solution; then the worst case a hostile program can ask for (the step limit).
// Run: npm run bench -- puzzles
import { performance } from "node:perf_hooks";
import { puzzleCatalog } from "../lib/puzzles/content";
import { runProgram } from "../lib/puzzles/interpreter";
import { type ParsedProgram, parseProgram } from "../lib/puzzles/parse-program";
import { PROGRAM_LIMITS } from "../lib/puzzles/schemas";
import { atGoal, move, num, repeat, turnLeft, until, workspace } from "../lib/puzzles/testing";
import { verifyAttempt } from "../lib/puzzles/verify";
import { verdictWithin } from "../lib/puzzles/verdict";
import { IN_THREAD_STEPS } from "../lib/activity/replay";

const ROUNDS = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function measure<T>(label: string, cases: T[], rounds: number, fn: (c: T) => unknown): number {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const c of cases) {
      const t = performance.now();
      fn(c);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const fmt = (n: number) => `${(n * 1000).toFixed(1)} µs`;
  const p50 = percentile(times, 50);
  console.log(
    `${label.padEnd(52)} p50 ${fmt(p50).padStart(10)}  p99 ${fmt(percentile(times, 99)).padStart(10)}  max ${fmt(times.at(-1)!).padStart(10)}  n=${times.length}`,
  );
  return p50;
}

export function bench() {
  // The maze's interpreter; the drawing game's turtle is judged by lib/puzzles/draw-verify.ts.
  const puzzles = [...puzzleCatalog().puzzles.values()].filter((p) => p.game === "maze");
  const cases = puzzles.map((p) => {
    const parsed = parseProgram(p.solution);
    if (!parsed.ok) throw new Error(`${p.id}: ${parsed.error.message}`);
    return {
      puzzle: p,
      body: structuredClone(p.solution),
      text: JSON.stringify(p.solution),
      ast: parsed.program as ParsedProgram,
    };
  });
  const runAll = (c: (typeof cases)[number]) => c.puzzle.grids.map((grid) => runProgram(grid, c.ast));
  const executed = cases.map((c) => runAll(c).reduce((n, r) => n + r.executed, 0)).sort((a, b) => a - b);
  console.log(
    `${cases.length} puzzles; reference solutions run ${executed[0]}-${executed.at(-1)} steps (median ${percentile(executed, 50)}), ${Math.min(...cases.map((c) => c.text.length))}-${Math.max(...cases.map((c) => c.text.length))} bytes`,
  );

  // Warm-up so every line below sees the same JIT state.
  for (let i = 0; i < 50; i++) for (const c of cases) verifyAttempt(c.puzzle, c.body);

  const floor = measure("floor: runProgram on a pre-parsed AST, every world", cases, ROUNDS, runAll);
  measure("parseProgram only (size, text, schema, AST)", cases, ROUNDS, (c) => parseProgram(c.body));
  const verify = measure("verifyAttempt, body as the route receives it", cases, ROUNDS, (c) =>
    verifyAttempt(c.puzzle, c.body),
  );
  measure("verifyAttempt, JSON text", cases, ROUNDS, (c) => verifyAttempt(c.puzzle, c.text));
  console.log(`verification p50 is ${(verify / floor).toFixed(1)}× the bare interpreter's`);

  // Hostile: a loop that never ends runs to the step limit; a 200-block program is the largest accepted.
  const endless = [
    { puzzle: puzzleCatalog().puzzles.get("until-the-flag")!, body: workspace([until(atGoal, turnLeft)]) },
  ];
  measure(`hostile: endless loop to ${PROGRAM_LIMITS.maxSteps.toLocaleString("en-US")} steps`, endless, 200, (c) =>
    verifyAttempt(c.puzzle, c.body),
  );
  const big = [
    {
      puzzle: puzzleCatalog().puzzles.get("repeat-walk")!,
      body: workspace(Array.from({ length: 99 }, () => repeat(1, move))),
    },
  ];
  measure(
    `hostile: ${PROGRAM_LIMITS.maxBlocks}-block program (${JSON.stringify(big[0].body).length} bytes)`,
    big,
    200,
    (c) => verifyAttempt(c.puzzle, c.body),
  );
  const oversize = ["x".repeat(PROGRAM_LIMITS.maxBytes + 1)];
  measure("hostile: oversize text refused before parsing", oversize, 200, (t) => verifyAttempt(big[0].puzzle, t));

  // Issue 41: the worst drawing (a spiral: a longer line every 7 steps, each compared with every other line) judged
  // in full, and only as far as the in-thread budget (lib/activity/replay.ts): past it the replay goes off the thread.
  const v = { type: "sprout_get_var", fields: { VAR: { id: "v" } } };
  const spiral = [
    {
      puzzle: puzzleCatalog().puzzles.get("square-spiral")!,
      body: {
        ...workspace([
          { type: "sprout_set_var", fields: { VAR: { id: "v" } }, inputs: { VALUE: { shadow: num(1) } } },
          repeat(
            130,
            repeat(
              10,
              { type: "turtle_forward", inputs: { STEPS: { block: v } } },
              { type: "turtle_turn", fields: { DIR: "right" }, inputs: { DEGREES: { shadow: num(91) } } },
              { type: "sprout_change_var", fields: { VAR: { id: "v" } }, inputs: { DELTA: { shadow: num(1) } } },
            ),
          ),
        ]),
        variables: [{ name: "v", id: "v" }],
      },
    },
  ];
  measure("hostile: spiral drawing, 1,300 lines, judged in full", spiral, 30, (c) => verifyAttempt(c.puzzle, c.body));
  measure(`spiral, only up to the in-thread budget (${IN_THREAD_STEPS} steps)`, spiral, 200, (c) =>
    verdictWithin(c.puzzle, c.body, IN_THREAD_STEPS),
  );
}
