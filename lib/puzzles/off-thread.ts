// The puzzle work that can hold a request thread (issue 41): judging a long replay (a worst-case drawing costs
// tens of ms) and redrawing a saved drawing. Pure functions over structured-clonable input, run through
// runOffThread (lib/jobs/pool.ts) by the attempt services once a replay passes the in-thread budget
// (lib/activity/replay.ts).
import { registerOffThreadTasks } from "@/lib/jobs/pool";
import { parseProgram } from "./parse-program";
import { runTurtle, type Segment, type TurtleStart } from "./turtle";
import { type AttemptVerdict, type JudgeInput, judgeVerdict } from "./verdict";

export type DrawInput = { program: unknown; start: TurtleStart };

/** The lines a program draws from `start` under the full step limit; none for a program that does not parse. */
export function drawLines({ program, start }: DrawInput): Segment[] {
  const parsed = parseProgram(program);
  return parsed.ok ? runTurtle(parsed.program, start).segments : [];
}

export const tasks = { "puzzles.judge": judgeVerdict, "puzzles.draw": drawLines };

declare module "@/lib/jobs/pool" {
  interface OffThreadTasks {
    "puzzles.judge": { input: JudgeInput; output: AttemptVerdict };
    "puzzles.draw": { input: DrawInput; output: Segment[] };
  }
}

registerOffThreadTasks(tasks);
