// Puzzle packs from content/puzzles/*.json (issue 14, docs/decisions/090): imported as JSON like the standards
// (lib/standards/standards.ts), so the same loader works in Node, in tests and in a server component, with no fs.
// The packs hold reference solutions: read them on the server and hand the page `toPublicPuzzle(...)` only.
import { LEVELS } from "@/lib/vocabulary";
import greenAlgorithm from "@/content/puzzles/green-algorithm.json";
import greenBasics from "@/content/puzzles/green-basics.json";
import greenLoops from "@/content/puzzles/green-loops.json";
import orangeChallenges from "@/content/puzzles/orange-challenges.json";
import orangeConditionals from "@/content/puzzles/orange-conditionals.json";
import orangeFunctions from "@/content/puzzles/orange-functions.json";
import yellowConditionals from "@/content/puzzles/yellow-conditionals.json";
import yellowFunctions from "@/content/puzzles/yellow-functions.json";
import yellowLoops from "@/content/puzzles/yellow-loops.json";
import yellowVariables from "@/content/puzzles/yellow-variables.json";
import greenDrawingLoops from "@/content/puzzles/green-drawing-loops.json";
import greenDrawingFunctions from "@/content/puzzles/green-drawing-functions.json";
import yellowDrawingLoops from "@/content/puzzles/yellow-drawing-loops.json";
import yellowDrawingFunctions from "@/content/puzzles/yellow-drawing-functions.json";
import orangeDrawingLoops from "@/content/puzzles/orange-drawing-loops.json";
import orangeDrawingFunctions from "@/content/puzzles/orange-drawing-functions.json";
import { toolboxFor } from "./blocks";
import type { DrawSpec } from "./draw-verify";
import { firstBlockOf } from "./first-block";
import { type Idea, ideasOf } from "./ideas";
import { compileProgram } from "./notation";
import { parseProgram } from "./parse-program";
import { type DrawPuzzle, type MazePuzzle, type PuzzlePack, puzzlePackSchema } from "./schemas";
import { SCHOOL_YEAR_PACKS } from "./school-year-packs";
import { DEFAULT_COLOUR, runTurtle } from "./turtle";
import { buildWorld, type World, type WorldOptions } from "./world";

/** One entry per file in content/puzzles/ (a test checks none is missing). */
export const RAW_PUZZLE_PACKS: readonly unknown[] = [
  greenBasics,
  greenAlgorithm,
  greenLoops,
  yellowLoops,
  yellowConditionals,
  yellowVariables,
  yellowFunctions,
  orangeConditionals,
  orangeFunctions,
  orangeChallenges,
  ...SCHOOL_YEAR_PACKS,
  greenDrawingLoops,
  greenDrawingFunctions,
  yellowDrawingLoops,
  yellowDrawingFunctions,
  orangeDrawingLoops,
  orangeDrawingFunctions,
];

/** Where a puzzle sits, and the idea it is judged by (its own or its unit's, issue 38). */
type InPack = { packId: string; unit: string; level: string; extra: boolean; ideas: readonly Idea[] };
/** `grids`: every world the program must solve, world 1 first. */
export type MazeCatalogPuzzle = MazePuzzle & InPack & { grids: World[] };
export type DrawCatalogPuzzle = DrawPuzzle & InPack & { drawing: DrawSpec };
export type CatalogPuzzle = MazeCatalogPuzzle | DrawCatalogPuzzle;
export type PuzzleCatalog = { packs: PuzzlePack[]; puzzles: ReadonlyMap<string, CatalogPuzzle> };

/** Validates packs and indexes their puzzles; throws naming the pack and the problem (content is ours, a bug). */
export function buildCatalog(raw: readonly unknown[]): PuzzleCatalog {
  const packs: PuzzlePack[] = [];
  const puzzles = new Map<string, CatalogPuzzle>();
  for (const [i, data] of raw.entries()) {
    const parsed = puzzlePackSchema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`Puzzle pack #${i + 1}: ${issue.path.join(".")}: ${issue.message}`);
    }
    // Programs may be written in the text notation (notation.ts); the catalog always holds Blockly JSON.
    const pack = {
      ...parsed.data,
      puzzles: parsed.data.puzzles.map((z) => ({
        ...z,
        solution: asBlockly(z.solution, `${z.id} solution`),
        wrong: asBlockly(z.wrong, `${z.id} wrong`),
      })),
    };
    if (packs.some((p) => p.id === pack.id)) throw new Error(`Puzzle pack id "${pack.id}" is used twice.`);
    packs.push(pack);
    for (const puzzle of pack.puzzles) {
      if (puzzles.has(puzzle.id)) throw new Error(`Puzzle id "${puzzle.id}" is used twice.`);
      const inPack = {
        packId: pack.id,
        unit: pack.unit,
        level: pack.level,
        extra: pack.extra,
        // A free drawing is the child's own: any drawing passes and counts, whatever its blocks.
        ideas: puzzle.game === "draw" && puzzle.free ? (puzzle.idea ?? []) : ideasOf(pack.unit, puzzle.idea),
      };
      if (puzzle.game === "draw") puzzles.set(puzzle.id, { ...puzzle, ...inPack, drawing: drawSpecOf(puzzle) });
      // the schema already refused a map that is not a world
      else puzzles.set(puzzle.id, { ...puzzle, ...inPack, grids: worldsOf(puzzle).map((w) => w.grid) });
    }
  }
  packs.sort((a, b) => LEVELS.indexOf(a.level as never) - LEVELS.indexOf(b.level as never) || a.order - b.order);
  return { packs, puzzles };
}

function asBlockly(program: unknown, what: string): unknown {
  if (typeof program !== "string") return program;
  try {
    return compileProgram(program);
  } catch (error) {
    throw new Error(`${what}: ${(error as Error).message}`);
  }
}

/** A maze puzzle's worlds, world 1 first: each as authored (map and options) and as built. */
function worldsOf(puzzle: MazePuzzle): { map: string[]; options: WorldOptions; grid: World }[] {
  return [puzzle.world, ...(puzzle.worlds ?? [])].map(({ map, ...options }) => ({
    map,
    options,
    grid: buildWorld(map, options) as World,
  }));
}

/** A drawing puzzle's picture: its `target` lines, or what its reference solution draws (issue 27). */
function drawSpecOf(puzzle: DrawPuzzle): DrawSpec {
  const common = {
    start: puzzle.start,
    free: puzzle.free,
    colours: puzzle.colours,
    ...(puzzle.direction ? { direction: puzzle.direction } : {}),
  };
  if (puzzle.free) return { ...common, target: [] };
  if (puzzle.target)
    return { ...common, target: puzzle.target.map(([x1, y1, x2, y2]) => ({ x1, y1, x2, y2, colour: DEFAULT_COLOUR })) };
  const parsed = parseProgram(puzzle.solution);
  const run = parsed.ok ? runTurtle(parsed.program, puzzle.start) : null;
  if (!run || run.reason !== "done" || run.segments.length === 0)
    throw new Error(`Puzzle "${puzzle.id}": its reference solution draws no picture.`);
  return { ...common, target: run.segments };
}

let cached: PuzzleCatalog | undefined;

/** The shipped catalog, validated once on first use. */
export function puzzleCatalog(): PuzzleCatalog {
  cached ??= buildCatalog(RAW_PUZZLE_PACKS);
  return cached;
}

export function findPuzzle(id: string): CatalogPuzzle | undefined {
  return puzzleCatalog().puzzles.get(id);
}

export function findPack(id: string): PuzzlePack | undefined {
  return puzzleCatalog().packs.find((p) => p.id === id);
}

/** Packs in level then pack order; extra (entitlement-gated) packs only when asked for. */
export function listPacks(filter: { unit?: string; level?: string; includeExtra?: boolean } = {}) {
  return puzzleCatalog()
    .packs.filter(
      (p) =>
        (filter.unit === undefined || p.unit === filter.unit) &&
        (filter.level === undefined || p.level === filter.level),
    )
    .filter((p) => filter.includeExtra || !p.extra)
    .map((p) => ({
      id: p.id,
      title: p.title,
      unit: p.unit,
      level: p.level,
      order: p.order,
      extra: p.extra,
      puzzleIds: p.puzzles.map((z) => z.id),
    }));
}

/**
 * What the puzzle page may send to the browser: no reference solution, no wrong program. The browser runs the
 * same check with `verifyAttempt(rulesOf(publicPuzzle), program)` (verify.ts), without importing this file.
 */
export function toPublicPuzzle(puzzle: CatalogPuzzle) {
  return {
    id: puzzle.id,
    packId: puzzle.packId,
    title: puzzle.title,
    instructions: puzzle.instructions,
    ...(puzzle.game === "draw"
      ? { game: "draw" as const, drawing: puzzle.drawing }
      : { game: "maze" as const, worlds: worldsOf(puzzle).map(({ map, options }) => ({ map, options })) }),
    blocks: puzzle.blocks,
    toolbox: toolboxFor(puzzle.blocks),
    idealBlocks: puzzle.idealBlocks,
    ideas: puzzle.ideas,
    hint: puzzle.hint,
    skills: puzzle.skills,
    standards: puzzle.standards,
    /** "Show me the first block" (issue 23): the reference solution's first block alone, nothing of the rest. */
    firstBlock: firstBlockOf(puzzle.solution),
  };
}
export type PublicPuzzle = ReturnType<typeof toPublicPuzzle>;
