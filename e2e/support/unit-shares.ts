// A unit's share as every progress screen words it ("2 of 34 Loops puzzles (6%)"), counted from the pack files so
// the specs hold however many packs a unit has (the drawing game added Loops and Functions packs: issue 27).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

type Pack = { unit: string; extra: boolean; puzzles: unknown[] };

export function unitShareText(unit: string, solved: number): string {
  const total = readdirSync("content/puzzles")
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(path.join("content/puzzles", f), "utf8")) as Pack)
    .filter((p) => !p.extra && p.unit === unit)
    .reduce((n, p) => n + p.puzzles.length, 0);
  return `${solved} of ${total} ${unit} puzzles (${total > 0 ? Math.round((100 * solved) / total) : 0}%)`;
}
