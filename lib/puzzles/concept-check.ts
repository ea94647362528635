// The content rule of issue 38 (docs/decisions/262): a puzzle named after an idea must need that idea. Checked by
// searching for a solution without it (plain-search.ts), not by reading the reference. The content test asserts
// that conceptViolations(catalog) is empty; `npm run puzzles:check` prints the same list and the per-unit table.
import { type CatalogPuzzle, type DrawCatalogPuzzle, type MazeCatalogPuzzle, type PuzzleCatalog } from "./content";
import { BLOCK_TYPES } from "./block-vocabulary";
import { CONCEPT_UNITS, usesIdeas } from "./ideas";
import { compileProgram } from "./notation";
import { parseProgram } from "./parse-program";
import { plainNotation, shortestPlainProgram } from "./plain-search";
import { verifyAttempt } from "./verify";

/** Units where a plain program, or one with fixed-count repeats, must fail a world: the worlds do the work. */
export const WORLD_UNITS = ["Conditionals", "Data Types", "Variables", "Lists"];
/** Units where one world may do, and a plain program must break the block limit (more blocks than the ideal). */
export const LIMIT_UNITS = ["Loops", "Functions"];

export type Violation = { puzzleId: string; packId: string; rule: string; detail: string };

const ALL_BLOCKS = BLOCK_TYPES as readonly string[];

export const isConceptPuzzle = (p: CatalogPuzzle) => CONCEPT_UNITS.includes(p.unit);

type PlainVerdict =
  { solves: true; blocks: number; program: string } | { solves: false; why: "no-program" | "too-large" };
const verdicts = new WeakMap<MazeCatalogPuzzle, PlainVerdict>();

/**
 * What the plain search says of one maze puzzle: the program it found (and its size), or none. In the units where
 * the block limit does the work, only programs within the ideal count matter, so the search stops at that depth
 * (a puzzle with many gems is costly to search further). Searched once a process.
 */
export function plainVerdict(p: MazeCatalogPuzzle): PlainVerdict {
  let verdict = verdicts.get(p);
  if (!verdict) {
    const maxLength = LIMIT_UNITS.includes(p.unit) ? p.idealBlocks : Infinity;
    const search = shortestPlainProgram(p.grids, { maxLength });
    verdict = search.found
      ? { solves: true, blocks: search.actions.length, program: plainNotation(search.actions) }
      : { solves: false, why: search.why };
    verdicts.set(p, verdict);
  }
  return verdict;
}

function referenceProblems(p: CatalogPuzzle): string[] {
  const parsed = parseProgram(p.solution);
  if (!parsed.ok) return [`the reference does not parse: ${parsed.error.message}`];
  const out: string[] = [];
  const result = verifyAttempt(p, p.solution);
  if (!result.solved) out.push(`the reference fails${result.failedWorld ? ` world ${result.failedWorld}` : ""}`);
  if (!usesIdeas(parsed.program, p.ideas)) out.push(`the reference does not use its idea (${p.ideas.join(", ")})`);
  return out;
}

function mazeProblems(p: MazeCatalogPuzzle): string[] {
  const plain = plainVerdict(p);
  if (WORLD_UNITS.includes(p.unit)) {
    if (plain.solves) return [`a plain program solves every world: ${plain.program}`];
    if (plain.why === "too-large") return ["the plain search ran out of room: nothing is proved"];
    return [];
  }
  if (plain.solves && plain.blocks <= p.idealBlocks)
    return [`a plain program of ${plain.blocks} blocks (ideal ${p.idealBlocks}) solves it: ${plain.program}`];
  return [];
}

/**
 * The fewest blocks a drawing program without loops or functions needs: one forward per straight line (lines
 * that continue each other merge), one turn where the heading changes, a pen up, move and pen down per jump,
 * one colour block per change of colour.
 */
export function plainDrawingBlocks(p: DrawCatalogPuzzle): number {
  const lines = p.drawing.target;
  let blocks = 0;
  let at = { x: p.drawing.start.x, y: p.drawing.start.y };
  let heading: number | null = null;
  let colour: string | null = null;
  const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;
  for (const l of lines) {
    const h = Math.atan2(l.y2 - l.y1, l.x2 - l.x1);
    const continues = close(l.x1, at.x) && close(l.y1, at.y);
    if (!continues) blocks += 3;
    if (colour !== null && l.colour !== colour) blocks++;
    if (continues && heading !== null && close(h, heading) && l.colour === colour) {
      at = { x: l.x2, y: l.y2 };
      continue; // the same forward, longer
    }
    if (
      heading === null ? !close(h, -Math.PI / 2 + ((p.drawing.start.heading ?? 0) * Math.PI) / 180) : !close(h, heading)
    )
      blocks++;
    blocks++;
    heading = h;
    colour = l.colour;
    at = { x: l.x2, y: l.y2 };
  }
  return blocks;
}

function drawProblems(p: DrawCatalogPuzzle): string[] {
  if (p.drawing.free || !LIMIT_UNITS.includes(p.unit)) return [];
  const plain = plainDrawingBlocks(p);
  return plain <= p.idealBlocks
    ? [`a drawing without ${p.ideas.join(", ")} takes ${plain} blocks (ideal ${p.idealBlocks})`]
    : [];
}

const MENTIONS: { words: RegExp; what: string; has: (p: MazeCatalogPuzzle) => boolean }[] = [
  { words: /\bgems?\b|💎/i, what: "a gem", has: (p) => p.grids.some((w) => w.gems.length > 0) },
  { words: /\btiles?\b|🔢/i, what: "a number tile", has: (p) => p.grids.some((w) => w.numbers.size > 0) },
  { words: /\bsigns?\b|🪧/i, what: "a sign", has: (p) => p.grids.some((w) => w.signs.size > 0) },
  { words: /\bflag\b|🚩/i, what: "a flag", has: (p) => p.grids.some((w) => w.goal !== null) },
];

function textProblems(p: CatalogPuzzle): string[] {
  if (p.game === "draw") return [];
  return MENTIONS.filter((m) => !m.has(p) && (m.words.test(p.instructions) || m.words.test(p.hint))).map(
    (m) => `its text mentions ${m.what}, but no world holds one`,
  );
}

/** Whether `program` solves every world of `p`, whatever blocks it uses. */
const solvesIgnoringIdea = (p: MazeCatalogPuzzle, program: unknown) =>
  verifyAttempt({ ...p, blocks: ALL_BLOCKS, ideas: [] }, program).solved;

/** Every way the catalog breaks the content rule; empty when it holds. */
export function conceptViolations(catalog: PuzzleCatalog): Violation[] {
  const out: Violation[] = [];
  const add = (p: CatalogPuzzle, rule: string, details: string[]) =>
    details.forEach((detail) => out.push({ puzzleId: p.id, packId: p.packId, rule, detail }));
  for (const p of catalog.puzzles.values()) {
    if (!isConceptPuzzle(p)) continue;
    add(p, "reference", referenceProblems(p));
    add(p, "needs-the-idea", p.game === "draw" ? drawProblems(p) : mazeProblems(p));
    add(p, "text", textProblems(p));
  }
  for (const pack of catalog.packs) {
    const puzzles = pack.puzzles.map((z) => catalog.puzzles.get(z.id)!);
    if (!puzzles.some(isConceptPuzzle) || puzzles.length < 2) continue;
    for (const field of ["instructions", "hint"] as const) {
      const seen = new Map<string, string>();
      for (const p of puzzles) {
        const first = seen.get(p[field]);
        if (first) add(p, "distinct-text", [`its ${field} repeat those of ${first}`]);
        else seen.set(p[field], p.id);
      }
    }
  }
  // Two puzzles on one map where each reference solves the other are one puzzle twice.
  const onMap = new Map<string, MazeCatalogPuzzle[]>();
  for (const p of catalog.puzzles.values()) {
    if (p.game === "draw") continue;
    const key = p.world.map.join("/");
    for (const q of onMap.get(key) ?? [])
      if (solvesIgnoringIdea(p, q.solution) && solvesIgnoringIdea(q, p.solution))
        add(p, "same-map", [`it shares its map with ${q.id}, and each reference solves the other`]);
    onMap.set(key, [...(onMap.get(key) ?? []), p]);
  }
  return out;
}

/**
 * Per concept unit: maze puzzles, how many a plain program solves, and how many it solves within the ideal (the
 * closing notes' table; an unbounded search, slower than the test's).
 */
export function plainReport(catalog: PuzzleCatalog) {
  const rows = new Map<string, { puzzles: number; plainSolves: number; plainWithinIdeal: number }>();
  for (const p of catalog.puzzles.values()) {
    if (!isConceptPuzzle(p) || p.game === "draw") continue;
    const row = rows.get(p.unit) ?? { puzzles: 0, plainSolves: 0, plainWithinIdeal: 0 };
    const search = shortestPlainProgram(p.grids);
    const v = search.found ? { solves: true, blocks: search.actions.length } : { solves: false, blocks: 0 };
    row.puzzles++;
    if (v.solves) row.plainSolves++;
    if (v.solves && v.blocks <= p.idealBlocks) row.plainWithinIdeal++;
    rows.set(p.unit, row);
  }
  return rows;
}

/** For the test: the plain program found replays through the real interpreter and solves every world. */
export function replayPlain(p: MazeCatalogPuzzle, program: string) {
  return verifyAttempt({ ...p, ideas: [] }, compileProgram(program));
}
