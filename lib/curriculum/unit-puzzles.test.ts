// Issue 39: the assignment form offers a unit's puzzles as checkboxes; no two may read alike, in any unit the
// catalog covers, at a unit's level or (a unit without a level) across every level.
import { describe, expect, it } from "vitest";
import { unitPuzzles } from "./planner-data";
import { puzzleChoiceLabels, puzzlesOfUnit } from "./unit-puzzles";

const all = unitPuzzles();

describe("puzzle choices of a unit", () => {
  it("tells apart the two Green Loops puzzles called Stairs by their packs", () => {
    const loops = puzzlesOfUnit(all, { title: "Loops", level: "Green" });
    const stairs = loops.filter((z) => z.title === "Stairs");
    expect(stairs.length).toBeGreaterThanOrEqual(2);
    const labels = puzzleChoiceLabels(loops);
    expect(stairs.map((z) => labels.get(z.id))).toEqual(stairs.map((z) => `Stairs — ${z.pack}`));
    expect(new Set(stairs.map((z) => labels.get(z.id))).size).toBe(stairs.length);
  });

  it("gives every puzzle offered together a label of its own, in every unit and level of the catalog", () => {
    const units = [...new Set(all.map((z) => z.unit))];
    const levels = [null, ...new Set(all.map((z) => z.level))];
    const repeated: string[] = [];
    for (const title of units) {
      for (const level of levels) {
        const offered = puzzlesOfUnit(all, { title, level });
        const labels = [...puzzleChoiceLabels(offered).values()];
        expect(labels).toHaveLength(offered.length);
        repeated.push(...labels.filter((l, i) => labels.indexOf(l) !== i).map((l) => `${title}/${level}: ${l}`));
      }
    }
    expect(repeated).toEqual([]);
  });

  it("adds the level only where title and pack repeat across levels", () => {
    const z = (id: string, level: string) => ({ id, title: "Stairs", pack: "Turtle", level, unit: "Loops" });
    expect([...puzzleChoiceLabels([z("a", "Green"), z("b", "Yellow")]).values()]).toEqual([
      "Stairs — Turtle (Green)",
      "Stairs — Turtle (Yellow)",
    ]);
  });
});
