// The judging fingerprint (issue 38): equal for equal rules, in any process; changed by what the judge reads of a
// puzzle (worlds, blocks, ideal block count, idea, picture), not by its words.
import { describe, expect, it } from "vitest";
import { buildCatalog, RAW_PUZZLE_PACKS } from "./content";
import { catalogFingerprint, judgingFingerprint, judgingFingerprints } from "./fingerprint";

type RawPack = { puzzles: Record<string, unknown>[] };
const packs = () => structuredClone(RAW_PUZZLE_PACKS) as RawPack[];
const rebuilt = (edit: (puzzle: Record<string, unknown>) => void, id = "repeat-walk") => {
  const raw = packs();
  edit(raw.flatMap((p) => p.puzzles).find((z) => z.id === id)!);
  return buildCatalog(raw);
};

describe("judgingFingerprint", () => {
  const base = buildCatalog(RAW_PUZZLE_PACKS);
  const fp = judgingFingerprints(base);

  it("is a short hash per puzzle, the same for a catalog built again", () => {
    expect(fp.size).toBe(base.puzzles.size);
    expect([...fp.values()].every((h) => /^[0-9a-f]{16}$/.test(h))).toBe(true);
    expect(judgingFingerprints(buildCatalog(RAW_PUZZLE_PACKS))).toEqual(fp);
    expect(catalogFingerprint(buildCatalog(RAW_PUZZLE_PACKS))).toBe(catalogFingerprint(base));
  });

  it("changes with what the judge reads, and only for that puzzle", () => {
    const changed = [
      rebuilt((z) => (z.idealBlocks = Number(z.idealBlocks) + 1)),
      rebuilt((z) => (z.idea = ["if"])),
      rebuilt((z) => (z.blocks = (z.blocks as string[]).filter((b) => b !== "sprout_collect"))),
      rebuilt((z) => (z.world = { map: [">......G"] })),
    ];
    for (const c of changed) {
      expect(judgingFingerprint(c.puzzles.get("repeat-walk")!)).not.toBe(fp.get("repeat-walk"));
      expect(judgingFingerprint(c.puzzles.get("first-steps")!)).toBe(fp.get("first-steps"));
      expect(catalogFingerprint(c)).not.toBe(catalogFingerprint(base));
    }
  });

  it("does not change with the puzzle's words", () => {
    const c = rebuilt((z) => Object.assign(z, { title: "Another title", hint: "Another hint" }));
    expect(judgingFingerprint(c.puzzles.get("repeat-walk")!)).toBe(fp.get("repeat-walk"));
  });
});
