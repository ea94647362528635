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
  "1": "number tile 1 (a floor showing the number; 1 to 9)",
  "2": "number tile 2",
  "3": "number tile 3",
  "4": "number tile 4",
  "5": "number tile 5",
  "6": "number tile 6",
  "7": "number tile 7",
  "8": "number tile 8",
  "9": "number tile 9",
  L: "floor with a sign saying the word “left”",
  R: "floor with a sign saying the word “right”",
} as const;

/** The word a sign tile shows (Data Types: words on tiles). */
export const SIGN_WORDS = { L: "left", R: "right" } as const;
export type SignWord = (typeof SIGN_WORDS)[keyof typeof SIGN_WORDS];
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
  /** Number tiles (Data Types): cell key → 1..9. */
  numbers: ReadonlyMap<string, number>;
  /** Sign tiles (Data Types: words): cell key → the word. */
  signs: ReadonlyMap<string, SignWord>;
  /** When set, the flag counts only with exactly this many gems in the bag (counting gems); gems may stay. */
  need?: number;
  /** The list Sprout carries at the start (Lists). */
  list?: readonly number[];
  /** When set, the flag counts only when the list Sprout carries is exactly this (Lists). */
  wantList?: readonly number[];
};

/** The options a puzzle's world may add to its map (content schema `world`). */
export type WorldOptions = { need?: number; list?: readonly number[]; wantList?: readonly number[] };

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
  const numbers = new Map<string, number>();
  const signs = new Map<string, SignWord>();
  let start: World["start"] | null = null;
  let goal: Cell | null = null;
  for (let y = 0; y < rows.length; y++) {
    if (rows[y].length !== width) return `Row ${y + 1} is not as wide as the first row.`;
    for (let x = 0; x < width; x++) {
      const ch = rows[y][x];
      if (!Object.hasOwn(MAP_LEGEND, ch)) return `Row ${y + 1} has "${ch}", which is not on the map legend.`;
      if (ch === "#") walls.add(cellKey({ x, y }));
      else if (ch === "*") gems.push({ x, y });
      else if (ch >= "1" && ch <= "9") numbers.set(cellKey({ x, y }), Number(ch));
      else if (ch === "L" || ch === "R") signs.set(cellKey({ x, y }), SIGN_WORDS[ch]);
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
  return { width, height: rows.length, walls, start, goal, gems, numbers, signs };
}

/** The map with its options (gems needed, the list carried and wanted), or why it is not a world. */
export function buildWorld(rows: readonly string[], options: WorldOptions = {}): World | string {
  const world = parseMap(rows);
  if (typeof world === "string") return world;
  if ((options.need !== undefined || options.wantList !== undefined) && !world.goal)
    return "A puzzle that counts gems or checks the list needs a flag (G).";
  if (options.need !== undefined && options.need > world.gems.length)
    return `The map has fewer than ${options.need} gems.`;
  const out: World = { ...world };
  if (options.need !== undefined) out.need = options.need;
  if (options.list !== undefined) out.list = [...options.list];
  if (options.wantList !== undefined) out.wantList = [...options.wantList];
  return out;
}
