// A unit's figures as the catalog makes them, so tests of progress words hold however many packs a unit has
// (the drawing game added Loops and Functions packs at every level: issue 27), for the levels open to a child
// (issue 38: a Grade 1 child's shares count the Green packs only, every level when not given).
import { scopeName, shareOf } from "@/lib/progress/figures";
import { listPacks } from "@/lib/puzzles/content";
import { LEVELS } from "@/lib/vocabulary";

const packsOf = (unit: string | undefined, levels: readonly string[]) =>
  listPacks(unit === undefined ? {} : { unit }).filter((p) => levels.includes(p.level));

/** Base (not extra) puzzles of a unit, of the given levels. */
export function unitTotal(unit: string, levels: readonly string[] = LEVELS): number {
  return packsOf(unit, levels).reduce((n, p) => n + p.puzzleIds.length, 0);
}

/** "1 of 34 Loops puzzles (3%)", "1 of 22 Green Loops puzzles (5%)" and its percent, as every screen words it. */
export function unitShare(unit: string, solved: number, levels: readonly string[] = LEVELS) {
  return shareOf(solved, unitTotal(unit, levels), [scopeName(levels), unit].filter(Boolean).join(" "));
}

/** "2 of 89 Green puzzles (2%)": the overall share of a child with these levels open. */
export function overallShare(solved: number, levels: readonly string[] = LEVELS) {
  const total = packsOf(undefined, levels).reduce((n, p) => n + p.puzzleIds.length, 0);
  return shareOf(solved, total, scopeName(levels));
}

/** The current unit as the progress endpoints answer it, at level 1. */
export function currentUnit(unit: string, solved: number, levels: readonly string[] = LEVELS) {
  const s = unitShare(unit, solved, levels);
  return { title: unit, level: 1, progress: s.percent, text: s.text };
}

/** The unit's packs' titles (of the given levels) in the order the topic rows list them. */
export function unitTopics(unit: string, levels: readonly string[] = LEVELS): string[] {
  return packsOf(unit, levels).map((p) => p.title);
}
