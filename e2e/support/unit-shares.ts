// A unit's share as every progress screen words it ("2 of 34 Loops puzzles (6%)"), counted from the pack files so
// the specs hold however many packs a unit has (the drawing game added Loops and Functions packs: issue 27). A
// child's shares count the levels open to them and name those levels ("2 of 22 Green Loops puzzles", issue 38).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

type Pack = { unit: string; level: string; extra: boolean; puzzles: unknown[] };
const ALL = ["Green", "Yellow", "Orange"];

const basePacks = () =>
  readdirSync("content/puzzles")
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(path.join("content/puzzles", f), "utf8")) as Pack)
    .filter((p) => !p.extra);

/** The puzzles of a unit's base packs (extra packs left out), of one level or of all. */
export function unitPuzzleCount(unit: string, level?: string): number {
  return basePacks()
    .filter((p) => p.unit === unit && (level === undefined || p.level === level))
    .reduce((n, p) => n + p.puzzles.length, 0);
}

/** "Green", "Green and Yellow" before "puzzles"; nothing when every level is open. */
const levelsName = (levels: string[]) => (levels.length === ALL.length ? "" : levels.join(" and "));

/** "N of M … puzzles (P%)" over the base puzzles of `levels` (of `unit`, or of every unit). */
function shareText(solved: number, levels: string[], unit?: string): string {
  const total = basePacks()
    .filter((p) => levels.includes(p.level) && (unit === undefined || p.unit === unit))
    .reduce((n, p) => n + p.puzzles.length, 0);
  const name = [levelsName(levels), unit].filter(Boolean).join(" ");
  return `${solved} of ${total} ${name ? `${name} ` : ""}puzzles (${total > 0 ? Math.round((100 * solved) / total) : 0}%)`;
}

export function unitShareText(unit: string, solved: number, levels: string[] = ALL): string {
  return shareText(solved, levels, unit);
}

/** The overall share of a child with `levels` open: "2 of 89 Green puzzles (2%)". */
export function overallShareText(solved: number, levels: string[] = ALL): string {
  return shareText(solved, levels);
}
