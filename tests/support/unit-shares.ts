// A unit's figures as the catalog makes them, so tests of progress words hold however many packs a unit has
// (the drawing game added Loops and Functions packs at every level: issue 27).
import { shareOf } from "@/lib/progress/figures";
import { listPacks } from "@/lib/puzzles/content";

/** Base (not extra) puzzles of a unit, all levels. */
export function unitTotal(unit: string): number {
  return listPacks({ unit }).reduce((n, p) => n + p.puzzleIds.length, 0);
}

/** "1 of 34 Loops puzzles (3%)" and its percent, as every progress screen words it. */
export function unitShare(unit: string, solved: number) {
  return shareOf(solved, unitTotal(unit), unit);
}

/** The current unit as the progress endpoints answer it, at level 1. */
export function currentUnit(unit: string, solved: number) {
  const s = unitShare(unit, solved);
  return { title: unit, level: 1, progress: s.percent, text: s.text };
}

/** The unit's packs' titles in the order the topic rows list them. */
export function unitTopics(unit: string): string[] {
  return listPacks({ unit }).map((p) => p.title);
}
