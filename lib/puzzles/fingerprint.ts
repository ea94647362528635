// What a stored verdict was judged under (issue 38 "Existing progress"): a short hash, per puzzle, of everything
// the judge (./verify.ts) reads of it — its worlds or its picture, its blocks, its ideal block count and its idea —
// and of the judge's own version. An attempt records the hash it was judged with (puzzle_attempt.judged_with);
// one whose hash is no longer its puzzle's is judged again from its stored program (lib/activity/rejudge-job.ts),
// so only the puzzles whose rules changed are re-judged. Server-only (node:crypto).
import { createHash } from "node:crypto";
import type { CatalogPuzzle, PuzzleCatalog } from "./content";

/**
 * The judge's own rules, as a number: raise it when verify.ts (or what it runs) changes a verdict for the same
 * puzzle and program — every stored attempt is then judged again at the next start.
 * 1: issue 38 (every world must pass; without the puzzle's idea a solve is passed and not credited).
 */
export const JUDGE_VERSION = 1;

/** JSON with the worlds' sets and maps as sorted arrays, so equal rules give equal text. */
function canonical(_key: string, value: unknown): unknown {
  if (value instanceof Set) return [...value].map(String).sort();
  if (value instanceof Map) return [...value].sort(([a], [b]) => (String(a) < String(b) ? -1 : 1));
  return value;
}

/** The judging rules of one puzzle as a 16-hex-digit hash. */
export function judgingFingerprint(puzzle: CatalogPuzzle): string {
  const rules = {
    judge: JUDGE_VERSION,
    game: puzzle.game ?? "maze",
    blocks: [...puzzle.blocks],
    idealBlocks: puzzle.idealBlocks,
    ideas: [...(puzzle.ideas ?? [])],
    ...(puzzle.game === "draw" ? { drawing: puzzle.drawing } : { grids: puzzle.grids }),
  };
  return createHash("sha256").update(JSON.stringify(rules, canonical)).digest("hex").slice(0, 16);
}

const fingerprints = new WeakMap<PuzzleCatalog, ReadonlyMap<string, string>>();

/** Every puzzle's fingerprint, computed once per catalog. */
export function judgingFingerprints(catalog: PuzzleCatalog): ReadonlyMap<string, string> {
  let map = fingerprints.get(catalog);
  if (!map) {
    map = new Map([...catalog.puzzles.values()].map((p) => [p.id, judgingFingerprint(p)]));
    fingerprints.set(catalog, map);
  }
  return map;
}

/** The whole catalog's judging rules as one hash: the re-judging job's key (one job per set of rules). */
export function catalogFingerprint(catalog: PuzzleCatalog): string {
  const all = [...judgingFingerprints(catalog)].sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash("sha256").update(JSON.stringify(all)).digest("hex").slice(0, 16);
}
