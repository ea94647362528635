// The help's tries (docs/decisions/215): one small change to the child's own program — flip a turn, change a
// loop's number, add steps — run again to see whether it solves the maze. help.ts speaks what a try finds.
import { findBlockSpec } from "./block-vocabulary";
import { FUNCTION_NAMES } from "./data-blocks";
import { runProgram, type RunReport } from "./interpreter";
import { type AstNode, blockLabel, type ParsedProgram } from "./parse-program";
import type { Diagnosis } from "./help";
import { ahead, cellKey, type Cell, type Direction, isOpen, turn, type World } from "./world";

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

/**
 * Tries one change to the program (made and undone in place); true when the changed program solves every world
 * (issue 38: a change that mends the failed world but breaks another is no answer). The failed world comes first.
 */
function solvesWith(worlds: readonly World[], program: ParsedProgram, change: () => () => void): boolean {
  const undo = change();
  try {
    return worlds.every((world) => runProgram(world, program, tryStepsFor(world)).solved);
  } finally {
    undo();
  }
}

export function wrongTurn(worlds: readonly World[], program: ParsedProgram, run: RunReport): Diagnosis | null {
  // Ids make the step findable; a program without ids (a test's) still gets the answer, without the step.
  for (const node of nodesOf(program).filter((n) => n.type === "sprout_turn")) {
    const side = String(node.fields.DIR);
    const step = firstStepOf(run, node);
    const at = step ? `At step ${step} ` : "";
    const flipped = solvesWith(worlds, program, () => {
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
      const dropped = solvesWith(worlds, program, () => {
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

export function loopCount(worlds: readonly World[], program: ParsedProgram): Diagnosis | null {
  for (const node of nodesOf(program)) {
    const times = node.inputs.TIMES;
    if (node.type !== "sprout_repeat" || times?.type !== "sprout_number") continue;
    const n = Number(times.fields.NUM);
    for (let delta = 1; delta <= 6; delta++) {
      for (const next of [n - delta, n + delta]) {
        if (next < 0) continue;
        const fixed = solvesWith(worlds, program, () => {
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

export function missingSteps(worlds: readonly World[], program: ParsedProgram): Diagnosis | null {
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
        const fixed = solvesWith(worlds, program, () => {
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

// ------------------------------------------------------------------------------------------ the stop reason

/** A list as a child reads it: "3, 5, 7", or "empty". */
const listWords = (list: readonly number[]) => (list.length ? list.join(", ") : "empty");

/** Where a run of `world` ended, and what Sprout carries there. */
export function endOf(world: World, run: RunReport) {
  const last = run.steps.at(-1);
  const at = last ?? world.start;
  const gemsLeft = last?.gemsLeft ?? world.gems.length;
  return {
    at,
    atFlag: world.goal !== null && world.goal.x === at.x && world.goal.y === at.y,
    gemsLeft,
    carried: world.gems.length - gemsLeft,
    list: last?.list ?? world.list ?? [],
  };
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((n, i) => n === b[i]);

/**
 * What the stop reason says when no single change explains the miss: each reason its own sentence, and each
 * sentence true of the run's end (never "0 squares away", no flag on a map without one, a gem only where the
 * world has gems). `run` is a run of `world`.
 */
export function byStopReason(world: World, run: RunReport): Diagnosis {
  const step = run.steps.length;
  const last = run.steps.at(-1);
  const prev = run.steps.at(-2);
  const end = endOf(world, run);
  // The interpreter says "not at the flag" when a counting world's bag is right but its list is not.
  const listWrong = end.atFlag && world.wantList !== undefined && !sameList(end.list, world.wantList);
  const reason = run.reason === "not-at-goal" && listWrong ? "wrong-list" : run.reason;
  switch (reason) {
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
        says:
          world.gems.length === 0
            ? [
                `At step ${step} Sprout tries to pick up a gem, but this world has no gems.`,
                `Step ${step} picks up a gem, but there are no gems here to pick up.`,
              ]
            : [
                `At step ${step} there is no gem to pick up.`,
                `Step ${step} picks up a gem, but Sprout is not standing on one.`,
              ],
      };
    case "gems-left": {
      const gems = plural(end.gemsLeft, "gem");
      return {
        kind: "gems-left",
        says: end.atFlag
          ? [
              `Sprout reached the flag but left ${gems} behind.`,
              `The flag is reached! ${gems} still ${end.gemsLeft === 1 ? "waits" : "wait"} to be picked up.`,
            ]
          : [`Sprout left ${gems} behind.`, `${gems} still ${end.gemsLeft === 1 ? "waits" : "wait"} to be picked up.`],
      };
    }
    case "wrong-count": {
      const gems = end.carried === 0 ? "no gems" : plural(end.carried, "gem");
      const bag = end.carried === 0 ? "Sprout's bag is empty" : `Sprout's bag holds ${gems}`;
      const away = end.atFlag ? null : squaresToFlag(world, end.at);
      const still = away ? ` And the flag is still ${plural(away, "square")} away.` : "";
      return {
        kind: "wrong-count",
        says: [
          `${bag}, but the flag asks for another number of gems.${still}`,
          end.atFlag
            ? `Sprout is at the flag with ${gems} in the bag. The flag asks for another number.`
            : `${bag}: not the number the flag asks for.${still}`,
        ],
      };
    }
    case "wrong-list": {
      const want = listWords(world.wantList ?? []);
      const mine = listWords(end.list);
      return {
        kind: "wrong-list",
        says: [
          `Sprout is at the flag, but the list is ${mine} and the flag wants ${want}.`,
          `The flag wants the list ${want}, and Sprout's list is ${mine}.`,
        ],
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
      const d = end.atFlag ? null : squaresToFlag(world, end.at);
      const away = d ? plural(d, "square") : null;
      return {
        kind: "not-at-goal",
        says: away
          ? [`Sprout stopped ${away} away from the flag.`, `The flag is still ${away} away.`]
          : end.atFlag
            ? [
                "Sprout is at the flag, but the puzzle is not solved yet.",
                "The flag is reached, but something is missing.",
              ]
            : world.goal
              ? ["Sprout has not reached the flag yet.", "Sprout is not at the flag yet."]
              : ["Sprout has not finished yet.", "Sprout is not done yet."],
      };
    }
  }
}
