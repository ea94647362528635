// The JSON shapes lib/standards answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";

export const testSchema = z.object({ testId: z.string(), testTitle: z.string() }).meta({ id: "Test" });
export const categorySchema = z
  .object({ categoryId: z.string(), categoryTitle: z.string(), tests: z.array(testSchema) })
  .meta({ id: "Category" });
export const standardsSetSchema = z.object({
  set: z.string(),
  title: z.string(),
  source: z.string(),
  bands: z.array(z.object({ categories: z.array(categorySchema), band: z.string(), grades: z.array(z.string()) })),
});
