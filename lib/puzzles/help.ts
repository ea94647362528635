// Help that answers the program (issue 23, docs/decisions/215): run the child's program, compare the run with
// the goal and say what happened in a child's words — nothing built yet, how many steps are missing, the wrong
// turn and its step, a loop that runs too often or too few times, the wall and its step, gems left behind.
// Generic over the maze: it knows no puzzle's text. The strongest answers come from trying one small change to
// the child's own program (flip a turn, drop a turn, change a loop's number, add steps) and seeing whether that
// change solves the puzzle; otherwise the run's stop reason speaks. Pure, for the browser and the tests.
import { findBlockSpec } from "./block-vocabulary";
import { FUNCTION_NAMES } from "./data-blocks";
import { drawHelp } from "./draw-help";
import { judgeDrawing } from "./draw-verify";
import { runProgram, type RunReport } from "./interpreter";
import { type AstNode, blockLabel, type ParsedProgram, parseProgram } from "./parse-program";
import { judgeProgram, type AttemptResult, type PuzzleRules } from "./verify";
import { ahead, cellKey, type Cell, type Direction, isOpen, turn, type World } from "./world";

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

const MOVE_LABEL = blockLabel(findBlockSpec("sprout_move")!);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const functionLabel = (name?: string) => FUNCTION_NAMES.find(([, v]) => v === name)?.[0] ?? "that";
const other = (side: string) => (side === "left" ? "right" : "left");

/** Squares from `from` to the flag through open cells (null: no flag, or no way there). */
function squaresToFlag(world: World, from: Cell): number | null {
  if (!world.goal) return null;
  const goal = cellKey(world.goal);
  const seen = new Map([[cellKey(from), 0]]);
  const queue = [from];
  while (queue.length) {
    const c = queue.shift()!;
    const d = seen.get(cellKey(c))!;
    if (cellKey(c) === goal) return d;
    for (const dir of ["N", "E", "S", "W"] as Direction[]) {
      const n = ahead(c, dir);
      if (isOpen(world, n) && !seen.has(cellKey(n))) {
        seen.set(cellKey(n), d + 1);
        queue.push(n);
      }
    }
  }
  return null;
}

/** Where a statement list sits: the kind of block around it, or a function's name. */
type Place = { list: AstNode[]; around: "main" | "loop" | "if" | "function"; name?: string };

/** Every statement list of the program: main, the bodies of its blocks, the functions' bodies. */
function placesOf(program: ParsedProgram): Place[] {
  const out: Place[] = [];
  const walk = (list: AstNode[], around: Place["around"], name?: string) => {
    out.push({ list, around, name });
    for (const node of list)
      for (const body of Object.values(node.bodies)) walk(body, node.type.includes("repeat") ? "loop" : "if");
  };
  walk(program.main, "main");
  for (const [name, body] of program.functions) walk(body, "function", name);
  return out;
}
const stacksOf = (program: ParsedProgram) => placesOf(program).map((p) => p.list);

const nodesOf = (program: ParsedProgram) => stacksOf(program).flat();

/** The step (1-based) at which a block first acted, if it did. */
function firstStepOf(run: RunReport, node: AstNode): number | undefined {
  if (node.id === undefined) return undefined;
  const i = run.steps.findIndex((s) => s.blockId === node.id);
  return i < 0 ? undefined : i + 1;
}

/**
 * A changed program gets this many steps: 8 per square of the map (the packs' reference solutions take at most
 * 151 on maps of 12 to 54 squares), so the search's ~150 tries at a program whose loop never ends cost tens of
 * milliseconds rather than a second on a Chromebook.
 */
const tryStepsFor = (world: World) => Math.max(400, 8 * world.width * world.height);

/** Tries one change to the program (made and undone in place); true when the changed program solves the puzzle. */
function solvesWith(world: World, program: ParsedProgram, change: () => () => void): boolean {
  const undo = change();
  try {
    return runProgram(world, program, tryStepsFor(world)).solved;
  } finally {
    undo();
  }
}

function wrongTurn(world: World, program: ParsedProgram, run: RunReport): Diagnosis | null {
  // Ids make the step findable; a program without ids (a test's) still gets the answer, without the step.
  for (const node of nodesOf(program).filter((n) => n.type === "sprout_turn")) {
    const side = String(node.fields.DIR);
    const step = firstStepOf(run, node);
    const at = step ? `At step ${step} ` : "";
    const flipped = solvesWith(world, program, () => {
      node.fields.DIR = other(side);
      return () => (node.fields.DIR = side);
    });
    if (flipped)
      return {
        kind: "wrong-turn",
        step,
        says: [
          at
            ? `${at}Sprout turned ${side}. Try turning ${other(side)} there.`
            : `Sprout turned ${side}. Try turning ${other(side)} instead.`,
          `Sprout turned the wrong way${step ? ` at step ${step}` : ""}: it should turn ${other(side)}.`,
        ],
      };
  }
  for (const list of stacksOf(program)) {
    for (const [i, node] of list.entries()) {
      if (node.type !== "sprout_turn") continue;
      const dropped = solvesWith(world, program, () => {
        list.splice(i, 1);
        return () => list.splice(i, 0, node);
      });
      if (dropped) {
        const step = firstStepOf(run, node);
        const side = String(node.fields.DIR);
        return {
          kind: "wrong-turn",
          step,
          says: [
            `${step ? `At step ${step} ` : ""}Sprout turned ${side}, but it did not need to turn there.`,
            `Sprout does not need the turn ${side}${step ? ` at step ${step}` : ""}. Go straight on.`,
          ],
        };
      }
    }
  }
  return null;
}

function loopCount(world: World, program: ParsedProgram): Diagnosis | null {
  for (const node of nodesOf(program)) {
    const times = node.inputs.TIMES;
    if (node.type !== "sprout_repeat" || times?.type !== "sprout_number") continue;
    const n = Number(times.fields.NUM);
    for (let delta = 1; delta <= 6; delta++) {
      for (const next of [n - delta, n + delta]) {
        if (next < 0) continue;
        const fixed = solvesWith(world, program, () => {
          times.fields.NUM = next;
          return () => (times.fields.NUM = n);
        });
        if (!fixed) continue;
        return next < n
          ? {
              kind: "loop-too-often",
              says: [
                `The loop runs too many times. Try a smaller number than ${n}.`,
                `Sprout repeats too often: make the loop's number smaller.`,
              ],
            }
          : {
              kind: "loop-too-few",
              says: [
                `The loop stops too soon. Try a bigger number than ${n}.`,
                `Sprout needs the loop to repeat more times.`,
              ],
            };
      }
    }
  }
  return null;
}

function missingSteps(world: World, program: ParsedProgram): Diagnosis | null {
  const places = placesOf(program);
  for (let k = 1; k <= 4; k++) {
    for (const { list, around, name } of places) {
      for (let i = list.length; i >= 0; i--) {
        const moves: AstNode[] = Array.from({ length: k }, () => ({
          type: "sprout_move",
          fields: {},
          inputs: {},
          bodies: {},
        }));
        const fixed = solvesWith(world, program, () => {
          list.splice(i, 0, ...moves);
          return () => list.splice(i, k);
        });
        if (!fixed) continue;
        const steps = k === 1 ? "one more step" : `${k} more steps`;
        const blocks = k === 1 ? `one more "${MOVE_LABEL}"` : `${k} more "${MOVE_LABEL}" blocks`;
        const inside =
          around === "loop"
            ? " inside the loop"
            : around === "if"
              ? ' inside the "if" block'
              : around === "function"
                ? ` inside the ${functionLabel(name)} move`
                : "";
        return {
          kind: "too-few-steps",
          says: [`${k === 1 ? "Almost! " : ""}Sprout needs ${steps}${inside}.`, `So close! Add ${blocks}${inside}.`],
        };
      }
    }
  }
  return null;
}

/** What the stop reason says when no single change explains the miss. */
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
  const run = runProgram(rules.grid, program_);
  const canMove = rules.blocks.includes("sprout_move");
  return (
    wrongTurn(rules.grid, program_, run) ??
    loopCount(rules.grid, program_) ??
    (canMove ? missingSteps(rules.grid, program_) : null) ??
    byStopReason(rules.grid, run)
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

// ------------------------------------------------------------------------------------ "show me the first block"

type BlockJson = {
  type?: unknown;
  fields?: Record<string, unknown>;
  inputs?: Record<string, { block?: unknown; shadow?: unknown }>;
};

/**
 * The reference solution's first block under "when ▶ run", as Blockly state without what hangs below it or
 * inside it (its number and question slots stay): what "Show me the first block" places. Null if there is none.
 * Variables are named, so Blockly makes one the child's workspace does not have yet.
 */
export function firstBlockOf(solution: unknown): Record<string, unknown> | null {
  const ws = solution as { blocks?: { blocks?: BlockJson[] }; variables?: { id?: unknown; name?: unknown }[] } | null;
  const names = new Map((ws?.variables ?? []).map((v) => [v.id, v.name]));
  const start = (ws?.blocks?.blocks ?? []).find((b) => b?.type === "sprout_start") as
    { next?: { block?: BlockJson } } | undefined;
  const copy = (b: BlockJson | undefined, bodies: boolean): Record<string, unknown> | null => {
    const spec = typeof b?.type === "string" ? findBlockSpec(b.type) : undefined;
    if (!b || !spec) return null;
    const statements = new Set(
      spec.lines.flatMap((l) => l.args).flatMap((a) => (a.kind === "statement" ? [a.name] : [])),
    );
    const fields = Object.fromEntries(
      Object.entries(b.fields ?? {}).map(([k, v]) => {
        const ref = v as { id?: unknown } | null;
        return [k, ref && typeof ref === "object" && names.has(ref.id) ? { id: ref.id, name: names.get(ref.id) } : v];
      }),
    );
    const inputs = Object.fromEntries(
      Object.entries(b.inputs ?? {})
        .filter(([name]) => bodies || !statements.has(name))
        .map(([name, slot]) => {
          const block = copy(slot.block as BlockJson | undefined, true);
          const shadow = copy(slot.shadow as BlockJson | undefined, true);
          return [name, { ...(block ? { block } : {}), ...(shadow ? { shadow } : {}) }];
        }),
    );
    return {
      type: spec.type,
      ...(Object.keys(fields).length ? { fields } : {}),
      ...(Object.keys(inputs).length ? { inputs } : {}),
    };
  };
  return copy(start?.next?.block, false);
}
