// The drawing game's turtle (issue 27, docs/decisions/225): runs a parsed program (parse-program.ts) and records
// the lines it draws. Deterministic and step-limited like the maze's interpreter, shared by the browser (the
// animation) and the server (judging an attempt, draw-verify.ts); it never throws.
import { evaluate, Evaluator, Stop } from "./evaluate";
import type { AstNode, ParsedProgram } from "./parse-program";
import { PROGRAM_LIMITS } from "./schemas";

/** The canvas is CANVAS × CANVAS units, y pointing down; a heading is in degrees clockwise from up (Logo's). */
export const CANVAS = 400;
export const MAX_SEGMENTS = 2_000;

export type TurtleStart = { x: number; y: number; heading: number };
export const DEFAULT_START: TurtleStart = { x: CANVAS / 2, y: CANVAS / 2, heading: 0 };

export type Segment = { x1: number; y1: number; x2: number; y2: number; colour: string };
export const DEFAULT_COLOUR = "#1f2937";

/** One animation frame: where the turtle is after a block, and the line that block drew, if any. */
export type TurtleStep = {
  x: number;
  y: number;
  heading: number;
  blockId?: string;
  segment?: Segment;
};
export type TurtleStop = "done" | "step-limit" | "call-depth" | "no-function" | "too-many-lines";
export type TurtleRun = {
  reason: TurtleStop;
  steps: TurtleStep[];
  segments: Segment[];
  executed: number;
  functionName?: string;
};

const LIMIT = 1_000_000;
const bound = (n: number) => (Number.isFinite(n) ? Math.max(-LIMIT, Math.min(LIMIT, n)) : 0);
/** Rounded so the browser's and the server's floating point agree on what they show and judge. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** sin and cos of a heading, exact at multiples of 90° (so a square closes exactly). */
function unit(heading: number): { dx: number; dy: number } {
  const h = ((heading % 360) + 360) % 360;
  if (h === 0) return { dx: 0, dy: -1 };
  if (h === 90) return { dx: 1, dy: 0 };
  if (h === 180) return { dx: 0, dy: 1 };
  if (h === 270) return { dx: -1, dy: 0 };
  const r = (h * Math.PI) / 180;
  return { dx: Math.sin(r), dy: -Math.cos(r) };
}

/** The drawing's world on the shared evaluator: the turtle's moves, its pen, and functions given a size. */
class Turtle extends Evaluator {
  x: number;
  y: number;
  heading: number;
  pen = true;
  colour = DEFAULT_COLOUR;
  steps: TurtleStep[] = [];
  segments: Segment[] = [];

  constructor(program: ParsedProgram, start: TurtleStart, maxSteps: number) {
    super(program, maxSteps, { bound, times: (n) => Math.max(0, Math.floor(n)) });
    this.x = start.x;
    this.y = start.y;
    this.heading = start.heading;
  }

  frame(node: AstNode, segment?: Segment) {
    const step: TurtleStep = { x: this.x, y: this.y, heading: this.heading };
    if (node.id !== undefined) step.blockId = node.id;
    if (segment) step.segment = segment;
    this.steps.push(step);
  }

  protected worldNumber(node: AstNode): number {
    switch (node.type) {
      case "turtle_size":
        return this.sizes.at(-1) ?? 0;
      case "turtle_divide": {
        const a = this.num(node.inputs.A);
        const b = this.num(node.inputs.B);
        return b === 0 ? 0 : bound(a / b);
      }
      default:
        return 0;
    }
  }

  protected worldQuestion(): boolean {
    return false; // the drawing asks no questions of its canvas
  }

  forward(node: AstNode, distance: number) {
    const { dx, dy } = unit(this.heading);
    const from = { x: this.x, y: this.y };
    this.x = round(bound(this.x + dx * distance));
    this.y = round(bound(this.y + dy * distance));
    const drawn = this.pen && (from.x !== this.x || from.y !== this.y);
    if (drawn && this.segments.length >= MAX_SEGMENTS) throw new Stop("too-many-lines");
    const segment = drawn ? { x1: from.x, y1: from.y, x2: this.x, y2: this.y, colour: this.colour } : undefined;
    if (segment) this.segments.push(segment);
    this.frame(node, segment);
  }

  protected worldStatement(node: AstNode) {
    switch (node.type) {
      case "turtle_forward":
        return this.forward(node, this.num(node.inputs.STEPS));
      case "turtle_turn": {
        const degrees = this.num(node.inputs.DEGREES);
        this.heading = round((((this.heading + (node.fields.DIR === "left" ? -degrees : degrees)) % 360) + 360) % 360);
        return this.frame(node);
      }
      case "turtle_pen":
        this.pen = node.fields.PEN !== "up";
        return this.frame(node);
      case "turtle_colour":
        this.colour = String(node.fields.COLOUR);
        return this.frame(node);
      case "turtle_call":
        return this.call(String(node.fields.NAME), this.num(node.inputs.SIZE));
    }
  }
}

/** Runs a parsed program from `start`. The bare turtle: no judging (draw-verify.ts does that). */
export function runTurtle(
  program: ParsedProgram,
  start: TurtleStart = DEFAULT_START,
  maxSteps: number = PROGRAM_LIMITS.maxSteps,
): TurtleRun {
  const turtle = new Turtle(program, start, maxSteps);
  const stop = evaluate<TurtleStop>(turtle, () => "done");
  return {
    reason: stop.reason,
    steps: turtle.steps,
    segments: turtle.segments,
    executed: Math.min(turtle.executed, maxSteps),
    ...(stop.functionName ? { functionName: stop.functionName } : {}),
  };
}
