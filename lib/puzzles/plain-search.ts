// The content check's search (issue 38, docs/decisions/262): the shortest program of plain moves, turns and
// pick-ups that solves every world of a maze puzzle at once, found by a breadth-first search over the worlds'
// joint states. A concept puzzle is honest when this search finds nothing (its worlds differ where the idea
// decides) or only a program longer than the puzzle's ideal (the block limit does the work). A program with
// fixed-count repeats unrolls to a plain one, so "no plain program" also rules those out. Used by the content
// test and by the puzzle scripts; it follows the interpreter's rules (interpreter.ts), and the test replays every
// program it finds through the interpreter itself.
import { ahead, cellKey, type Direction, isOpen, turn, type World } from "./world";

export type PlainAction = "move" | "turn left" | "turn right" | "collect";
const ACTIONS: readonly PlainAction[] = ["move", "turn left", "turn right", "collect"];

/** One world during the search: where Sprout is, the gems still lying (a bit each), or done (the run stopped). */
type Pos = { x: number; y: number; dir: Direction; gems: number } | "done";

export type PlainSearch =
  { found: true; actions: PlainAction[] } | { found: false; why: "no-program" | "too-large"; states: number };

const DEFAULT_MAX_STATES = 400_000;

function goalMet(world: World, p: Exclude<Pos, "done">, gemIndex: Map<string, number>): boolean {
  const atGoal = !world.goal || (world.goal.x === p.x && world.goal.y === p.y);
  const left = popCount(p.gems);
  const carried = gemIndex.size - left;
  const gemsMet = world.need !== undefined ? carried === world.need : left === 0;
  return atGoal && gemsMet;
}

function popCount(n: number): number {
  let c = 0;
  for (let v = n; v; v &= v - 1) c++;
  return c;
}

/** One action in one world: the new position, or null when the run stops there without solving (wall, no gem). */
function act(world: World, p: Pos, a: PlainAction, gemIndex: Map<string, number>): Pos | null {
  if (p === "done") return p;
  let next: Exclude<Pos, "done">;
  if (a === "move") {
    const c = ahead(p, p.dir);
    if (!isOpen(world, c)) return null;
    next = { ...p, x: c.x, y: c.y };
  } else if (a === "collect") {
    const bit = gemIndex.get(cellKey(p));
    if (bit === undefined || !(p.gems & (1 << bit))) return null;
    next = { ...p, gems: p.gems & ~(1 << bit) };
  } else next = { ...p, dir: turn(p.dir, a === "turn left" ? "left" : "right") };
  return goalMet(world, next, gemIndex) ? "done" : next;
}

const keyOf = (ps: readonly Pos[]) =>
  ps.map((p) => (p === "done" ? "D" : `${p.x},${p.y},${p.dir},${p.gems}`)).join("|");

/**
 * The shortest plain program that solves every world, or why there is none: no such program exists (of at most
 * `maxLength` blocks, when given), or the search met `maxStates` joint states first (then nothing is proved).
 */
export function shortestPlainProgram(
  worlds: readonly World[],
  { maxStates = DEFAULT_MAX_STATES, maxLength = Infinity }: { maxStates?: number; maxLength?: number } = {},
): PlainSearch {
  // A list the flag asks for cannot be built without the list blocks.
  const listBound = worlds.some(
    (w) => w.wantList && ((w.list ?? []).length !== w.wantList.length || w.wantList.some((n, i) => w.list![i] !== n)),
  );
  if (listBound || worlds.some((w) => w.gems.length > 30)) return { found: false, why: "no-program", states: 0 };
  const indexes = worlds.map((w) => new Map(w.gems.map((g, i) => [cellKey(g), i])));
  const start: Pos[] = worlds.map((w) => ({
    x: w.start.x,
    y: w.start.y,
    dir: w.start.dir,
    gems: (1 << w.gems.length) - 1,
  }));
  type Node = { ps: Pos[]; parent: number; action: PlainAction | null; depth: number };
  const nodes: Node[] = [{ ps: start, parent: -1, action: null, depth: 0 }];
  const seen = new Set([keyOf(start)]);
  for (let head = 0; head < nodes.length; head++) {
    const { ps, depth } = nodes[head];
    if (depth >= maxLength) break; // breadth first: every node after this one is as deep
    for (const a of ACTIONS) {
      const next: Pos[] = [];
      let stopped = false;
      for (let i = 0; i < worlds.length && !stopped; i++) {
        const p = act(worlds[i], ps[i], a, indexes[i]);
        if (p === null) stopped = true;
        else next.push(p);
      }
      if (stopped) continue;
      const key = keyOf(next);
      if (seen.has(key)) continue;
      seen.add(key);
      nodes.push({ ps: next, parent: head, action: a, depth: depth + 1 });
      if (next.every((p) => p === "done")) {
        const actions: PlainAction[] = [];
        for (let at = nodes.length - 1; at > 0; at = nodes[at].parent) actions.unshift(nodes[at].action!);
        return { found: true, actions };
      }
      if (nodes.length >= maxStates) return { found: false, why: "too-large", states: nodes.length };
    }
  }
  return { found: false, why: "no-program", states: nodes.length };
}

/** The program in the notation (notation.ts), for replaying through the interpreter and for messages. */
export const plainNotation = (actions: readonly PlainAction[]) => actions.join("; ");
