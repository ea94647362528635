// Help that answers the program (issue 23, docs/decisions/215): run the child's program, compare the run with
// the goal and say what happened in a child's words — nothing built yet, how many steps are missing, the wrong
// turn and its step, a loop that runs too often or too few times, the wall and its step, gems left behind.
// Generic over the maze: it knows no puzzle's text. The strongest answers come from trying one small change to
// the child's own program (flip a turn, drop a turn, change a loop's number, add steps) and seeing whether that
// change solves the puzzle; otherwise the run's stop reason speaks. Pure, for the browser and the tests.
import { drawHelp } from "./draw-help";
import { judgeDrawing } from "./draw-verify";
import { runProgram, type RunReport } from "./interpreter";
import { parseProgram } from "./parse-program";
import { loopCount, missingSteps, plural, squaresToFlag, wrongTurn } from "./help-tries";
import { judgeProgram, type AttemptResult, type PuzzleRules } from "./verify";
import { turn, type World } from "./world";

export type HelpKind =
  | "drawing"
  | "solved"
  | "too-many-blocks"
  | "empty"
  | "error"
  | "never-ends"
  | "wrong-turn"
  | "loop-too-often"
  | "loop-too-few"
  | "too-few-steps"
  | "wall"
  | "no-gem"
  | "gems-left"
  | "not-at-goal";

/** What happened, with two ways of saying it (the panel never says the same sentence twice in a row). */
export type Diagnosis = { kind: HelpKind; says: [string, string]; step?: number };

/** The puzzles this analyzer reads: the grid game. A puzzle of another game (e.g. `game: "draw"`) has none yet. */
export function isMazePuzzle<T extends object>(puzzle: T): puzzle is Exclude<T, { game: "draw" }> {
  const game = (puzzle as { game?: unknown }).game;
  return game === undefined || game === "maze";
}

function byStopReason(world: World, run: RunReport): Diagnosis {
  const step = run.steps.length;
  const last = run.steps.at(-1);
  const prev = run.steps.at(-2);
  switch (run.reason) {
    case "wall":
      if (prev?.action === "turn" && prev.x === last!.x && prev.y === last!.y) {
        const before = run.steps.at(-3)?.dir ?? world.start.dir;
        const side = turn(before, "left") === prev.dir ? "left" : "right";
        return {
          kind: "wrong-turn",
          step: step - 1,
          says: [
            `At step ${step - 1} Sprout turned ${side} and then walked into a wall. Try another way.`,
            `Sprout faced a wall after turning ${side} at step ${step - 1}.`,
          ],
        };
      }
      return {
        kind: "wall",
        step,
        says: [`Oops! Sprout bumped into a wall at step ${step}.`, `Step ${step} walks Sprout into a wall.`],
      };
    case "no-gem":
      return {
        kind: "no-gem",
        step,
        says: [
          `At step ${step} there is no gem to pick up.`,
          `Step ${step} picks up a gem, but Sprout is not standing on one.`,
        ],
      };
    case "gems-left": {
      const left = last?.gemsLeft ?? world.gems.length;
      const end = last ?? world.start;
      const atFlag = world.goal !== null && world.goal.x === end.x && world.goal.y === end.y;
      const gems = plural(left, "gem");
      return {
        kind: "gems-left",
        says: atFlag
          ? [
              `Sprout reached the flag but left ${gems} behind.`,
              `The flag is reached! ${gems} still wait to be picked up.`,
            ]
          : [`Sprout left ${gems} behind.`, `${gems} still ${left === 1 ? "waits" : "wait"} to be picked up.`],
      };
    }
    case "step-limit":
      return {
        kind: "never-ends",
        says: [
          "Sprout keeps going and never stops. Does your loop ever end?",
          "The loop never finishes. When should Sprout stop?",
        ],
      };
    default: {
      const end = last ?? world.start;
      const d = squaresToFlag(world, end);
      const away = d === null ? null : plural(d, "square");
      return {
        kind: "not-at-goal",
        says: away
          ? [`Sprout stopped ${away} away from the flag.`, `The flag is still ${away} away.`]
          : ["Sprout has not reached the flag yet.", "Sprout is not at the flag yet."],
      };
    }
  }
}

/**
 * The help for one run of `program` (Blockly JSON, as the editor saves it) on a maze puzzle. `result` is the
 * verdict if the caller has it (the server's or the browser's `verifyAttempt`); it is computed otherwise.
 */
export function diagnose(rules: PuzzleRules, program: unknown, result?: AttemptResult): Diagnosis {
  const parsed = parseProgram(program);
  if (!parsed.ok) return { kind: "error", says: [parsed.error.message, `Look again: ${parsed.error.message}`] };
  const judged = result ?? judgeProgram(rules, parsed.program);
  if (judged.solved) {
    return judged.outcome === "passed"
      ? {
          kind: "too-many-blocks",
          says: [
            `Can you solve it with ${rules.idealBlocks} blocks or fewer?`,
            `Now try it with only ${rules.idealBlocks} blocks.`,
          ],
        }
      : { kind: "solved", says: ["You solved it!", "Well done, you solved it!"] };
  }
  const program_ = parsed.program;
  if (program_.main.length === 0)
    return {
      kind: "empty",
      says: [
        'Nothing is built yet. Drag a block under "when ▶ run" to start.',
        'Sprout is waiting for blocks! Put one under "when ▶ run".',
      ],
    };
  if (judged.error && (judged.error.code !== "step-limit" || rules.game === "draw"))
    return { kind: "error", says: [judged.error.message, `Look again: ${judged.error.message}`] };
  if (rules.game === "draw") {
    // The drawing game (issue 27): the first line that differs from the picture, or the lines still missing.
    const said = drawHelp(judgeDrawing(rules.drawing, program_).run.segments, rules.drawing);
    return { kind: "drawing", says: [said, `Look again: ${said}`] };
  }
  // The world the help speaks about: the first one the program did not solve (issue 38).
  const grid = rules.grids[(judged.failedWorld ?? 1) - 1] ?? rules.grids[0];
  const run = runProgram(grid, program_);
  const canMove = rules.blocks.includes("sprout_move");
  return (
    wrongTurn(grid, program_, run) ??
    loopCount(grid, program_) ??
    (canMove ? missingSteps(grid, program_) : null) ??
    byStopReason(grid, run)
  );
}

// ---------------------------------------------------------------------------------------------- escalation

/** What the panel remembers between runs of one puzzle. */
export type HelpState = { misses: number; lastSentence: string | null; idealSaid: boolean };
export const FIRST_HELP: HelpState = { misses: 0, lastSentence: null, idealSaid: false };

/** What the panel shows after a run. */
export type HelpView = {
  kind: HelpKind;
  /** Said aloud and shown: what happened (never the same sentence as the run before). */
  message: string;
  /** The puzzle's hint, from the second miss in a row on. */
  hint: string | null;
  /** From the third miss in a row on: offer to place the reference solution's first block. */
  offerFirstBlock: boolean;
};

/**
 * The next help after a run: a nudge (what happened), then the puzzle's hint, then "Show me the first block".
 * A solve starts the count again; the ideal-block message is said once per puzzle.
 */
export function nextHelp(state: HelpState, d: Diagnosis, hint: string): { view: HelpView; state: HelpState } {
  const pick = (says: readonly string[]) => says.find((s) => s !== state.lastSentence) ?? says[0];
  if (d.kind === "solved" || d.kind === "too-many-blocks") {
    const ideal = d.kind === "too-many-blocks" && !state.idealSaid;
    const message = ideal ? pick(d.says) : "";
    return {
      view: { kind: d.kind, message, hint: null, offerFirstBlock: false },
      state: { misses: 0, lastSentence: message || null, idealSaid: state.idealSaid || ideal },
    };
  }
  const misses = state.misses + 1;
  const message = pick(d.says);
  return {
    view: { kind: d.kind, message, hint: misses >= 2 ? hint : null, offerFirstBlock: misses >= 3 },
    state: { misses, lastSentence: message, idealSaid: state.idealSaid },
  };
}
