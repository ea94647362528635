// Issue 38 "Credit only for the idea": a puzzle solved without its idea counts as solved (shares, level, stars)
// but credits no skill and no standard; a standard is met when a puzzle naming it was first solved with its idea.
import { describe, expect, it } from "vitest";
import { buildCatalog, RAW_PUZZLE_PACKS } from "@/lib/puzzles/content";
import { factsFromAttempts, progressFigures, summaryFigures } from "./figures";
import { standardsOfPuzzle } from "./standards";

const catalog = buildCatalog(RAW_PUZZLE_PACKS);
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9) + minutes * 60_000);
const tries = (rows: [string, "perfect" | "passed" | "failed", boolean, number][]) =>
  factsFromAttempts(
    rows.map(([puzzleId, outcome, credited, m]) => ({ puzzleId, outcome, credited, createdAt: at(m) })),
  );

describe("skills and standards only for the idea", () => {
  it("a loop puzzle solved with a straight path is solved, but credits neither its skill nor its standards", () => {
    const facts = tries([
      ["first-steps", "perfect", true, 0],
      ["repeat-walk", "passed", false, 1],
    ]);
    expect(facts.map((f) => [f.puzzleId, f.creditedAt])).toEqual([
      ["first-steps", at(0).getTime()],
      ["repeat-walk", null],
    ]);
    const f = progressFigures(facts, catalog);
    expect(f.solvedPuzzles).toBe(2);
    expect(f.overall.solved).toBe(2);
    expect(f.level).toBe(1);
    expect(f.skills.map((s) => s.id)).toEqual(["sequencing"]);
    const ids = (p: string) => new Set(standardsOfPuzzle(catalog.puzzles.get(p)!).map((m) => m.testId));
    expect(new Set(f.standards.flatMap((c) => c.tests.map((t) => t.testId)))).toEqual(ids("first-steps"));
    expect(summaryFigures(facts, catalog).skills).toEqual(f.skills);
  });

  it("a standard is met when its puzzle was first solved with the idea, not when first solved", () => {
    const f = progressFigures(
      tries([
        ["repeat-walk", "passed", false, 0],
        ["repeat-walk", "passed", true, 5],
        ["repeat-walk", "perfect", true, 9],
      ]),
      catalog,
    );
    expect(f.skills.map((s) => s.id)).toEqual(["loops"]);
    const test = f.standards.flatMap((c) => c.tests).find((t) => t.testId === "1A-AP-10")!;
    expect(test.metAt).toBe(at(5).toISOString());
  });
});
