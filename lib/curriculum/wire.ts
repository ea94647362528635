// The JSON shapes lib/curriculum answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";

export const assignmentViewSchema = z
  .object({
    id: z.string(),
    unit: z.string(),
    title: z.string(),
    is_current: z.boolean(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    number: z.number(),
    status: z.enum(["assigned", "in_progress", "completed"]),
    skills: z.array(z.object({ skillId: z.string(), title: z.string() })),
    puzzles: z.array(z.object({ id: z.string(), title: z.string() })),
    students: z.array(z.object({ id: z.string(), fullName: z.string() })),
  })
  .meta({ id: "AssignmentView" });
export const lessonViewSchema = z
  .object({ id: z.string(), unit: z.string(), text: z.string(), created_at: z.string(), updatedAt: z.string() })
  .meta({ id: "LessonView" });
export const unitViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    standard: z.string(),
    level: z.string(),
    grades: z.array(z.string()),
    description: z.string(),
    is_current: z.boolean(),
    is_finished: z.boolean(),
    status: z.enum(["current", "upcoming", "past"]),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    class_model: z.string(),
  })
  .meta({ id: "UnitView" });
export const assignmentViewListSchema = z.array(assignmentViewSchema);
export const lessonViewListSchema = z.array(lessonViewSchema);
export const unitViewListSchema = z.array(unitViewSchema);

export type UnitView = z.output<typeof unitViewSchema>;
export type LessonView = z.output<typeof lessonViewSchema>;
export type AssignmentView = z.output<typeof assignmentViewSchema>;
