// One attempt, judged the same way in the browser and on the server (issue 14 "Trustworthy progress"): parse the
// program, refuse blocks the puzzle does not offer, run it, score it on Code.org's scale. Only the program counts:
// nothing the client claims about the result is read.
import { z } from "zod";
import { findBlockSpec } from "./block-vocabulary";
import { FUNCTION_NAMES } from "./data-blocks";
import { SHAPE_NAMES } from "./drawing-blocks";
import { drawHelp } from "./draw-help";
import { type DrawSpec, judgeDrawing } from "./draw-verify";
import { endOf } from "./help-tries";
import { type Idea, IDEA_TRY, usesIdeas } from "./ideas";
import { runProgram, type RunReport, type Step, type StopReason } from "./interpreter";
import { blockLabel, type ParsedProgram, parseProgram, type ProgramErrorCode } from "./parse-program";
import { PROGRAM_LIMITS } from "./schemas";
import type { TurtleStep } from "./turtle";
import { buildWorld, type World, type WorldOptions } from "./world";

export type Outcome = "perfect" | "passed" | "failed";
export type AttemptErrorCode = ProgramErrorCode | "step-limit" | "call-depth" | "no-function";
/** One world's run of a maze program (issue 38): the program must solve every world of its puzzle. */
export type WorldRun = { solved: boolean; reason: StopReason; steps: Step[]; executed: number };
export type AttemptResult = {
  /** Every world solved. */
  solved: boolean;
  outcome: Outcome;
  blockCount: number;
  idealBlocks: number;
  /** The run uses the puzzle's idea (ideas.ts); without it a solve is never Perfect and credits no skill. */
  ideaUsed: boolean;
  /** Solved with the idea: the attempt credits the puzzle's skills and standards. */
  credited: boolean;
  /** The run of the world the help speaks about: the first that failed, else world 1. */
  steps: Step[];
  /** A maze's run on each of its worlds, world 1 first. */
  worlds?: WorldRun[];
  /** 1-based: the first world the program did not solve. */
  failedWorld?: number;
  /** A drawing puzzle's run: each block's frame, with the line it drew (issue 27). */
  drawing?: TurtleStep[];
  executed: number;
  hint?: string;
  error?: { code: AttemptErrorCode; message: string };
};
/** What verifying needs of a puzzle (a CatalogPuzzle from content.ts fits): a maze's world or a drawing's picture. */
type CommonRules = {
  blocks: readonly string[];
  idealBlocks: number;
  hint: string;
  /** The idea the program must use for Perfect and for credit; none (or left out) for a plain puzzle. */
  ideas?: readonly Idea[];
};
/** `grids`: every world the program must solve, world 1 first. */
export type MazeRules = CommonRules & { game?: "maze"; grids: readonly World[] };
export type DrawRules = CommonRules & { game: "draw"; drawing: DrawSpec };
export type PuzzleRules = MazeRules | DrawRules;

/**
 * Code.org's scale: solved within the ideal block count is perfect, solved with more is passed. A solve without
 * the puzzle's idea is passed whatever its size (issue 38).
 */
export function scoreOutcome(solved: boolean, blockCount: number, idealBlocks: number, ideaUsed = true): Outcome {
  if (!solved) return "failed";
  return blockCount <= idealBlocks && ideaUsed ? "perfect" : "passed";
}

/** What the result says to a child who solved it: the idea to try, else the ideal block count. */
function passedHint(puzzle: PuzzleRules, ideaUsed: boolean): string {
  const missing = (puzzle.ideas ?? [])[0];
  if (!ideaUsed && missing) return `You solved it! ${IDEA_TRY[missing]}`;
  return `You solved it! Can you solve it with ${puzzle.idealBlocks} blocks or fewer?`;
}

const functionLabel = (name?: string) => [...FUNCTION_NAMES, ...SHAPE_NAMES].find(([, v]) => v === name)?.[0] ?? "that";

const MISS: Partial<Record<StopReason, string>> = {
  wall: "Oops! Sprout bumped into a wall.",
  "no-gem": "There is no gem there to pick up.",
  "gems-left": "Some gems are still waiting to be picked up.",
  "not-at-goal": "Sprout has not reached the flag yet.",
  "wrong-count": "Sprout's bag does not hold the number of gems the flag asks for.",
  "wrong-list": "Sprout's list is not the one the flag asks for.",
};

/** Why the run missed, as the child sees its end: a counting world's run that stops on the flag missed the list. */
function missOf(grid: World, run: RunReport): StopReason {
  return run.reason === "not-at-goal" && endOf(grid, run).atFlag ? "wrong-list" : run.reason;
}

function failed(code: AttemptErrorCode, message: string, idealBlocks: number, blockCount = 0): AttemptResult {
  return {
    solved: false,
    outcome: "failed",
    blockCount,
    idealBlocks,
    ideaUsed: false,
    credited: false,
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
  const ideaUsed = usesIdeas(program, puzzle.ideas ?? []);
  if (puzzle.game === "draw") return judgeDrawingAttempt(puzzle, program, maxSteps, ideaUsed);
  const runs = puzzle.grids.map((grid) => runProgram(grid, program, maxSteps));
  const failedAt = runs.findIndex((r) => !r.solved);
  const run: RunReport = runs[Math.max(0, failedAt)];
  const solved = failedAt < 0;
  const outcome = scoreOutcome(solved, program.blockCount, ideal, ideaUsed);
  const result: AttemptResult = {
    solved,
    outcome,
    blockCount: program.blockCount,
    idealBlocks: ideal,
    ideaUsed,
    credited: solved && ideaUsed,
    steps: run.steps,
    worlds: runs.map((r) => ({ solved: r.solved, reason: r.reason, steps: r.steps, executed: r.executed })),
    executed: runs.reduce((n, r) => n + r.executed, 0),
  };
  if (!solved && runs.length > 1) result.failedWorld = failedAt + 1;
  const error = runError(run.reason, run.functionName, maxSteps);
  if (error) result.error = error;
  if (outcome === "passed") result.hint = passedHint(puzzle, ideaUsed);
  else if (outcome === "failed") {
    const where = result.failedWorld ? `World ${result.failedWorld}: ` : "";
    const miss = MISS[missOf(puzzle.grids[Math.max(0, failedAt)], run)];
    result.hint = [miss ? `${where}${miss}` : where.trim(), puzzle.hint].filter(Boolean).join(" ");
  }
  return result;
}

/** Why a run stopped early, in the words shown to the child (the maze and the drawing alike). */
function runError(reason: string, functionName: string | undefined, maxSteps: number): AttemptResult["error"] {
  if (reason === "step-limit")
    return {
      code: "step-limit",
      message: `Your program ran for more than ${maxSteps.toLocaleString("en-US")} steps, so Sprout stopped it. Is there a loop that never ends?`,
    };
  if (reason === "call-depth")
    return {
      code: "call-depth",
      message: `The ${functionLabel(functionName)} move keeps calling itself, so Sprout stopped.`,
    };
  if (reason === "no-function")
    return { code: "no-function", message: `The ${functionLabel(functionName)} move has no "define" block yet.` };
  if (reason === "too-many-lines")
    return {
      code: "step-limit",
      message: "The turtle drew too many lines, so Sprout stopped it. Is there a loop that never ends?",
    };
  return undefined;
}

/** A drawing puzzle (issue 27): the turtle's lines against the picture, scored like the maze. */
function judgeDrawingAttempt(
  puzzle: DrawRules,
  program: ParsedProgram,
  maxSteps: number,
  ideaUsed: boolean,
): AttemptResult {
  const { solved, run } = judgeDrawing(puzzle.drawing, program, maxSteps);
  const outcome = scoreOutcome(solved, program.blockCount, puzzle.idealBlocks, ideaUsed);
  const result: AttemptResult = {
    solved,
    outcome,
    blockCount: program.blockCount,
    idealBlocks: puzzle.idealBlocks,
    ideaUsed,
    credited: solved && ideaUsed,
    steps: [],
    drawing: run.steps,
    executed: run.executed,
  };
  const error = runError(run.reason, run.functionName, maxSteps);
  if (error) result.error = error;
  if (outcome === "passed") result.hint = passedHint(puzzle, ideaUsed);
  else if (outcome === "failed")
    result.hint = [error ? "" : drawHelp(run.segments, puzzle.drawing), puzzle.hint].filter(Boolean).join(" ");
  return result;
}

/** The authoring check's question, for either game: does this program solve the puzzle? */
export function solves(puzzle: PuzzleRules, program: unknown): boolean {
  return verifyAttempt(puzzle, program).solved;
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

type PublicRules = { blocks: readonly string[]; idealBlocks: number; hint: string; ideas?: readonly Idea[] } & (
  | { game?: "maze"; worlds: readonly { map: readonly string[]; options?: WorldOptions }[] }
  | { game: "draw"; drawing: DrawSpec }
);

/** Rules from a puzzle's public view (map text or picture), for the browser; throws only on a map the schema refused. */
export function rulesOf(puzzle: PublicRules): PuzzleRules {
  if (puzzle.game === "draw")
    return {
      game: "draw",
      drawing: puzzle.drawing,
      blocks: puzzle.blocks,
      idealBlocks: puzzle.idealBlocks,
      hint: puzzle.hint,
      ideas: puzzle.ideas,
    };
  const grids = puzzle.worlds.map(({ map, options }) => {
    const grid = buildWorld(map, options);
    if (typeof grid === "string") throw new Error(grid);
    return grid;
  });
  return { grids, blocks: puzzle.blocks, idealBlocks: puzzle.idealBlocks, hint: puzzle.hint, ideas: puzzle.ideas };
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
