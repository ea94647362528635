import { describe, expect, it } from "vitest";
import { buildCatalog, listPacks, RAW_PUZZLE_PACKS } from "@/lib/puzzles/content";
import { factsFromAttempts, levelNumber, progressFigures, shareOf, summaryFigures, type Outcome } from "./figures";

const catalog = buildCatalog(RAW_PUZZLE_PACKS);
const t0 = Date.UTC(2026, 10, 20, 9);
const at = (minutes: number) => new Date(t0 + minutes * 60_000);
const tries = (rows: [string, Outcome, number][]) =>
  factsFromAttempts(
    rows.map(([puzzleId, outcome, m]) => ({ puzzleId, outcome, credited: outcome !== "failed", createdAt: at(m) })),
  );
const basics = ["first-steps", "longer-walk", "turn-the-corner", "up-the-hill", "zigzag-path", "around-the-rock"];

describe("progressFigures", () => {
  it("the issue's child: four First Steps puzzles and one loop read the same shares in every figure", () => {
    const f = progressFigures(
      tries([
        ...basics.slice(0, 4).map((id, i): [string, Outcome, number] => [id, "perfect", i]),
        ["repeat-walk", "passed", 10],
      ]),
      catalog,
    );
    // Every base Loops pack counts, the drawing game's too (issue 27).
    const loops = shareOf(
      1,
      listPacks({ unit: "Loops" }).reduce((n, p) => n + p.puzzleIds.length, 0),
      "Loops",
    );
    const baseTotal = catalog.packs.filter((p) => !p.extra).reduce((n, p) => n + p.puzzles.length, 0);
    expect(loops.text).toMatch(/^1 of \d+ Loops puzzles \(\d+%\)$/);
    expect(f.overall).toEqual(shareOf(5, baseTotal));
    expect(f.units.map((u) => [u.title, u.share.text])).toEqual([
      ["Basics", "4 of 6 Basics puzzles (67%)"],
      ["Loops", loops.text],
    ]);
    // The current unit is where the child tried last, with its unit's share, not a mean of topic rows.
    expect(f.current).toEqual({ title: "Loops", level: 1, progress: loops.percent, text: loops.text });
    expect(f.topic.map((t) => [t.title, t.progress])).toEqual(
      listPacks({ unit: "Loops" }).map((p) => [p.title, p.title === "Loop the Loop" ? 17 : 0]),
    );
    expect(f.level).toBe(1);
    expect(f.skills.map((s) => s.id).sort()).toEqual(["loops", "sequencing"]);
    expect(f.standardsMet).toBeGreaterThan(0);
  });

  it("a failed try counts for the current unit but not as solved; repeats and a later failure keep the best", () => {
    const f = progressFigures(
      tries([
        ["first-steps", "passed", 0],
        ["first-steps", "perfect", 1],
        ["first-steps", "failed", 2],
        ["repeat-walk", "failed", 3],
      ]),
      catalog,
    );
    expect(f.puzzles).toEqual([
      { id: "first-steps", best: "perfect" },
      { id: "repeat-walk", best: "failed" },
    ]);
    expect(f.solvedPuzzles).toBe(1);
    expect(f.current).toMatchObject({ title: "Loops", progress: 0 });
    expect(f.skills.map((s) => s.id)).toEqual(["sequencing"]);
  });

  it("an extra pack's puzzle counts in its pack and skills, never in the unit or overall denominators", () => {
    const extra = catalog.packs.find((p) => p.extra)!;
    const f = progressFigures(tries([[extra.puzzles[0]!.id, "perfect", 0]]), catalog);
    expect(f.packs.find((p) => p.id === extra.id)!.share.solved).toBe(1);
    expect(f.overall.solved).toBe(0);
    expect(f.level).toBe(3);
    expect(f.skills.length).toBeGreaterThan(0);
  });

  it("a standard is met when a puzzle naming it was first solved", () => {
    const f = progressFigures(
      tries([
        ["repeat-walk", "failed", 0],
        ["repeat-walk", "passed", 5],
        ["repeat-walk", "perfect", 9],
      ]),
      catalog,
    );
    const test = f.standards.flatMap((c) => c.tests).find((t) => t.testId === "1A-AP-10")!;
    expect(test.metAt).toBe(at(5).toISOString());
  });

  it("nothing tried: zero shares, no current unit, unknown puzzles ignored", () => {
    const f = progressFigures(tries([["retired-puzzle", "perfect", 0]]), catalog);
    expect(f).toMatchObject({ current: null, topic: [], units: [], skills: [], standards: [], level: 0 });
    expect(f.overall.text).toMatch(/^0 of \d+ puzzles \(0%\)$/);
    expect(f.isActive).toBe(false);
  });

  it("words a share the same way everywhere, singular included", () => {
    expect(shareOf(4, 6, "Basics").text).toBe("4 of 6 Basics puzzles (67%)");
    expect(shareOf(1, 1, "First Steps").text).toBe("1 of 1 First Steps puzzle (100%)");
    expect(shareOf(0, 0).percent).toBe(0);
  });
});

/**
 * 200 children from a fixed pseudo-random walk: each tried 0 to `most` catalog puzzles (repeats and ties of time
 * included) and one puzzle the catalog does not know.
 */
function randomChildren(seed: number, most: number) {
  const ids = [...catalog.puzzles.keys()];
  const outcomes: Outcome[] = ["perfect", "passed", "failed"];
  const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
  return Array.from({ length: 200 }, () => {
    const rows: [string, Outcome, number][] = Array.from({ length: next(most + 1) }, () => [
      ids[next(ids.length)]!,
      outcomes[next(3)]!,
      next(30),
    ]);
    rows.push(["no-such-puzzle", "perfect", 5]);
    return tries(rows);
  });
}

describe("summaryFigures (the lists' figures, docs/decisions/232)", () => {
  it("equals progressFigures' overall, level, current, topic and skills for many children, extra packs included", () => {
    for (const facts of randomChildren(7, 40)) {
      const full = progressFigures(facts, catalog);
      expect(summaryFigures(facts, catalog)).toEqual({
        overall: full.overall,
        level: full.level,
        current: full.current,
        topic: full.topic,
        skills: full.skills,
      });
    }
  });
});

describe("the counts per pack and unit (read off the child's facts, not by scanning the catalog)", () => {
  it("equal a plain count over the catalog's puzzles for many children, extra packs and unknown ids included", () => {
    const base = catalog.packs.filter((p) => !p.extra);
    for (const facts of randomChildren(11, 60)) {
      const best = new Map(facts.map((f) => [f.puzzleId, f]));
      const solved = (id: string) => ["perfect", "passed"].includes(best.get(id)?.best ?? "");
      const count = (list: { id: string }[]) => list.filter((z) => solved(z.id)).length;
      const f = progressFigures(facts, catalog);
      const allBase = base.flatMap((p) => p.puzzles);
      expect(f.overall).toEqual(shareOf(count(allBase), allBase.length));
      expect(f.packs.map((p) => p.share)).toEqual(
        catalog.packs.map((p) => shareOf(count(p.puzzles), p.puzzles.length, p.title)),
      );
      for (const u of f.units) {
        const packs = base.filter((p) => p.unit === u.title);
        const puzzles = packs.flatMap((p) => p.puzzles);
        const tried = puzzles.filter((z) => best.has(z.id));
        expect(u.share).toEqual(shareOf(count(puzzles), puzzles.length, u.title));
        expect(u.level).toBe(Math.max(0, ...tried.map((z) => levelNumber(catalog.puzzles.get(z.id)!.level))));
        expect(u.topics.map((t) => t.updatedAt)).toEqual(
          packs.map((p) => {
            const last = Math.max(-1, ...p.puzzles.map((z) => best.get(z.id)?.lastAt ?? -1));
            return last < 0 ? null : new Date(last).toISOString();
          }),
        );
      }
    }
  });
});
