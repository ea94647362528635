// The four skill standard sets of SPEC §9, served from content/standards/*.json (sources noted in each file).
import csta from "@/content/standards/csta.json";
import newYork from "@/content/standards/new-york.json";
import kansas from "@/content/standards/kansas.json";
import missouri from "@/content/standards/missouri.json";

export type Test = { testId: string; testTitle: string };
export type Category = { categoryId: string; categoryTitle: string; tests: Test[] };
export type Band = { band: string; grades: string[]; categories: Category[] };
export type StandardSet = { set: string; title: string; source: string; bands: Band[] };

export const STANDARD_SETS: readonly StandardSet[] = [csta, newYork, kansas, missouri];
export const STANDARD_SET_IDS = STANDARD_SETS.map((s) => s.set);

/** "CTSA" is how SPEC §9 spells CSTA; names and ids are accepted case-insensitively. */
export function findStandardSet(idOrName: string): StandardSet | undefined {
  const key = idOrName.trim().toLowerCase();
  const alias =
    key === "ctsa" ? "csta" : key === "new york" ? "ny" : key === "kansas" ? "ks" : key === "missouri" ? "mo" : key;
  return STANDARD_SETS.find((s) => s.set.toLowerCase() === alias);
}

/** The bands of a set, optionally only the one holding `grade` (K, 1 … 8). */
export function bandsFor(set: StandardSet, grade?: string): Band[] {
  return grade ? set.bands.filter((b) => b.grades.includes(grade)) : set.bands;
}

/** SPEC §5 skill search: category title, any test title or the category id, case-insensitively. */
export function searchCategories(categories: Category[], q: string): Category[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return categories;
  return categories.filter(
    (c) =>
      c.categoryTitle.toLowerCase().includes(needle) ||
      c.categoryId.toLowerCase().includes(needle) ||
      c.tests.some((t) => t.testTitle.toLowerCase().includes(needle)),
  );
}

/** testId → test, across every band of the set. */
export function testsById(set: StandardSet): Map<string, Test> {
  return new Map(set.bands.flatMap((b) => b.categories.flatMap((c) => c.tests.map((t) => [t.testId, t] as const))));
}
