import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { levelGradeCodes, type LevelName, LEVELS, PRESET_UNITS } from "@/lib/vocabulary";
import { findStandardSet, testsById } from "@/lib/standards/standards";
import { BLOCK_TYPES } from "./block-vocabulary";
import { blocklyBlockDefinitions, toolboxFor } from "./blocks";
import { buildCatalog, findPuzzle, listPacks, puzzleCatalog, RAW_PUZZLE_PACKS, toPublicPuzzle } from "./content";

const catalog = puzzleCatalog();
const puzzles = [...catalog.puzzles.values()];

describe("puzzle content (issue 14)", () => {
  it("ships at least 40 puzzles in packs that cover the preset units and the three levels", () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(40);
    const units = new Set(catalog.packs.map((p) => p.unit));
    for (const unit of ["Basics", "Algorithm", "Loops", "Conditionals", "Variables", "Functions"])
      expect(units).toContain(unit);
    for (const unit of units) expect(PRESET_UNITS).toContain(unit);
    expect(new Set(catalog.packs.map((p) => p.level))).toEqual(new Set(LEVELS));
    expect(catalog.packs.some((p) => p.extra)).toBe(true);
  });

  it("loads every file of content/puzzles/, one pack a file named by its id", () => {
    const files = readdirSync(path.resolve(__dirname, "../../content/puzzles")).filter((f) => f.endsWith(".json"));
    expect(files.sort()).toEqual(catalog.packs.map((p) => `${p.id}.json`).sort());
    expect(RAW_PUZZLE_PACKS).toHaveLength(files.length);
  });

  it("names only standards that exist in the loaded sets", () => {
    for (const p of puzzles) {
      expect(Object.keys(p.standards).length, p.id).toBeGreaterThan(0);
      for (const [set, ids] of Object.entries(p.standards)) {
        const tests = testsById(findStandardSet(set)!);
        for (const id of ids ?? []) expect(tests.has(id), `${p.id}: ${set} ${id}`).toBe(true);
      }
    }
  });

  it("cites standards of the grade bands its level teaches (Green K-4, Yellow 5-7, Orange 8)", () => {
    for (const p of puzzles) {
      const grades: string[] = levelGradeCodes(p.level as LevelName);
      for (const [set, ids] of Object.entries(p.standards)) {
        for (const id of ids ?? []) {
          const band = findStandardSet(set)!.bands.find((b) =>
            b.categories.some((c) => c.tests.some((t) => t.testId === id)),
          )!;
          expect(
            band.grades.some((g) => grades.includes(g)),
            `${p.id}: ${set} ${id} is for ${band.band}`,
          ).toBe(true);
        }
      }
    }
  });

  it("gives each skill id one title and each puzzle a toolbox of known blocks", () => {
    const titles = new Map<string, string>();
    for (const p of puzzles) {
      for (const s of p.skills) {
        expect(titles.get(s.id) ?? s.title, `${p.id}: ${s.id}`).toBe(s.title);
        titles.set(s.id, s.title);
      }
      for (const b of p.blocks) expect(BLOCK_TYPES).toContain(b);
    }
  });

  it("refuses a duplicated puzzle id, an unknown unit and a map that is not a world", () => {
    const pack = RAW_PUZZLE_PACKS[0] as { id: string; puzzles: { world: { map: string[] } }[] };
    expect(() => buildCatalog([pack, { ...pack, id: "copy" }])).toThrow(/used twice/);
    expect(() => buildCatalog([{ ...pack, unit: "Cooking" }])).toThrow(/unit/);
    const noStart = { ...pack, puzzles: [{ ...pack.puzzles[0], world: { map: ["..G"] } }] };
    expect(() => buildCatalog([noStart])).toThrow(/exactly one start/);
  });

  it("lists packs by unit and level, leaving extra packs out unless asked", () => {
    expect(listPacks({ level: "Green" }).map((p) => p.unit)).toEqual([
      "Basics",
      "Algorithm",
      "Loops",
      "Introduction",
      "Data Types",
      "Variables",
      "Conditionals",
      "Loops",
      "Lists",
      "Functions",
      "Loops", // the drawing game's packs (issue 27)
      "Functions",
    ]);
    expect(listPacks().some((p) => p.extra)).toBe(false);
    expect(listPacks({ includeExtra: true }).some((p) => p.extra)).toBe(true);
    expect(listPacks({ unit: "Functions" }).map((p) => p.level)).toEqual([
      "Green",
      "Green",
      "Yellow",
      "Yellow",
      "Yellow",
      "Orange",
      "Orange",
      "Orange",
    ]);
  });

  it("sends the browser no solution", () => {
    const view = toPublicPuzzle(findPuzzle("first-steps")!);
    expect(JSON.stringify(view)).not.toMatch(/solution|wrong/);
    expect(view.toolbox.contents.map((c) => c.type)).toEqual(["sprout_move", "sprout_turn"]);
  });
});

describe("Blockly block definitions", () => {
  it("define every block once, with as many args as %n markers", () => {
    const defs = blocklyBlockDefinitions();
    expect(defs.map((d) => d.type)).toEqual([...BLOCK_TYPES]);
    for (const d of defs) {
      for (let i = 0; d[`message${i}`] !== undefined; i++) {
        const markers = String(d[`message${i}`]).match(/%\d/g) ?? [];
        expect((d[`args${i}`] as unknown[]).length, `${d.type} line ${i}`).toBe(markers.length);
      }
    }
  });

  it("pre-fills number slots in the toolbox with an editable number", () => {
    const box = toolboxFor(["sprout_repeat", "sprout_start"]);
    expect(box.contents).toEqual([
      {
        kind: "block",
        type: "sprout_repeat",
        inputs: { TIMES: { shadow: { type: "sprout_number", fields: { NUM: 3 } } } },
      },
    ]);
  });
});
