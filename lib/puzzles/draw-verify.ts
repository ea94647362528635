// Is the turtle's drawing the puzzle's picture? (issue 27, docs/decisions/226). Both drawings are brought to one
// canonical form first — collinear lines that overlap or touch become one line, direction and order forgotten —
// and then each canonical line must have a partner whose ends lie within TOLERANCE of its own. Where the task
// names no direction, the picture's mirror image counts too (issue 38): the mirror about the line through the
// turtle's start along its start heading, i.e. the picture drawn with every left turn a right one.
import type { ParsedProgram } from "./parse-program";
import { PROGRAM_LIMITS } from "./schemas";
import { runTurtle, type Segment, type TurtleRun, type TurtleStart } from "./turtle";

/** How far (canvas units, 1/400 of its side) an end may be from where the picture has it. */
export const TOLERANCE = 2;
/** Lines whose directions differ by more than this (sine of the angle, about 3°) are never merged. */
const PARALLEL = 0.05;

/** What a drawing puzzle is judged by (a catalog puzzle's `drawing`, also sent to the browser). */
export type DrawSpec = {
  start: TurtleStart;
  /** The picture, as the reference program draws it (or as the pack lists it); empty for free drawing. */
  target: Segment[];
  /** Free drawing: any drawing of at least one line passes, and it stays the child's own. */
  free: boolean;
  /** When true a line must also have the picture's colour. */
  colours: boolean;
  /**
   * The way the task tells the turtle to turn (the picture turns this way), so only the picture counts. Unset:
   * the task names no direction, and the picture's mirror image (every turn the other way) is right too.
   */
  direction?: "left" | "right";
};

type Line = { ox: number; oy: number; ux: number; uy: number; colour: string; spans: [number, number][] };

const cross = (ax: number, ay: number, bx: number, by: number) => ax * by - ay * bx;

/** The drawing as maximal lines: collinear segments that overlap or touch merged, each line pointing one way. */
export function canonicalLines(segments: readonly Segment[], byColour: boolean, tolerance = TOLERANCE): Segment[] {
  const lines: Line[] = [];
  for (const s of segments) {
    const length = Math.hypot(s.x2 - s.x1, s.y2 - s.y1);
    if (length < 1e-9) continue;
    let ux = (s.x2 - s.x1) / length;
    let uy = (s.y2 - s.y1) / length;
    if (ux < -1e-9 || (Math.abs(ux) <= 1e-9 && uy < 0)) [ux, uy] = [-ux, -uy];
    const onLine = (l: Line) =>
      (!byColour || l.colour === s.colour) &&
      (Math.abs(cross(l.ux, l.uy, ux, uy)) < PARALLEL || length <= tolerance) &&
      Math.abs(cross(l.ux, l.uy, s.x1 - l.ox, s.y1 - l.oy)) <= tolerance &&
      Math.abs(cross(l.ux, l.uy, s.x2 - l.ox, s.y2 - l.oy)) <= tolerance;
    let line = lines.find(onLine);
    if (!line) {
      line = { ox: s.x1, oy: s.y1, ux, uy, colour: s.colour, spans: [] };
      lines.push(line);
    }
    const t1 = line.ux * (s.x1 - line.ox) + line.uy * (s.y1 - line.oy);
    const t2 = line.ux * (s.x2 - line.ox) + line.uy * (s.y2 - line.oy);
    line.spans.push([Math.min(t1, t2), Math.max(t1, t2)]);
  }
  const out: Segment[] = [];
  for (const l of lines) {
    const spans = [...l.spans].sort((a, b) => a[0] - b[0]);
    let [from, to] = spans[0];
    const emit = () =>
      out.push({
        x1: l.ox + l.ux * from,
        y1: l.oy + l.uy * from,
        x2: l.ox + l.ux * to,
        y2: l.oy + l.uy * to,
        colour: l.colour,
      });
    for (const [a, b] of spans.slice(1)) {
      if (a <= to + tolerance) to = Math.max(to, b);
      else {
        emit();
        [from, to] = [a, b];
      }
    }
    emit();
  }
  return out;
}

const near = (ax: number, ay: number, bx: number, by: number, tolerance: number) =>
  Math.hypot(ax - bx, ay - by) <= tolerance;

/** The same line either way round, within the tolerance (and of the same colour when colours count). */
export function sameLine(a: Segment, b: Segment, colours: boolean, tolerance = TOLERANCE): boolean {
  if (colours && a.colour !== b.colour) return false;
  return (
    (near(a.x1, a.y1, b.x1, b.y1, tolerance) && near(a.x2, a.y2, b.x2, b.y2, tolerance)) ||
    (near(a.x1, a.y1, b.x2, b.y2, tolerance) && near(a.x2, a.y2, b.x1, b.y1, tolerance))
  );
}

/** True when the drawn lines make the target picture: order, direction and how lines were split do not matter. */
export function sameDrawing(
  drawn: readonly Segment[],
  target: readonly Segment[],
  colours = false,
  tolerance = TOLERANCE,
): boolean {
  const mine = canonicalLines(drawn, colours, tolerance);
  const theirs = canonicalLines(target, colours, tolerance);
  if (mine.length !== theirs.length) return false;
  const used = new Set<number>();
  return theirs.every((t) => {
    const i = mine.findIndex((m, j) => !used.has(j) && sameLine(m, t, colours, tolerance));
    if (i < 0) return false;
    used.add(i);
    return true;
  });
}

/**
 * The picture as the turtle draws it turning every time the other way: each line mirrored about the line through
 * the start along the start heading.
 */
export function mirrorImage(target: readonly Segment[], start: TurtleStart): Segment[] {
  const r = (start.heading * Math.PI) / 180;
  const [dx, dy] = [Math.sin(r), -Math.cos(r)];
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  const flip = (x: number, y: number) => {
    const [vx, vy] = [x - start.x, y - start.y];
    const along = vx * dx + vy * dy;
    return [round(start.x + 2 * along * dx - vx), round(start.y + 2 * along * dy - vy)];
  };
  return target.map((s) => {
    const [x1, y1] = flip(s.x1, s.y1);
    const [x2, y2] = flip(s.x2, s.y2);
    return { x1, y1, x2, y2, colour: s.colour };
  });
}

/** The pictures a drawing may match: the target, and its mirror image where the task names no direction. */
export function acceptedPictures(spec: DrawSpec): Segment[][] {
  return spec.direction ? [spec.target] : [spec.target, mirrorImage(spec.target, spec.start)];
}

export type DrawVerdict = { solved: boolean; run: TurtleRun };

/** Runs the program from the puzzle's start and compares its drawing with the picture (or its mirror image). */
export function judgeDrawing(
  spec: DrawSpec,
  program: ParsedProgram,
  maxSteps: number = PROGRAM_LIMITS.maxSteps,
): DrawVerdict {
  const run = runTurtle(program, spec.start, maxSteps);
  const complete = run.reason === "done";
  const solved =
    complete &&
    (spec.free
      ? run.segments.length > 0
      : acceptedPictures(spec).some((picture) => sameDrawing(run.segments, picture, spec.colours)));
  return { solved, run };
}
