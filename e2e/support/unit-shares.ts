// A unit's share as every progress screen words it ("2 of 34 Loops puzzles (6%)"), counted from the pack files so
// the specs hold however many packs a unit has (the drawing game added Loops and Functions packs: issue 27).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

type Pack = { unit: string; level: string; extra: boolean; puzzles: unknown[] };

/** The puzzles of a unit's base packs (extra packs left out), of one level or of all. */
export function unitPuzzleCount(unit: string, level?: string): number {
  return readdirSync("content/puzzles")
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(path.join("content/puzzles", f), "utf8")) as Pack)
    .filter((p) => !p.extra && p.unit === unit && (level === undefined || p.level === level))
    .reduce((n, p) => n + p.puzzles.length, 0);
}

export function unitShareText(unit: string, solved: number): string {
  const total = unitPuzzleCount(unit);
  return `${solved} of ${total} ${unit} puzzles (${total > 0 ? Math.round((100 * solved) / total) : 0}%)`;
}
