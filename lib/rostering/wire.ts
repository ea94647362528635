// The JSON shapes lib/rostering answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";

export const rosterKindCountsSchema = z.object({
  create: z.number(),
  update: z.number(),
  leave: z.number(),
  remove: z.number(),
});
export const rosterCountsSchema = z.object({
  teachers: rosterKindCountsSchema,
  students: rosterKindCountsSchema,
  classes: rosterKindCountsSchema,
  enrollments: rosterKindCountsSchema,
});
export const rosterPreviewSchema = z.object({
  valid: z.boolean(),
  counts: rosterCountsSchema,
  problems: z.array(
    z.object({
      file: z.string(),
      row: z.number(),
      column: z.string().nullable(),
      message: z.string(),
      text: z.string(),
    }),
  ),
  moreProblems: z.number(),
  notes: z.array(z.object({ file: z.string(), row: z.number(), message: z.string() })),
  removals: z.array(
    z.object({ kind: z.enum(["teacher", "student", "class"]), sourceId: z.string(), name: z.string() }),
  ),
  /** A district file (issue 42): its district, and each school (one organization each) with its counts. */
  district: z.object({ sourceId: z.string(), name: z.string() }).nullable(),
  schools: z.array(
    z.object({ sourceId: z.string(), name: z.string(), isNew: z.boolean(), counts: rosterCountsSchema }),
  ),
});
export const rosterImportViewSchema = z.object({
  id: z.string(),
  organization: z.string(),
  status: z.enum(["queued", "running", "succeeded", "failed"]),
  total: z.number(),
  processed: z.number(),
  applyRemovals: z.boolean(),
  summary: rosterCountsSchema.nullable(),
  invited: z.number(),
  errors: z.array(z.string()),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
