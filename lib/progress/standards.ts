// A puzzle names standards by set and id (content/puzzles); progress stores them with their category and
// titles from the standard sets (content/standards), so the teacher's block-standards view reads them.
import type { CatalogPuzzle } from "@/lib/puzzles/content";
import { findStandardSet } from "@/lib/standards/standards";

export type MetStandard = { categoryId: string; categoryTitle: string; testId: string; testTitle: string };

export function standardsOfPuzzle(puzzle: Pick<CatalogPuzzle, "standards">): MetStandard[] {
  const out = new Map<string, MetStandard>();
  for (const [setId, ids] of Object.entries(puzzle.standards)) {
    const set = findStandardSet(setId);
    for (const band of set?.bands ?? []) {
      for (const c of band.categories) {
        for (const t of c.tests) {
          if ((ids ?? []).includes(t.testId) && !out.has(t.testId)) {
            out.set(t.testId, {
              categoryId: c.categoryId,
              categoryTitle: c.categoryTitle,
              testId: t.testId,
              testTitle: t.testTitle,
            });
          }
        }
      }
    }
  }
  return [...out.values()];
}
