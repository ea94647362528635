// The grid world a child steers (issue 14, docs/decisions/090): authored as rows of characters so a puzzle
// reads like its picture, parsed once into walls, start, flag and gems.

export const MAP_LEGEND = {
  "#": "wall",
  ".": "floor",
  G: "flag (the goal)",
  "*": "gem",
  "^": "start facing up",
  ">": "start facing right",
  v: "start facing down",
  "<": "start facing left",
} as const;
export const MAX_MAP_SIZE = 12;

export type Direction = "N" | "E" | "S" | "W";
export type Cell = { x: number; y: number };
export type World = {
  width: number;
  height: number;
  walls: ReadonlySet<string>;
  start: Cell & { dir: Direction };
  goal: Cell | null;
  gems: readonly Cell[];
};

const START_DIRS: Record<string, Direction> = { "^": "N", ">": "E", v: "S", "<": "W" };
const DIRS: Direction[] = ["N", "E", "S", "W"];
const STEP: Record<Direction, Cell> = { N: { x: 0, y: -1 }, E: { x: 1, y: 0 }, S: { x: 0, y: 1 }, W: { x: -1, y: 0 } };

export const cellKey = (c: Cell) => `${c.x},${c.y}`;

export function turn(dir: Direction, side: "left" | "right"): Direction {
  return DIRS[(DIRS.indexOf(dir) + (side === "left" ? 3 : 1)) % 4];
}

export function ahead(c: Cell, dir: Direction): Cell {
  return { x: c.x + STEP[dir].x, y: c.y + STEP[dir].y };
}

export function isOpen(world: World, c: Cell): boolean {
  return c.x >= 0 && c.y >= 0 && c.x < world.width && c.y < world.height && !world.walls.has(cellKey(c));
}

/** Parses map rows into a World, or returns why the map is not one (for the content schema). */
export function parseMap(rows: readonly string[]): World | string {
  if (rows.length < 1 || rows.length > MAX_MAP_SIZE) return `A map has 1 to ${MAX_MAP_SIZE} rows.`;
  const width = rows[0].length;
  if (width < 1 || width > MAX_MAP_SIZE) return `A map has 1 to ${MAX_MAP_SIZE} columns.`;
  const walls = new Set<string>();
  const gems: Cell[] = [];
  let start: World["start"] | null = null;
  let goal: Cell | null = null;
  for (let y = 0; y < rows.length; y++) {
    if (rows[y].length !== width) return `Row ${y + 1} is not as wide as the first row.`;
    for (let x = 0; x < width; x++) {
      const ch = rows[y][x];
      if (!Object.hasOwn(MAP_LEGEND, ch)) return `Row ${y + 1} has "${ch}", which is not on the map legend.`;
      if (ch === "#") walls.add(cellKey({ x, y }));
      else if (ch === "*") gems.push({ x, y });
      else if (ch === "G") {
        if (goal) return "A map has at most one flag (G).";
        goal = { x, y };
      } else if (ch in START_DIRS) {
        if (start) return "A map has exactly one start (^ > v <).";
        start = { x, y, dir: START_DIRS[ch] };
      }
    }
  }
  if (!start) return "A map has exactly one start (^ > v <).";
  if (!goal && gems.length === 0) return "A map needs a flag (G) or at least one gem (*) to reach.";
  return { width, height: rows.length, walls, start, goal, gems };
}
