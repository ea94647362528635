// The deterministic, step-limited interpreter shared by the browser (animation) and the server (verifying an
// attempt) — issue 14, docs/decisions/090. Every block run or evaluated is one step; the run stops at the step
// limit, at a wall, or as soon as the goal is met. It never throws: the outcome says what happened.
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

class Stop {
  constructor(
    readonly reason: StopReason,
    readonly functionName?: string,
  ) {}
}

/** A list holds at most this many numbers; more adds are ignored. */
export const MAX_LIST = 20;

const clamp = (n: number) => Math.max(-1_000_000, Math.min(1_000_000, Math.trunc(n)));

class Run {
  x: number;
  y: number;
  dir: Direction;
  gems: Set<string>;
  vars = new Map<string, number>();
  list: number[];
  /** The "this item" of each enclosing "for each" loop, innermost last. */
  items: number[] = [];
  readonly showList: boolean;
  steps: Step[] = [];
  executed = 0;
  depth = 0;

  constructor(
    readonly world: World,
    readonly program: ParsedProgram,
    readonly maxSteps: number,
  ) {
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

  tick() {
    if (++this.executed > this.maxSteps) throw new Stop("step-limit");
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

  num(node: AstNode | undefined): number {
    this.tick();
    if (!node) return 0;
    switch (node.type) {
      case "sprout_number":
        return Number(node.fields.NUM);
      case "sprout_get_var":
        return this.vars.get(String(node.fields.VAR)) ?? 0;
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
      case "sprout_arith": {
        const a = this.num(node.inputs.A);
        const b = this.num(node.inputs.B);
        return clamp(node.fields.OP === "add" ? a + b : node.fields.OP === "sub" ? a - b : a * b);
      }
      default:
        return 0;
    }
  }

  bool(node: AstNode | undefined): boolean {
    this.tick();
    if (!node) return false;
    switch (node.type) {
      case "sprout_path":
        return this.pathTo(String(node.fields.DIR));
      case "sprout_on_gem":
        return this.gems.has(cellKey(this as Cell));
      case "sprout_at_goal":
        return this.atGoal;
      case "sprout_sign":
        return this.world.signs.get(cellKey(this as Cell)) === node.fields.WORD;
      case "sprout_not":
        return !this.bool(node.inputs.BOOL);
      case "sprout_logic": {
        const a = this.bool(node.inputs.A);
        return node.fields.OP === "and" ? a && this.bool(node.inputs.B) : a || this.bool(node.inputs.B);
      }
      case "sprout_compare": {
        const a = this.num(node.inputs.A);
        const b = this.num(node.inputs.B);
        const op = node.fields.OP;
        return op === "eq"
          ? a === b
          : op === "neq"
            ? a !== b
            : op === "lt"
              ? a < b
              : op === "gt"
                ? a > b
                : op === "lte"
                  ? a <= b
                  : a >= b;
      }
      default:
        return false;
    }
  }

  block(list: readonly AstNode[]) {
    for (const node of list) this.stmt(node);
  }

  stmt(node: AstNode) {
    this.tick();
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
      case "sprout_repeat": {
        const times = Math.max(0, this.num(node.inputs.TIMES));
        for (let i = 0; i < times; i++) {
          this.tick();
          this.block(node.bodies.DO);
        }
        return;
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
      case "sprout_repeat_until":
        while (!this.bool(node.inputs.COND)) this.block(node.bodies.DO);
        return;
      case "sprout_if":
        if (this.bool(node.inputs.COND)) this.block(node.bodies.DO);
        return;
      case "sprout_if_else":
        return this.block(this.bool(node.inputs.COND) ? node.bodies.DO : node.bodies.ELSE);
      case "sprout_set_var":
        this.vars.set(String(node.fields.VAR), clamp(this.num(node.inputs.VALUE)));
        return;
      case "sprout_change_var": {
        const name = String(node.fields.VAR);
        this.vars.set(name, clamp((this.vars.get(name) ?? 0) + this.num(node.inputs.DELTA)));
        return;
      }
      case "sprout_function_call": {
        const name = String(node.fields.NAME);
        const body = this.program.functions.get(name);
        if (!body) throw new Stop("no-function", name);
        if (++this.depth > PROGRAM_LIMITS.maxCallDepth) throw new Stop("call-depth", name);
        this.block(body);
        this.depth--;
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
  let stop: Stop;
  try {
    run.block(program.main);
    stop = new Stop(run.miss);
  } catch (error) {
    // Stop is how the run ends early; anything else (a stack overflow) is reported as the step limit, never thrown.
    stop = error instanceof Stop ? error : new Stop("step-limit");
  }
  return {
    solved: stop.reason === "goal",
    reason: stop.reason,
    steps: run.steps,
    executed: Math.min(run.executed, maxSteps),
    functionName: stop.functionName,
  };
}
