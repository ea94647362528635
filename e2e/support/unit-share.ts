// "2 of 34 Loops puzzles (6%)": a unit's share over the shipped packs (content/puzzles, every level and game, extra
// packs left out), so the specs do not spell out a total that grows with the content (issue 27).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

type Pack = { unit: string; extra: boolean; puzzles: unknown[] };

export function unitShareText(unit: string, solved: number): string {
  const total = readdirSync("content/puzzles")
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(path.join("content/puzzles", f), "utf8")) as Pack)
    .filter((p) => !p.extra && p.unit === unit)
    .reduce((n, p) => n + p.puzzles.length, 0);
  return `${solved} of ${total} ${unit} puzzles (${Math.round((100 * solved) / total)}%)`;
}
