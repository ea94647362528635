// Zod schemas for puzzle packs (content/puzzles/*.json) and for the program a child sends with an attempt
// (issue 14, docs/decisions/090). Every text is treated as hostile: NUL and lone surrogates are refused.
import { z } from "zod";
import { unsafeTextProblem } from "@/lib/http/input-guard";
import { LEVELS, PRESET_UNITS } from "@/lib/vocabulary";
import { BLOCK_TYPES } from "./block-vocabulary";
import { IDEAS } from "./ideas";
import { buildWorld } from "./world";

/** Limits on an incoming program; a child's solution to any puzzle here is under 40 blocks and 6 KB. */
export const PROGRAM_LIMITS = {
  maxBytes: 32 * 1024,
  maxBlocks: 200,
  maxNesting: 12,
  maxVariables: 10,
  maxTopBlocks: 20,
  maxSteps: 10_000,
  maxCallDepth: 16,
} as const;

/**
 * How deep the JSON of the largest valid program can nest: Blockly nests each next block two levels down
 * (`next.block`), a statement body three (`inputs.DO.block`), under a few levels of workspace and request. The
 * route's input guard allows this much (docs/decisions/162); parseProgram then applies the limits above.
 */
export const PROGRAM_JSON_DEPTH = 2 * PROGRAM_LIMITS.maxBlocks + 3 * PROGRAM_LIMITS.maxNesting + 16;

// A lone surrogate cannot be stored or shown reliably; NUL breaks PostgreSQL text. The wrapper's one guard decides.
export const isCleanText = (s: string) => unsafeTextProblem(s) === null;

const text = (max: number) =>
  z.string().trim().min(1).max(max).refine(isCleanText, "Text may not hold NUL or broken characters.");
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Ids are lowercase words joined by hyphens.")
  .max(60);

export const standardSetIdSchema = z.enum(["CSTA", "NY", "KS", "MO"]);

const listSchema = z.array(z.number().int().min(-1000).max(1000)).max(20);

export const worldSchema = z
  .object({
    map: z.array(z.string().max(12)).min(1).max(12),
    /** Gems the bag must hold at the flag (counting gems, Data Types). */
    need: z.number().int().min(0).max(50).optional(),
    /** The list Sprout carries at the start, and the one the flag asks for (Lists). */
    list: listSchema.optional(),
    wantList: listSchema.optional(),
  })
  .superRefine(({ map, ...options }, ctx) => {
    const world = buildWorld(map, options);
    if (typeof world === "string") ctx.addIssue({ code: "custom", message: world, path: ["map"] });
  });

/** What every puzzle names, whatever its game. */
const puzzleCommon = {
  id: slug,
  title: text(60),
  instructions: text(300),
  blocks: z.array(z.enum(BLOCK_TYPES as [string, ...string[]])).min(1),
  idealBlocks: z.number().int().min(1).max(PROGRAM_LIMITS.maxBlocks),
  skills: z.array(z.object({ id: slug, title: text(60) })).min(1),
  standards: z.partialRecord(standardSetIdSchema, z.array(z.string().max(20)).min(1)),
  hint: text(200),
  /** The idea the puzzle teaches (issue 38); without it the unit's (ideas.ts UNIT_IDEAS). */
  idea: z.array(z.enum(IDEAS)).max(3).optional(),
  solution: z.unknown(),
  wrong: z.unknown(),
};

/** How many worlds a maze puzzle may hold: the program must solve every one (issue 38, docs/decisions/262). */
export const MAX_WORLDS = 4;

/**
 * The maze: Sprout walks a grid map (the default game). `world` is world 1; `worlds` are the others (different
 * gems, tiles, signs, lists or corridors), each of which the same program must solve.
 */
export const mazePuzzleSchema = z.object({
  game: z.literal("maze"),
  world: worldSchema,
  worlds: z
    .array(worldSchema)
    .max(MAX_WORLDS - 1)
    .optional(),
  ...puzzleCommon,
});

const coordinate = z.number().min(-1000).max(1000);

/**
 * The drawing game (issue 27, docs/decisions/225): a turtle draws lines from `start` on a 400 × 400 canvas (y down,
 * heading in degrees clockwise from up). The picture is `target` ([x1, y1, x2, y2] lines) or, without it, what
 * the reference solution draws. `free`: any drawing passes and stays the child's own; `colours`: colour counts.
 * `direction`: the way the task tells the turtle to turn (the picture turns that way, its mirror image is wrong);
 * left out, the task names no direction and the mirror image (every turn the other way) is right too (issue 38).
 */
export const drawPuzzleSchema = z.object({
  game: z.literal("draw"),
  start: z
    .object({ x: coordinate, y: coordinate, heading: z.number().min(0).max(359) })
    .default({ x: 200, y: 200, heading: 0 }),
  target: z
    .array(z.tuple([coordinate, coordinate, coordinate, coordinate]))
    .max(500)
    .optional(),
  free: z.boolean().default(false),
  colours: z.boolean().default(false),
  direction: z.enum(["left", "right"]).optional(),
  ...puzzleCommon,
});

/** A puzzle of either game; `game` may be left out for a maze. */
export const puzzleSchema = z.preprocess(
  (v) => (v && typeof v === "object" && !Array.isArray(v) && !("game" in v) ? { ...v, game: "maze" } : v),
  z.discriminatedUnion("game", [mazePuzzleSchema, drawPuzzleSchema]),
);

export const puzzlePackSchema = z.object({
  id: slug,
  title: text(60),
  unit: z.enum(PRESET_UNITS),
  level: z.enum(LEVELS as [string, ...string[]]),
  order: z.number().int().min(1).max(999),
  extra: z.boolean(),
  puzzles: z.array(puzzleSchema).min(1).max(30),
});

export type Puzzle = z.infer<typeof puzzleSchema>;
export type MazePuzzle = z.infer<typeof mazePuzzleSchema>;
export type DrawPuzzle = z.infer<typeof drawPuzzleSchema>;
export type PuzzlePack = z.infer<typeof puzzlePackSchema>;

// The program as Blockly serializes a workspace: `{ blocks: { languageVersion: 0, blocks: [...] }, variables? }`.
// Blocks are checked one node at a time by the parser (parse-program.ts), so hostile nesting never reaches zod;
// `attemptBodySchema` (verify.ts) is the whole check as a zod schema for the route.
const idText = z.string().max(64).refine(isCleanText, "Text may not hold NUL or broken characters.");

export const programSchema = z.object({
  blocks: z.object({
    languageVersion: z.literal(0, { error: "This program was saved by an unknown Blockly version." }),
    blocks: z
      .array(z.unknown())
      .max(PROGRAM_LIMITS.maxTopBlocks, `A program has at most ${PROGRAM_LIMITS.maxTopBlocks} loose block stacks.`),
  }),
  variables: z
    .array(
      z.object({
        name: idText.pipe(z.string().trim().min(1).max(30)),
        id: idText,
        type: z.string().max(20).optional(),
      }),
    )
    .max(PROGRAM_LIMITS.maxVariables, `A program has at most ${PROGRAM_LIMITS.maxVariables} variables.`)
    .optional(),
});

export type ProgramEnvelope = z.infer<typeof programSchema>;
