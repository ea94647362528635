import { describe, expect, it } from "vitest";
import { buildCatalog, listPacks, RAW_PUZZLE_PACKS } from "@/lib/puzzles/content";
import { LEVELS } from "@/lib/vocabulary";
import {
  factsFromAttempts,
  levelNumber,
  progressFigures,
  scopeName,
  shareOf,
  summaryFigures,
  type Outcome,
} from "./figures";

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

describe("denominators a child can reach (issue 38): the base packs of the child's open levels", () => {
  const puzzlesOf = (levels: string[]) =>
    catalog.packs.filter((p) => !p.extra && levels.includes(p.level)).flatMap((p) => p.puzzles.map((z) => z.id));
  const inUnit = (unit: string, levels: string[]) =>
    catalog.packs.filter((p) => !p.extra && p.unit === unit && levels.includes(p.level));
  const greenLoops = inUnit("Loops", ["Green"]).flatMap((p) => p.puzzles.map((z) => z.id));
  const yellowLoops = inUnit("Loops", ["Yellow"]).flatMap((p) => p.puzzles.map((z) => z.id));

  it("a Green-only child: 'N of <Green puzzles> Green puzzles', a Yellow puzzle solved earlier counts only in its pack", () => {
    const facts = tries([
      ...basics.map((id, i): [string, Outcome, number] => [id, "perfect", i]),
      [greenLoops[0]!, "passed", 10],
      [yellowLoops[0]!, "perfect", 11],
    ]);
    const f = progressFigures(facts, catalog, ["Green"]);
    const green = puzzlesOf(["Green"]).length;
    expect(green).toBeLessThan(catalog.puzzles.size);
    expect(f.overall).toEqual(shareOf(7, green, "Green"));
    expect(f.overall.text).toBe(`7 of ${green} Green puzzles (${Math.round((100 * 7) / green)}%)`);
    expect(f.units.map((u) => u.share.text)).toEqual([
      "6 of 6 Green Basics puzzles (100%)",
      shareOf(1, greenLoops.length, "Green Loops").text,
    ]);
    const yellowPack = catalog.packs.find((p) => p.puzzles.some((z) => z.id === yellowLoops[0]))!;
    expect(f.packs.find((p) => p.id === yellowPack.id)!.share.solved).toBe(1);
    // Every level open: the whole base catalog, named as plain "puzzles" (extra packs stay out).
    const all = progressFigures(facts, catalog);
    expect(all.overall).toEqual(shareOf(8, puzzlesOf([...LEVELS]).length));
    expect(all.overall.text).toMatch(/^8 of \d+ puzzles \(\d+%\)$/);
  });

  it("a child with Green and Yellow open: both levels counted and named", () => {
    const f = progressFigures(
      tries([
        [greenLoops[0]!, "perfect", 0],
        [yellowLoops[0]!, "perfect", 1],
      ]),
      catalog,
      ["Green", "Yellow"],
    );
    const total = puzzlesOf(["Green", "Yellow"]).length;
    expect(f.overall).toEqual(shareOf(2, total, "Green and Yellow"));
    expect(f.overall.text).toMatch(new RegExp(`^2 of ${total} Green and Yellow puzzles \\(\\d+%\\)$`));
    const loops = greenLoops.length + yellowLoops.length;
    expect(f.current).toMatchObject({
      title: "Loops",
      level: 2,
      text: shareOf(2, loops, "Green and Yellow Loops").text,
    });
    expect(f.topic.map((t) => t.title)).toEqual(inUnit("Loops", ["Green", "Yellow"]).map((p) => p.title));
  });

  it("the current unit counts only open packs: a last try in a closed level does not move it", () => {
    const variables = inUnit("Variables", ["Green"])[0]!.puzzles[0]!.id;
    const f = progressFigures(
      tries([
        [greenLoops[0]!, "perfect", 0],
        [variables, "failed", 5],
        [yellowLoops[1]!, "perfect", 9], // Yellow closed now: tried when it was open
      ]),
      catalog,
      ["Green"],
    );
    const share = shareOf(0, inUnit("Variables", ["Green"]).flatMap((p) => p.puzzles).length, "Green Variables");
    expect(f.current).toEqual({ title: "Variables", level: 1, progress: 0, text: share.text });
    expect(f.topic.map((t) => t.title)).toEqual(inUnit("Variables", ["Green"]).map((p) => p.title));
    // Loops: only its Green packs, in its share and topics; the Yellow solve is in no unit or overall count.
    const loops = f.units.find((u) => u.title === "Loops")!;
    expect(loops.share).toEqual(shareOf(1, greenLoops.length, "Green Loops"));
    expect(loops.level).toBe(1);
    expect(loops.topics.map((t) => t.title)).toEqual(inUnit("Loops", ["Green"]).map((p) => p.title));
    expect(f.overall.solved).toBe(1);
    // Only a closed level tried: no current unit, no unit, the puzzle's pack share still counts it.
    const closedOnly = progressFigures(tries([[yellowLoops[0]!, "perfect", 0]]), catalog, ["Green"]);
    expect(closedOnly).toMatchObject({ current: null, topic: [], units: [], isActive: true });
    expect(closedOnly.overall.text).toBe(`0 of ${puzzlesOf(["Green"]).length} Green puzzles (0%)`);
  });

  it("names the open levels: one, two, all three as just 'puzzles'", () => {
    expect(scopeName(["Green"])).toBe("Green");
    expect(scopeName(["Yellow", "Green"])).toBe("Green and Yellow");
    expect(scopeName(["Green", "Yellow", "Orange"])).toBe("");
    expect(scopeName(["Green", "Purple"])).toBe("Green");
  });

  it("summaryFigures equals progressFigures and the counts equal a plain count, for every scope", () => {
    for (const scope of [["Green"], ["Green", "Yellow"], ["Green", "Yellow", "Orange"]]) {
      const counted = catalog.packs.filter((p) => !p.extra && scope.includes(p.level));
      for (const facts of randomChildren(13, 40)) {
        const full = progressFigures(facts, catalog, scope);
        expect(summaryFigures(facts, catalog, scope)).toEqual({
          overall: full.overall,
          level: full.level,
          current: full.current,
          topic: full.topic,
          skills: full.skills,
        });
        const best = new Map(facts.map((f) => [f.puzzleId, f]));
        const solved = (z: { id: string }) => ["perfect", "passed"].includes(best.get(z.id)?.best ?? "");
        const all = counted.flatMap((p) => p.puzzles);
        expect(full.overall).toEqual(shareOf(all.filter(solved).length, all.length, scopeName(scope)));
        for (const u of full.units) {
          const puzzles = counted.filter((p) => p.unit === u.title).flatMap((p) => p.puzzles);
          const name = [scopeName(scope), u.title].filter(Boolean).join(" ");
          expect(u.share).toEqual(shareOf(puzzles.filter(solved).length, puzzles.length, name));
        }
      }
    }
  });
});
