// The content rule of issue 38: a puzzle named after an idea needs it. The check searches for a solution without
// the idea (lib/puzzles/plain-search.ts) on every world; `npm run puzzles:check` prints the same findings.
import { describe, expect, it } from "vitest";
import { conceptViolations, isConceptPuzzle, plainVerdict, replayPlain } from "./concept-check";
import { puzzleCatalog } from "./content";
import { parseMap } from "./world";
import { shortestPlainProgram } from "./plain-search";

const catalog = puzzleCatalog();

describe("the content rule: every concept puzzle needs its idea", () => {
  it("holds for the whole catalog (references, plain programs, texts, maps)", () => {
    const lines = conceptViolations(catalog).map((v) => `${v.packId} ${v.puzzleId} [${v.rule}] ${v.detail}`);
    expect(lines).toEqual([]);
  });

  it("finds what the interpreter agrees with: every plain program it finds solves every world when run", () => {
    let found = 0;
    for (const p of catalog.puzzles.values()) {
      if (p.game === "draw") continue;
      const v = plainVerdict(p);
      if (!v.solves) continue;
      found++;
      expect(replayPlain(p, v.program).solved, `${p.id}: ${v.program}`).toBe(true);
    }
    expect(found).toBeGreaterThan(20); // the plain puzzles of Introduction and Algorithm at least
  });

  it("proves a plain program impossible where two worlds need different moves, and finds the shortest otherwise", () => {
    const left = parseMap(["G^#"]);
    const right = parseMap(["#^G"]);
    const bent = parseMap(["G..", "##.", "#^."]);
    if (typeof left === "string" || typeof right === "string" || typeof bent === "string") throw new Error("map");
    expect(shortestPlainProgram([left])).toEqual({ found: true, actions: ["turn left", "move"] });
    expect(shortestPlainProgram([left, right])).toMatchObject({ found: false, why: "no-program" });
    expect(shortestPlainProgram([bent])).toEqual({
      found: true,
      actions: ["turn right", "move", "turn left", "move", "move", "turn left", "move", "move"],
    });
  });

  it("counts the concept puzzles it judges", () => {
    expect([...catalog.puzzles.values()].filter(isConceptPuzzle).length).toBeGreaterThan(176);
  });
});
