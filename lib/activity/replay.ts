// Replaying a child's program on the server without holding the request thread (issue 41): a replay whose runs end
// within IN_THREAD_STEPS steps is judged in place; a longer one is judged again in full through runOffThread
// (lib/puzzles/off-thread.ts), with the same verdict (lib/puzzles/verdict.ts says why; verdict.test.ts checks it on
// the catalog's worst cases). The budget comes from bench/puzzles.ts: a worst-case drawing (a new line every
// few steps, each compared with every other) costs about 1 ms at 1,000 steps and 20-30 ms at the 10,000-step limit.
import { runOffThread } from "@/lib/jobs/pool";
import "@/lib/puzzles/off-thread";
import type { ParsedProgram } from "@/lib/puzzles/parse-program";
import { runTurtle, type Segment, type TurtleStart } from "@/lib/puzzles/turtle";
import { type AttemptVerdict, judgingRules, verdictWithin } from "@/lib/puzzles/verdict";
import type { PuzzleRules } from "@/lib/puzzles/verify";

/** Steps a replay may take on the request thread; past them it is judged off the thread. */
export const IN_THREAD_STEPS = 1_000;

/** The server's verdict on a program (as sent or stored), judged in place or off the thread by its length. */
export async function judgeAttempt(rules: PuzzleRules, program: unknown): Promise<AttemptVerdict> {
  return (
    verdictWithin(rules, program, IN_THREAD_STEPS) ??
    (await runOffThread("puzzles.judge", { rules: judgingRules(rules), program }))
  );
}

/** The lines a parsed program draws from `start` (`program` is what was parsed, sent off the thread if long). */
export async function drawnLines(parsed: ParsedProgram, program: unknown, start: TurtleStart): Promise<Segment[]> {
  const run = runTurtle(parsed, start, IN_THREAD_STEPS);
  if (run.reason !== "step-limit" && run.executed < IN_THREAD_STEPS) return run.segments;
  return runOffThread("puzzles.draw", { program, start });
}
