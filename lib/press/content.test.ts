import { describe, expect, it } from "vitest";
import { getPressItem, listPressItems, pressSlugs } from "./content";

const SPEC_PATHS = [
  "linc-student",
  "linkedin",
  "gamification",
  "pipeline",
  "launch-kc-awards",
  "altcap-your-biz",
  "all-girls-matter-conference",
  "pure-pitch-rally",
  "families-together-conference",
  "twitter-pitch-winner",
  "codesign-research-program",
];

describe("press content (SPEC §2, §9)", () => {
  it("has 16 items dated 2022 to 2025, newest first", () => {
    const items = listPressItems();
    expect(items).toHaveLength(16);
    for (const i of items) expect(Number(i.date.slice(0, 4))).toBeGreaterThanOrEqual(2022);
    for (const i of items) expect(Number(i.date.slice(0, 4))).toBeLessThanOrEqual(2025);
    expect([...items.map((i) => i.date)]).toEqual([...items.map((i) => i.date)].sort().reverse());
  });

  it("has the 15 detail pages the spec names, four carrying the product's name", () => {
    const slugs = pressSlugs();
    expect(slugs).toHaveLength(15);
    expect(slugs).toEqual(expect.arrayContaining(SPEC_PATHS));
    expect(slugs.filter((s) => s.startsWith("sprout-"))).toHaveLength(4);
  });

  it("finds an item by its path", () => {
    expect(getPressItem("pipeline")?.detailPage).toBe("/pipeline");
    expect(getPressItem("nope")).toBeUndefined();
  });
});
