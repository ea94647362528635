// Wire shapes of SPEC §3/§7 (snake_case, dates YYYY-MM-DD). Lenient where SPEC §5 has its own messages:
// an empty field reaches the rules, which answer with the SPEC wording.
import { z } from "zod";
import { calendarDate } from "@/lib/validation/dates";

const DATE_MESSAGE = "Dates must be in YYYY-MM-DD format.";
const blankToNull = (v: unknown) => (v === "" || v === undefined ? null : v);

export const isoDateSchema = z.preprocess(
  blankToNull,
  calendarDate({
    format: DATE_MESSAGE,
    invalid: "Dates must be real dates between 0001-01-01 and 9999-12-31.",
  }).nullable(),
);
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable());

export const unitInputSchema = z.object({
  title: z.string().trim().min(1, "Every unit needs a title.").max(120),
  standard: optionalText(40).default(null),
  level: optionalText(20).default(null),
  grades: z.array(z.string().max(3)).max(9).default([]),
  description: z.string().max(2000).default(""),
  is_current: z.boolean().default(false),
  is_finished: z.boolean().default(false),
  start_date: isoDateSchema.default(null),
  end_date: isoDateSchema.default(null),
  class_model: z.string().uuid("Please choose a class."),
});
export const createUnitsSchema = z.array(unitInputSchema).max(17, "At most 17 units can be added at once.");

export const updateUnitSchema = z.object({
  title: z.string().trim().min(1).max(120).optional(),
  description: z.string().max(2000).optional(),
  is_current: z.boolean().optional(),
  is_finished: z.boolean().optional(),
  start_date: isoDateSchema.optional(),
  end_date: isoDateSchema.optional(),
});

export const unitListQuerySchema = z.object({ class_model: z.string().uuid().optional() });

export const lessonSchema = z.object({ text: z.string().trim().min(1, "Please write the lesson.").max(20_000) });

export const ASSIGNMENT_STATUSES = ["assigned", "in_progress", "completed"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const assignmentSchema = z.object({
  title: z.string().max(200).default(""),
  is_current: z.boolean().default(true),
  start_date: isoDateSchema.default(null),
  end_date: isoDateSchema.default(null),
  number: z.preprocess(blankToNull, z.coerce.number().int().min(0).max(500).nullable()).default(null),
  skills: z
    .array(z.object({ skillId: z.string().min(1).max(40) }))
    .max(100)
    .default([]),
  students: z
    .array(z.union([z.string().uuid(), z.object({ id: z.string().uuid() }).transform((s) => s.id)]))
    .max(500)
    .default([]),
  status: z.enum(ASSIGNMENT_STATUSES).default("assigned"),
  /** The puzzles it covers (issue 27): ids from content/puzzles, in the order the children meet them. */
  puzzles: z.array(z.string().max(60)).max(30).default([]),
});

export const idParams = z.object({ id: z.string().uuid() });
export const unitParams = z.object({ unitId: z.string().uuid() });
export const unitChildParams = z.object({ unitId: z.string().uuid(), id: z.string().uuid() });
