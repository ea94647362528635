// The help's tries (docs/decisions/215): one small change to the child's own program — flip a turn, change a
// loop's number, add steps — run again to see whether it solves the maze. help.ts speaks what a try finds.
import { findBlockSpec } from "./block-vocabulary";
import { FUNCTION_NAMES } from "./data-blocks";
import { runProgram, type RunReport } from "./interpreter";
import { type AstNode, blockLabel, type ParsedProgram } from "./parse-program";
import type { Diagnosis } from "./help";
import { ahead, cellKey, type Cell, type Direction, isOpen, type World } from "./world";

const MOVE_LABEL = blockLabel(findBlockSpec("sprout_move")!);
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const functionLabel = (name?: string) => FUNCTION_NAMES.find(([, v]) => v === name)?.[0] ?? "that";
const other = (side: string) => (side === "left" ? "right" : "left");

/** Squares from `from` to the flag through open cells (null: no flag, or no way there). */
export function squaresToFlag(world: World, from: Cell): number | null {
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

export function wrongTurn(world: World, program: ParsedProgram, run: RunReport): Diagnosis | null {
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

export function loopCount(world: World, program: ParsedProgram): Diagnosis | null {
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

export function missingSteps(world: World, program: ParsedProgram): Diagnosis | null {
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
