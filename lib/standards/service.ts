import type { z } from "zod";
import { AppError } from "@/lib/http/errors";
import type { standardsQuerySchema } from "./schemas";
import { bandsFor, findStandardSet, searchCategories, STANDARD_SETS } from "./standards";

/** GET /academics/curriculums/standards/?set=&grade=&q= : the set's bands (for a grade), searched. */
export function getStandards(query: z.output<typeof standardsQuerySchema>) {
  const set = findStandardSet(query.set);
  if (!set) {
    throw new AppError(
      "bad_request",
      `Unknown standard set. Choose one of: ${STANDARD_SETS.map((s) => s.set).join(", ")}.`,
    );
  }
  return {
    set: set.set,
    title: set.title,
    source: set.source,
    bands: bandsFor(set, query.grade).map((b) => ({ ...b, categories: searchCategories(b.categories, query.q ?? "") })),
  };
}

export function listStandardSets() {
  return STANDARD_SETS.map((s) => ({ set: s.set, title: s.title, bands: s.bands.map((b) => b.band) }));
}
