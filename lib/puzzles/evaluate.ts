// The evaluator both games share (docs/decisions/261): numbers, questions and the statements that only steer the
// program — repeat, until, if, variables, functions — with the step limit, the call depth and early stops. A game
// (the maze's interpreter.ts, the drawing's turtle.ts) extends it with its own world's blocks only.
import type { AstNode, ParsedProgram } from "./parse-program";
import { PROGRAM_LIMITS } from "./schemas";

/** How a run ends early: thrown by the evaluator or a game, caught by the game's run function. */
export class Stop<Reason extends string = string> {
  constructor(
    readonly reason: Reason,
    readonly functionName?: string,
  ) {}
}

export type EvaluatorRules = {
  /** Bounds a stored or computed number (the maze keeps whole numbers, the turtle fractions). */
  bound: (n: number) => number;
  /** How many times "repeat n" runs. */
  times: (n: number) => number;
};

const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  eq: (a, b) => a === b,
  neq: (a, b) => a !== b,
  lt: (a, b) => a < b,
  gt: (a, b) => a > b,
  lte: (a, b) => a <= b,
  gte: (a, b) => a >= b,
};

export abstract class Evaluator {
  vars = new Map<string, number>();
  /** The size each enclosing call was given, innermost last (its length is the call depth). */
  sizes: number[] = [];
  executed = 0;

  constructor(
    readonly program: ParsedProgram,
    readonly maxSteps: number,
    readonly rules: EvaluatorRules,
  ) {}

  /** The game's own number blocks; 0 for a block it does not know. */
  protected abstract worldNumber(node: AstNode): number;
  /** The game's own questions; false for a block it does not know. */
  protected abstract worldQuestion(node: AstNode): boolean;
  /** The game's own statements; nothing for a block it does not know. */
  protected abstract worldStatement(node: AstNode): void;

  tick() {
    if (++this.executed > this.maxSteps) throw new Stop("step-limit");
  }

  num(node: AstNode | undefined): number {
    this.tick();
    if (!node) return 0;
    switch (node.type) {
      case "sprout_number":
        return Number(node.fields.NUM);
      case "sprout_get_var":
        return this.vars.get(String(node.fields.VAR)) ?? 0;
      case "sprout_arith": {
        const a = this.num(node.inputs.A);
        const b = this.num(node.inputs.B);
        return this.rules.bound(node.fields.OP === "add" ? a + b : node.fields.OP === "sub" ? a - b : a * b);
      }
      default:
        return this.worldNumber(node);
    }
  }

  bool(node: AstNode | undefined): boolean {
    this.tick();
    if (!node) return false;
    switch (node.type) {
      case "sprout_not":
        return !this.bool(node.inputs.BOOL);
      case "sprout_logic": {
        const a = this.bool(node.inputs.A);
        return node.fields.OP === "and" ? a && this.bool(node.inputs.B) : a || this.bool(node.inputs.B);
      }
      case "sprout_compare": {
        const a = this.num(node.inputs.A);
        const b = this.num(node.inputs.B);
        return (COMPARE[String(node.fields.OP)] ?? COMPARE.gte)(a, b);
      }
      default:
        return this.worldQuestion(node);
    }
  }

  block(nodes: readonly AstNode[]) {
    for (const node of nodes) this.statement(node);
  }

  statement(node: AstNode) {
    this.tick();
    switch (node.type) {
      case "sprout_repeat": {
        const times = this.rules.times(this.num(node.inputs.TIMES));
        for (let i = 0; i < times; i++) {
          this.tick();
          this.block(node.bodies.DO);
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
        this.vars.set(String(node.fields.VAR), this.rules.bound(this.num(node.inputs.VALUE)));
        return;
      case "sprout_change_var": {
        const name = String(node.fields.VAR);
        this.vars.set(name, this.rules.bound((this.vars.get(name) ?? 0) + this.num(node.inputs.DELTA)));
        return;
      }
      case "sprout_function_call":
        return this.call(String(node.fields.NAME), undefined);
      default:
        return this.worldStatement(node);
    }
  }

  /** Runs a function; `size` is the drawing's "draw … of size" (a plain call keeps the caller's size). */
  call(name: string, size: number | undefined) {
    const body = this.program.functions.get(name);
    if (!body) throw new Stop("no-function", name);
    if (this.sizes.length >= PROGRAM_LIMITS.maxCallDepth) throw new Stop("call-depth", name);
    this.sizes.push(size ?? this.sizes.at(-1) ?? 0);
    this.block(body);
    this.sizes.pop();
  }
}

/** Runs the main program; a Stop ends it early, anything else (a stack overflow) counts as the step limit. */
export function evaluate<Reason extends string>(evaluator: Evaluator, onDone: () => Reason): Stop<Reason> {
  try {
    evaluator.block(evaluator.program.main);
    return new Stop(onDone());
  } catch (error) {
    return (error instanceof Stop ? error : new Stop("step-limit")) as Stop<Reason>;
  }
}
