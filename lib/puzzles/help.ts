// Help that answers the program (issue 23, docs/decisions/215): run the child's program, compare the run with
// the goal and say what happened in a child's words — nothing built yet, how many steps are missing, the wrong
// turn and its step, a loop that runs too often or too few times, the wall and its step, gems left behind.
// Generic over the maze: it knows no puzzle's text. The strongest answers come from trying one small change to
// the child's own program (flip a turn, drop a turn, change a loop's number, add steps) and seeing whether that
// change solves the puzzle; otherwise the run's stop reason speaks. Pure, for the browser and the tests.
// Issue 38: each stop reason has its own sentence, true of the run's end (help-tries.ts byStopReason); on a puzzle
// of several worlds the help speaks of the first world that failed, and a try counts only if it solves them all;
// a solve without the puzzle's idea asks for the idea ("needs-idea") before the block count.
import { drawHelp } from "./draw-help";
import { judgeDrawing } from "./draw-verify";
import { runProgram, type RunReport } from "./interpreter";
import { parseProgram } from "./parse-program";
import { byStopReason, loopCount, missingSteps, wrongTurn } from "./help-tries";
import { IDEA_TRY } from "./ideas";
import { judgeProgram, type AttemptResult, type PuzzleRules } from "./verify";

export type HelpKind =
  | "drawing"
  | "solved"
  | "too-many-blocks"
  | "needs-idea"
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
  | "not-at-goal"
  | "wrong-count"
  | "wrong-list";

/**
 * What happened, with two ways of saying it (the panel never says the same sentence twice in a row). `world`:
 * on a puzzle of several worlds, the world the sentences speak about (the first that failed) — the panel names
 * it ("World 2: …"), the sentences do not.
 */
export type Diagnosis = { kind: HelpKind; says: [string, string]; step?: number; world?: number };

/** A solve is said once: "solved", the idea still to use, the ideal block count. */
const SOLVED_KINDS: readonly HelpKind[] = ["solved", "needs-idea", "too-many-blocks"];

/** "It works in world 1", said of the worlds before the one that failed. */
function worksBefore(world: number): string {
  const before = world === 2 ? "world 1" : world === 3 ? "worlds 1 and 2" : `worlds 1 to ${world - 1}`;
  return `It works in ${before}, but not in this one.`;
}

/** The puzzles this analyzer reads: the grid game. A puzzle of another game (e.g. `game: "draw"`) has none yet. */
export function isMazePuzzle<T extends object>(puzzle: T): puzzle is Exclude<T, { game: "draw" }> {
  const game = (puzzle as { game?: unknown }).game;
  return game === undefined || game === "maze";
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
    // Solved without the puzzle's idea (issue 38): the idea to try comes before the block count.
    const idea = (rules.ideas ?? [])[0];
    if (!judged.ideaUsed && idea)
      return { kind: "needs-idea", says: [`You solved it! ${IDEA_TRY[idea]}`, `Well done! ${IDEA_TRY[idea]}`] };
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
  // The world the help speaks about: the first one the program did not solve (issue 38). A change the help
  // suggests must solve every world, that one first.
  const world = judged.failedWorld ?? 1;
  const grid = rules.grids[world - 1] ?? rules.grids[0];
  const worlds = [grid, ...rules.grids.filter((g) => g !== grid)];
  // the verdict's own run of that world when it has it (the same program on the same world), else run it again
  const judgedRun = judged.worlds?.[world - 1];
  const run: RunReport = judgedRun ? { ...judgedRun } : runProgram(grid, program_);
  const canMove = rules.blocks.includes("sprout_move");
  const tried =
    wrongTurn(worlds, program_, run) ??
    loopCount(worlds, program_) ??
    (canMove ? missingSteps(worlds, program_) : null);
  const d = tried ?? byStopReason(grid, run);
  if (rules.grids.length < 2) return d;
  // The run of a later world: say that the program works in the ones before (the worlds differ, not the program).
  if (world > 1 && !tried) d.says = [`${d.says[0]} ${worksBefore(world)}`, `${d.says[1]} ${worksBefore(world)}`];
  return { ...d, world };
}

// ---------------------------------------------------------------------------------------------- escalation

/** What the panel remembers between runs of one puzzle. */
export type HelpState = { misses: number; lastSentence: string | null; idealSaid: boolean; ideaSaid: boolean };
export const FIRST_HELP: HelpState = { misses: 0, lastSentence: null, idealSaid: false, ideaSaid: false };

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
 * A solve starts the count again; the idea to use and the ideal block count are each said once per puzzle.
 */
export function nextHelp(state: HelpState, d: Diagnosis, hint: string): { view: HelpView; state: HelpState } {
  const pick = (says: readonly string[]) => says.find((s) => s !== state.lastSentence) ?? says[0];
  const saidBefore = { idealSaid: state.idealSaid, ideaSaid: state.ideaSaid };
  if (SOLVED_KINDS.includes(d.kind)) {
    const ideal = d.kind === "too-many-blocks" && !saidBefore.idealSaid;
    const idea = d.kind === "needs-idea" && !saidBefore.ideaSaid;
    const message = ideal || idea ? pick(d.says) : "";
    return {
      view: { kind: d.kind, message, hint: null, offerFirstBlock: false },
      state: {
        misses: 0,
        lastSentence: message || null,
        idealSaid: saidBefore.idealSaid || ideal,
        ideaSaid: saidBefore.ideaSaid || idea,
      },
    };
  }
  const misses = state.misses + 1;
  const message = pick(d.says);
  return {
    view: { kind: d.kind, message, hint: misses >= 2 ? hint : null, offerFirstBlock: misses >= 3 },
    state: { misses, lastSentence: message, ...saidBefore },
  };
}
