// The puzzle world in words (issue 23, docs/decisions/245): the text alternative of the maze for a child who
// cannot see it, and the sentence announced after each step. Rows and columns count from 1, top left, as a
// child counts squares; directions are the child's own ("right", "down"), not compass letters.
import { cellKey, type Cell, type Direction, type World } from "./world";

export type SpriteState = Cell & { dir: Direction; gemsTaken: ReadonlySet<string> };
export type StepWord = "gem" | "goal" | "bump" | "no-gem";

const FACING: Record<Direction, string> = { N: "up", E: "right", S: "down", W: "left" };

export const where = (c: Cell) => `row ${c.y + 1}, column ${c.x + 1}`;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "3 squares right and 1 square down" from `from` to `to`; "right here" when they are the same square. */
export function offset(from: Cell, to: Cell): string {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const parts = [
    dx ? `${plural(Math.abs(dx), "square")} ${dx > 0 ? "right" : "left"}` : "",
    dy ? `${plural(Math.abs(dy), "square")} ${dy > 0 ? "down" : "up"}` : "",
  ].filter(Boolean);
  return parts.length ? parts.join(" and ") : "right here";
}

/** Runs of three or more consecutive numbers as "3 to 6"; shorter ones one by one. */
function runs(ns: number[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < ns.length;) {
    let j = i;
    while (j + 1 < ns.length && ns[j + 1] === ns[j] + 1) j++;
    if (j - i >= 2) out.push(`${ns[i]} to ${ns[j]}`);
    else out.push(...ns.slice(i, j + 1).map(String));
    i = j + 1;
  }
  return out;
}

/** One sentence per row that has walls: "Row 2: walls in columns 1 to 4 and 6." */
export function wallLines(world: World): string[] {
  const lines: string[] = [];
  for (let y = 0; y < world.height; y++) {
    const cols: number[] = [];
    for (let x = 0; x < world.width; x++) if (world.walls.has(cellKey({ x, y }))) cols.push(x + 1);
    if (!cols.length) continue;
    const r = runs(cols);
    const list = r.length > 1 ? `${r.slice(0, -1).join(", ")} and ${r.at(-1)}` : r[0];
    const single = cols.length === 1;
    lines.push(`Row ${y + 1}: ${single ? "a wall in column" : "walls in columns"} ${list}.`);
  }
  return lines;
}

export function gemsLeft(world: World, sprite: SpriteState): Cell[] {
  return world.gems.filter((g) => !sprite.gemsTaken.has(cellKey(g)));
}

/** What is in the square ahead of Sprout: the edge, a wall, or an open square. */
function ahead(world: World, s: SpriteState): string {
  const step = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] }[s.dir];
  const c = { x: s.x + step[0], y: s.y + step[1] };
  if (c.x < 0 || c.y < 0 || c.x >= world.width || c.y >= world.height) return "the edge of the maze is ahead";
  return world.walls.has(cellKey(c)) ? "a wall is ahead" : "the path ahead is open";
}

/** The whole picture: size, Sprout, the flag, the gems and the walls, one sentence each. */
export function describeWorld(world: World, sprite: SpriteState): string[] {
  const gems = gemsLeft(world, sprite);
  const lines = [
    `The maze is ${plural(world.width, "column")} wide and ${plural(world.height, "row")} tall.`,
    `Sprout is at ${where(sprite)}, facing ${FACING[sprite.dir]}; ${ahead(world, sprite)}.`,
  ];
  if (world.goal) lines.push(`The flag is at ${where(world.goal)}, ${offset(sprite, world.goal)} from Sprout.`);
  if (world.gems.length)
    lines.push(
      gems.length
        ? `${gems.length === 1 ? "One gem is" : `${gems.length} gems are`} left: ${gems
            .map((g) => `${where(g)} (${offset(sprite, g)})`)
            .join("; ")}.`
        : "All the gems are picked up.",
    );
  const walls = wallLines(world);
  lines.push(...(walls.length ? walls : ["There are no walls."]));
  return lines;
}

/** The sentence announced after one step of a run (or when Sprout goes back to the start). */
export function describeMove(world: World, before: SpriteState, after: SpriteState, event?: StepWord): string | null {
  if (event === "bump") return `Bump! A wall. Sprout stays at ${where(after)}.`;
  if (event === "no-gem") return `There is no gem at ${where(after)} to pick up.`;
  const parts: string[] = [];
  const moved = before.x !== after.x || before.y !== after.y;
  if (moved) parts.push(`Sprout moves to ${where(after)}.`);
  else if (before.dir !== after.dir) parts.push(`Sprout turns and faces ${FACING[after.dir]}.`);
  if (after.gemsTaken.size > before.gemsTaken.size) {
    const left = gemsLeft(world, after).length;
    parts.push(`Gem picked up! ${left ? `${plural(left, "gem")} left.` : "No gems left."}`);
  }
  if (event === "goal") parts.push(world.goal ? "Sprout is at the flag!" : "All the gems are picked up!");
  if (!parts.length) return null;
  return parts.join(" ");
}
