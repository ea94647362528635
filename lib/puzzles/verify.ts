// One attempt, judged the same way in the browser and on the server (issue 14 "Trustworthy progress"): parse the
// program, refuse blocks the puzzle does not offer, run it, score it on Code.org's scale. Only the program counts:
// nothing the client claims about the result is read.
import { z } from "zod";
import { FUNCTION_NAMES, findBlockSpec } from "./block-vocabulary";
import { runProgram, type Step, type StopReason } from "./interpreter";
import { blockLabel, type ParsedProgram, parseProgram, type ProgramErrorCode } from "./parse-program";
import { PROGRAM_LIMITS } from "./schemas";
import { buildWorld, type World, type WorldOptions } from "./world";

export type Outcome = "perfect" | "passed" | "failed";
export type AttemptErrorCode = ProgramErrorCode | "step-limit" | "call-depth" | "no-function";
export type AttemptResult = {
  solved: boolean;
  outcome: Outcome;
  blockCount: number;
  idealBlocks: number;
  steps: Step[];
  executed: number;
  hint?: string;
  error?: { code: AttemptErrorCode; message: string };
};
/** What verifying needs of a puzzle (a CatalogPuzzle from content.ts fits). */
export type PuzzleRules = { grid: World; blocks: readonly string[]; idealBlocks: number; hint: string };

/** Code.org's scale: solved within the ideal block count is perfect, solved with more is passed. */
export function scoreOutcome(solved: boolean, blockCount: number, idealBlocks: number): Outcome {
  if (!solved) return "failed";
  return blockCount <= idealBlocks ? "perfect" : "passed";
}

const functionLabel = (name?: string) => FUNCTION_NAMES.find(([, v]) => v === name)?.[0] ?? "that";

const MISS: Partial<Record<StopReason, string>> = {
  wall: "Oops! Sprout bumped into a wall.",
  "no-gem": "There is no gem there to pick up.",
  "gems-left": "Some gems are still waiting to be picked up.",
  "not-at-goal": "Sprout has not reached the flag yet.",
  "wrong-count": "Sprout's bag does not hold the number of gems the flag asks for.",
  "wrong-list": "Sprout's list is not the one the flag asks for.",
};

function failed(code: AttemptErrorCode, message: string, idealBlocks: number, blockCount = 0): AttemptResult {
  return {
    solved: false,
    outcome: "failed",
    blockCount,
    idealBlocks,
    steps: [],
    executed: 0,
    error: { code, message },
  };
}

/** The blocks a program may use: the puzzle's toolbox, the start block and the number shadows of its slots. */
function disallowedBlock(program: ParsedProgram, allowed: readonly string[]): string | undefined {
  const ok = new Set([...allowed, "sprout_start", "sprout_number"]);
  return [...program.usedTypes].find((t) => !ok.has(t));
}

/** Judges a parsed program (the bench's "verification" minus parsing). */
export function judgeProgram(
  puzzle: PuzzleRules,
  program: ParsedProgram,
  maxSteps: number = PROGRAM_LIMITS.maxSteps,
): AttemptResult {
  const ideal = puzzle.idealBlocks;
  const banned = disallowedBlock(program, puzzle.blocks);
  if (banned)
    return failed(
      "not-allowed",
      `This puzzle does not use the "${blockLabel(findBlockSpec(banned)!)}" block.`,
      ideal,
      program.blockCount,
    );
  const run = runProgram(puzzle.grid, program, maxSteps);
  const outcome = scoreOutcome(run.solved, program.blockCount, ideal);
  const result: AttemptResult = {
    solved: run.solved,
    outcome,
    blockCount: program.blockCount,
    idealBlocks: ideal,
    steps: run.steps,
    executed: run.executed,
  };
  if (run.reason === "step-limit") {
    result.error = {
      code: "step-limit",
      message: `Your program ran for more than ${maxSteps.toLocaleString("en-US")} steps, so Sprout stopped it. Is there a loop that never ends?`,
    };
  } else if (run.reason === "call-depth") {
    result.error = {
      code: "call-depth",
      message: `The ${functionLabel(run.functionName)} move keeps calling itself, so Sprout stopped.`,
    };
  } else if (run.reason === "no-function") {
    result.error = {
      code: "no-function",
      message: `The ${functionLabel(run.functionName)} move has no "define" block yet.`,
    };
  }
  if (outcome === "passed") result.hint = `You solved it! Can you solve it with ${ideal} blocks or fewer?`;
  else if (outcome === "failed") result.hint = [MISS[run.reason], puzzle.hint].filter(Boolean).join(" ");
  return result;
}

/**
 * The attempt endpoint's check: `program` is the Blockly JSON as sent (text or parsed value). Never throws;
 * a refused program answers `outcome: "failed"` with `error.message` to show.
 */
export function verifyAttempt(puzzle: PuzzleRules, program: unknown, maxSteps?: number): AttemptResult {
  const parsed = parseProgram(program);
  if (!parsed.ok) return failed(parsed.error.code, parsed.error.message, puzzle.idealBlocks);
  return judgeProgram(puzzle, parsed.program, maxSteps);
}

/** Rules from a puzzle's public view (map text), for the browser; throws only on a map the content schema refused. */
export function rulesOf(puzzle: {
  map: readonly string[];
  worldOptions?: WorldOptions;
  blocks: readonly string[];
  idealBlocks: number;
  hint: string;
}): PuzzleRules {
  const grid = buildWorld(puzzle.map, puzzle.worldOptions);
  if (typeof grid === "string") throw new Error(grid);
  return { grid, blocks: puzzle.blocks, idealBlocks: puzzle.idealBlocks, hint: puzzle.hint };
}

/**
 * For the attempt route's zod parsing: the program becomes its AST, or a 400 whose message names what is wrong
 * (the limits, an unknown block type). The handler then calls `judgeProgram(puzzle, body.program)`.
 */
export const programInputSchema = z.unknown().transform((value, ctx) => {
  const parsed = parseProgram(value);
  if (parsed.ok) return parsed.program;
  ctx.addIssue({ code: "custom", message: parsed.error.message, params: { code: parsed.error.code } });
  return z.NEVER;
});
export const attemptBodySchema = z.object({ program: programInputSchema });
