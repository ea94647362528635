// Puzzle verification benchmark (issue 14): what the attempt endpoint spends judging one program — size and text
// checks, schema, parse to AST, run, score — beside the bare interpreter on a pre-parsed AST in the same process,
// over every puzzle's reference solution; then the worst case a hostile program can ask for (the step limit).
// Run: npm run bench -- puzzles
import { performance } from "node:perf_hooks";
import { puzzleCatalog } from "../lib/puzzles/content";
import { runProgram } from "../lib/puzzles/interpreter";
import { type ParsedProgram, parseProgram } from "../lib/puzzles/parse-program";
import { PROGRAM_LIMITS } from "../lib/puzzles/schemas";
import { atGoal, move, repeat, turnLeft, until, workspace } from "../lib/puzzles/testing";
import { verifyAttempt } from "../lib/puzzles/verify";

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
}
