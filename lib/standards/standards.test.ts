import { describe, expect, it } from "vitest";
import { bandsFor, findStandardSet, searchCategories, STANDARD_SETS, testsById } from "./standards";

describe("standard sets (SPEC §9)", () => {
  it("ships the four sets with their grade bands", () => {
    const bands = Object.fromEntries(STANDARD_SETS.map((s) => [s.set, s.bands.map((b) => b.band)]));
    expect(bands).toEqual({
      CSTA: ["K-2", "3-5", "6-8"],
      NY: ["K-1", "2-3", "4-6", "7-8"],
      KS: ["K", "1", "2", "3", "4", "5", "6-8"],
      MO: ["K", "1", "2", "3", "4", "5", "6-8"],
    });
    for (const s of STANDARD_SETS) {
      expect(s.source.length).toBeGreaterThan(40);
      const grades = s.bands.flatMap((b) => b.grades);
      expect(grades).toEqual(["K", "1", "2", "3", "4", "5", "6", "7", "8"]);
    }
  });

  it("uses the published identifiers, unique within a set", () => {
    const csta = findStandardSet("CTSA")!;
    expect(testsById(csta).get("1A-AP-08")?.testTitle).toMatch(/algorithms/i);
    expect(testsById(findStandardSet("new york")!).has("K-1.CT.1")).toBe(true);
    expect(bandsFor(findStandardSet("NY")!, "5")[0].categories[0].categoryId).toBe("4-6.CT");
    for (const s of STANDARD_SETS) {
      const ids = s.bands.flatMap((b) => b.categories.flatMap((c) => c.tests.map((t) => t.testId)));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("picks the band of a grade", () => {
    expect(bandsFor(findStandardSet("CSTA")!, "4").map((b) => b.band)).toEqual(["3-5"]);
    expect(bandsFor(findStandardSet("MO")!, "7").map((b) => b.band)).toEqual(["6-8"]);
    expect(bandsFor(findStandardSet("NY")!, "K").map((b) => b.band)).toEqual(["K-1"]);
  });

  it("searches category title, test titles and category id, ignoring case", () => {
    const cats = bandsFor(findStandardSet("CSTA")!, "1")[0].categories;
    expect(searchCategories(cats, "NETWORKS").map((c) => c.categoryId)).toEqual(["1A-NI"]);
    expect(searchCategories(cats, "simple loops").map((c) => c.categoryId)).toEqual(["1A-AP"]);
    expect(searchCategories(cats, "1a-da").map((c) => c.categoryId)).toEqual(["1A-DA"]);
    expect(searchCategories(cats, "zzz")).toEqual([]);
    expect(searchCategories(cats, " ")).toHaveLength(cats.length);
  });
});
