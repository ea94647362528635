// What the server keeps of a judged attempt (issue 41): the verdict the attempt row and the child's answer need,
// small and structured-clonable, so that a long replay can be judged off the request thread (./off-thread.ts) and
// answer exactly what the request thread would have. A short replay is judged in place (`verdictWithin`).
import { type PuzzleRules, type AttemptResult, verifyAttempt } from "./verify";

export type AttemptVerdict = Pick<
  AttemptResult,
  "outcome" | "solved" | "credited" | "blockCount" | "idealBlocks" | "hint" | "error"
>;

/** What judging needs of a puzzle and nothing else (a catalog puzzle also carries its texts and solution). */
export function judgingRules(p: PuzzleRules): PuzzleRules {
  const common = { blocks: p.blocks, idealBlocks: p.idealBlocks, hint: p.hint, ...(p.ideas ? { ideas: p.ideas } : {}) };
  return p.game === "draw" ? { ...common, game: "draw", drawing: p.drawing } : { ...common, grids: p.grids };
}

function verdictOf(r: AttemptResult): AttemptVerdict {
  return {
    outcome: r.outcome,
    solved: r.solved,
    credited: r.credited,
    blockCount: r.blockCount,
    idealBlocks: r.idealBlocks,
    ...(r.hint !== undefined ? { hint: r.hint } : {}),
    ...(r.error ? { error: r.error } : {}),
  };
}

export type JudgeInput = { rules: PuzzleRules; program: unknown };

/** The verdict under the full step limit (the off-thread task). */
export function judgeVerdict({ rules, program }: JudgeInput): AttemptVerdict {
  return verdictOf(verifyAttempt(rules, program));
}

/**
 * The verdict when every run of the program ends within `budget` steps, else null. Runs are deterministic, so a
 * run the budget did not stop is the same run under the full limit: the verdict is the one `judgeVerdict` gives.
 * A run that reached the budget (or was stopped by its step limit) could go on: null, judge it in full.
 */
export function verdictWithin(rules: PuzzleRules, program: unknown, budget: number): AttemptVerdict | null {
  const r = verifyAttempt(rules, program, budget);
  const runs = r.worlds ?? [{ executed: r.executed, reason: r.error?.code }];
  const ranOut = r.error?.code === "step-limit" || runs.some((w) => w.executed >= budget || w.reason === "step-limit");
  return ranOut ? null : verdictOf(r);
}
