// A drawing puzzle's help when the picture is not right yet (issue 27, docs/decisions/226): the first line the
// turtle drew that is not in the picture says why (too long, the wrong angle, the wrong colour, a line where
// there is none); when every line is in the picture, what is still missing (a line too short, lines not drawn).
// A drawing that follows the picture's mirror image (every turn the other way, issue 38) is helped towards the
// mirror image where the task names no direction, and told to turn the other way where it names one.
import { canonicalLines, type DrawSpec, mirrorImage, sameLine, TOLERANCE } from "./draw-verify";
import type { Segment } from "./turtle";

/** Distance from a point to a segment. */
function distance(px: number, py: number, s: Segment): number {
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - s.x1) * dx + (py - s.y1) * dy) / l2));
  return Math.hypot(px - (s.x1 + t * dx), py - (s.y1 + t * dy));
}

const lies = (s: Segment, on: Segment) =>
  distance(s.x1, s.y1, on) <= TOLERANCE && distance(s.x2, s.y2, on) <= TOLERANCE;

function parallel(a: Segment, b: Segment): boolean {
  const la = Math.hypot(a.x2 - a.x1, a.y2 - a.y1);
  const lb = Math.hypot(b.x2 - b.x1, b.y2 - b.y1);
  if (la === 0 || lb === 0) return false;
  return Math.abs((a.x2 - a.x1) * (b.y2 - b.y1) - (a.y2 - a.y1) * (b.x2 - b.x1)) / (la * lb) < 0.05;
}

const nearEnd = (x: number, y: number, t: Segment) =>
  Math.hypot(x - t.x1, y - t.y1) <= TOLERANCE || Math.hypot(x - t.x2, y - t.y2) <= TOLERANCE;

/** `s` starts on `t` and sets off along it (so, not lying on it whole, it runs past its end). */
function startsAlong(s: Segment, t: Segment): boolean {
  const length = Math.hypot(s.x2 - s.x1, s.y2 - s.y1);
  const a = Math.min(length, 3 * TOLERANCE) / length;
  const bit = { ...s, x2: s.x1 + (s.x2 - s.x1) * a, y2: s.y1 + (s.y2 - s.y1) * a };
  return parallel(s, t) && lies(bit, t);
}

/** How many of the first lines drawn follow the picture's lines, in a row: lie on one, or set off along one. */
function leadingOn(drawn: readonly Segment[], picture: readonly Segment[], colours: boolean): number {
  const lines = canonicalLines(picture, colours);
  const follows = (s: Segment) =>
    lines.some((t) => (lies(s, t) || startsAlong(s, t)) && (!colours || t.colour === s.colour));
  const n = drawn.findIndex((s) => !follows(s));
  return n < 0 ? drawn.length : n;
}

/** One or two sentences for the child; `drawn` in the order the turtle drew them. */
export function drawHelp(drawn: readonly Segment[], spec: DrawSpec): string {
  if (drawn.length === 0)
    return 'The turtle has not drawn a line yet. Use "move forward", and check that the pen is down.';
  if (spec.free) return "";
  const mirror = mirrorImage(spec.target, spec.start);
  if (leadingOn(drawn, mirror, spec.colours) <= leadingOn(drawn, spec.target, spec.colours))
    return helpTowards(drawn, spec.target, spec.colours);
  if (spec.direction)
    return `The turtle turns ${spec.direction === "left" ? "right" : "left"}, but this picture turns ${spec.direction}: turn the other way.`;
  return helpTowards(drawn, mirror, spec.colours);
}

/** The help towards one picture: the first line drawn that is not in it, else what it still misses. */
function helpTowards(drawn: readonly Segment[], picture: readonly Segment[], colours: boolean): string {
  const target = canonicalLines(picture, colours);
  for (const [i, s] of drawn.entries()) {
    if (target.some((t) => lies(s, t) && (!colours || t.colour === s.colour))) continue;
    const n = i + 1;
    if (colours && target.some((t) => lies(s, t))) return `Line ${n} has the wrong colour.`;
    if (target.some((t) => startsAlong(s, t)))
      return `Line ${n} is too long: it goes past the end of the picture's line.`;
    const prev = drawn[i - 1];
    const straightOn = prev && parallel(prev, s) && Math.hypot(prev.x2 - s.x1, prev.y2 - s.y1) <= TOLERANCE;
    if (straightOn && target.some((t) => nearEnd(s.x1, s.y1, t)))
      // straight on past a picture line's end: over a gap when the picture goes on further along, else too far
      return target.some((t) => parallel(s, t) && distance(s.x2, s.y2, t) <= TOLERANCE)
        ? `Line ${n} is drawn where the picture has a gap. Should the pen be up there?`
        : `Line ${n} is too long: it goes past the end of the picture's line.`;
    const corner = target.some((t) => nearEnd(s.x1, s.y1, t));
    if (n > 1 && !corner && target.some((t) => distance(s.x1, s.y1, t) <= TOLERANCE))
      return `Line ${n} turns where the picture has no corner: is line ${n - 1} too short?`;
    if (target.some((t) => distance(s.x1, s.y1, t) <= TOLERANCE))
      return `Line ${n} goes the wrong way: check the angle of the turn before it.`;
    return `Line ${n} is drawn where the picture has no line. Should the pen be up there?`;
  }
  const mine = canonicalLines(drawn, colours);
  const missing = target.filter((t) => !mine.some((m) => sameLine(m, t, colours)));
  if (missing.some((t) => mine.some((m) => lies(m, t) && parallel(m, t))))
    return "A line is too short: the picture's line goes further.";
  return missing.length === 1
    ? "One line of the picture is still missing."
    : `${missing.length} lines of the picture are still missing.`;
}
