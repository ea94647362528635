// The deterministic, step-limited interpreter shared by the browser (animation) and the server (verifying an
// attempt) — issue 14, docs/decisions/090. Every block run or evaluated is one step; the run stops at the step
// limit, at a wall, or as soon as the goal is met. It never throws: the outcome says what happened.
import { evaluate, Evaluator, Stop } from "./evaluate";
import type { AstNode, ParsedProgram } from "./parse-program";
import { PROGRAM_LIMITS } from "./schemas";
import { ahead, type Cell, cellKey, type Direction, isOpen, turn, type World } from "./world";

export type StepEvent = "gem" | "goal" | "bump" | "no-gem";
/** One animation frame: where Sprout is after the action, and which block did it. */
export type Step = {
  action: "move" | "turn" | "collect" | "list";
  x: number;
  y: number;
  dir: Direction;
  gemsLeft: number;
  /** The list Sprout carries after the action, on worlds that use one (Lists). */
  list?: number[];
  blockId?: string;
  event?: StepEvent;
};
export type StopReason =
  | "goal"
  | "wall"
  | "no-gem"
  | "gems-left"
  | "not-at-goal"
  | "wrong-count"
  | "wrong-list"
  | "step-limit"
  | "call-depth"
  | "no-function";
export type RunReport = { solved: boolean; reason: StopReason; steps: Step[]; executed: number; functionName?: string };

/** A list holds at most this many numbers; more adds are ignored. */
export const MAX_LIST = 20;

const clamp = (n: number) => Math.max(-1_000_000, Math.min(1_000_000, Math.trunc(n)));

/** The maze's world on the shared evaluator: Sprout's moves, the map's questions, tile numbers and the list. */
class Run extends Evaluator {
  x: number;
  y: number;
  dir: Direction;
  gems: Set<string>;
  list: number[];
  /** The "this item" of each enclosing "for each" loop, innermost last. */
  items: number[] = [];
  readonly showList: boolean;
  steps: Step[] = [];

  constructor(
    readonly world: World,
    program: ParsedProgram,
    maxSteps: number,
  ) {
    super(program, maxSteps, { bound: clamp, times: (n) => Math.max(0, n) });
    this.x = world.start.x;
    this.y = world.start.y;
    this.dir = world.start.dir;
    this.gems = new Set(world.gems.map(cellKey));
    this.list = [...(world.list ?? [])];
    this.showList = world.list !== undefined || world.wantList !== undefined;
  }

  get carried() {
    return this.world.gems.length - this.gems.size;
  }

  get atGoal() {
    return !!this.world.goal && this.world.goal.x === this.x && this.world.goal.y === this.y;
  }

  get listMet() {
    const want = this.world.wantList;
    return !want || (want.length === this.list.length && want.every((n, i) => this.list[i] === n));
  }

  /** Why a run that ended without reaching its goal failed. */
  get miss(): StopReason {
    if (this.world.need !== undefined) return this.carried !== this.world.need ? "wrong-count" : "not-at-goal";
    if (this.gems.size > 0) return "gems-left";
    return this.atGoal && !this.listMet ? "wrong-list" : "not-at-goal";
  }

  get goalMet() {
    const atGoal = !this.world.goal || this.atGoal;
    const gemsMet = this.world.need !== undefined ? this.carried === this.world.need : this.gems.size === 0;
    return atGoal && gemsMet && this.listMet;
  }

  record(action: Step["action"], node: AstNode, event?: StepEvent) {
    const done = event !== "bump" && event !== "no-gem" && this.goalMet;
    const step: Step = {
      action,
      x: this.x,
      y: this.y,
      dir: this.dir,
      gemsLeft: this.gems.size,
      list: this.showList ? [...this.list] : undefined,
      blockId: node.id,
      event: done ? "goal" : event,
    };
    if (step.blockId === undefined) delete step.blockId;
    if (step.list === undefined) delete step.list;
    if (step.event === undefined) delete step.event;
    this.steps.push(step);
    if (event === "bump") throw new Stop("wall");
    if (event === "no-gem") throw new Stop("no-gem");
    if (done) throw new Stop("goal");
  }

  pathTo(side: string): boolean {
    const dir = side === "left" ? turn(this.dir, "left") : side === "right" ? turn(this.dir, "right") : this.dir;
    return isOpen(this.world, ahead({ x: this.x, y: this.y }, dir));
  }

  protected worldNumber(node: AstNode): number {
    switch (node.type) {
      case "sprout_tile_number":
        return this.world.numbers.get(cellKey(this as Cell)) ?? 0;
      case "sprout_bag_count":
        return this.carried;
      case "sprout_list_length":
        return this.list.length;
      case "sprout_list_item": {
        const i = this.num(node.inputs.INDEX);
        return i >= 1 && i <= this.list.length ? this.list[i - 1] : 0;
      }
      case "sprout_each_item":
        return this.items.at(-1) ?? 0;
      default:
        return 0;
    }
  }

  protected worldQuestion(node: AstNode): boolean {
    switch (node.type) {
      case "sprout_path":
        return this.pathTo(String(node.fields.DIR));
      case "sprout_on_gem":
        return this.gems.has(cellKey(this as Cell));
      case "sprout_at_goal":
        return this.atGoal;
      case "sprout_sign":
        return this.world.signs.get(cellKey(this as Cell)) === node.fields.WORD;
      default:
        return false;
    }
  }

  protected worldStatement(node: AstNode) {
    switch (node.type) {
      case "sprout_move": {
        const next = ahead({ x: this.x, y: this.y }, this.dir);
        if (!isOpen(this.world, next)) return this.record("move", node, "bump");
        this.x = next.x;
        this.y = next.y;
        return this.record("move", node);
      }
      case "sprout_turn":
        this.dir = turn(this.dir, node.fields.DIR === "left" ? "left" : "right");
        return this.record("turn", node);
      case "sprout_collect": {
        const key = cellKey(this as Cell);
        if (!this.gems.delete(key)) return this.record("collect", node, "no-gem");
        return this.record("collect", node, "gem");
      }
      case "sprout_list_add": {
        const value = this.num(node.inputs.VALUE);
        if (this.list.length < MAX_LIST) this.list.push(value);
        return this.record("list", node);
      }
      case "sprout_for_each": {
        for (const item of [...this.list]) {
          this.tick();
          this.items.push(item);
          this.block(node.bodies.DO);
          this.items.pop();
        }
        return;
      }
    }
  }
}

/** Runs a parsed program on a world. The bare interpreter: no parsing, no scoring. */
export function runProgram(
  world: World,
  program: ParsedProgram,
  maxSteps: number = PROGRAM_LIMITS.maxSteps,
): RunReport {
  const run = new Run(world, program, maxSteps);
  const stop = evaluate<StopReason>(run, () => run.miss);
  return {
    solved: stop.reason === "goal",
    reason: stop.reason,
    steps: run.steps,
    executed: Math.min(run.executed, maxSteps),
    functionName: stop.functionName,
  };
}
