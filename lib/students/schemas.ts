import { z } from "zod";
import { calendarDate } from "@/lib/validation/dates";
import { timeLimitEntrySchema, timeLimitValueSchema, WEEKDAYS } from "./screen-time";

const USERNAME = /^[a-z0-9][a-z0-9._-]{2,29}$/;
const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    USERNAME,
    "Username must be 3-30 letters, digits, dots, dashes or underscores, starting with a letter or digit.",
  );

export const dobSchema = z.preprocess(
  blankToNull,
  calendarDate({
    format: "Date of birth must be written YYYY-MM-DD.",
    invalid: "Date of birth must be a real date in the past.",
  })
    .refine((v) => v < new Date().toISOString().slice(0, 10), "Date of birth must be a real date in the past.")
    .nullable(),
);

export const emailSchema = z.preprocess(
  blankToNull,
  z.string().trim().toLowerCase().max(254).email("Enter a valid email address.").nullable(),
);

export const studentInputSchema = z.object({
  firstName: z.string({ message: "First name is required." }).trim().min(1, "First name is required.").max(50),
  lastName: z.string({ message: "Last name is required." }).trim().min(1, "Last name is required.").max(50),
  email: emailSchema.optional().transform((v) => v ?? null),
  username: z
    .preprocess(blankToNull, usernameSchema.nullable())
    .optional()
    .transform((v) => v ?? null),
  dob: dobSchema.optional().transform((v) => v ?? null),
  codingExperience: z.string().trim().max(40).optional(),
  timeLimits: z.array(timeLimitEntrySchema).max(7).optional(),
});
export type StudentInput = z.infer<typeof studentInputSchema>;

/** SPEC §7 sends {student}; a bare student object is accepted too. */
const wrapStudent = (v: unknown) => (v && typeof v === "object" && "student" in v ? v : { student: v });
export const addStudentBodySchema = z.preprocess(wrapStudent, z.object({ student: studentInputSchema }));

export const updateStudentSchema = z.object({
  firstName: z.string().trim().min(1, "First name is required.").max(50).optional(),
  lastName: z.string().trim().min(1, "Last name is required.").max(50).optional(),
  email: emailSchema.optional(),
  username: usernameSchema.optional(),
  dob: dobSchema.optional(),
  codingExperience: z.string().trim().max(40).optional(),
  level: z.string().trim().max(40).optional(),
});
/** What the teacher's edit form sends (the student pane's "Edit details"). */
export type StudentEdit = z.input<typeof updateStudentSchema>;
export const updateStudentBodySchema = z.preprocess(wrapStudent, z.object({ student: updateStudentSchema }));

export const levelThresholdSchema = z.object({
  grade: z.string({ message: "Choose a grade." }).trim().min(1, "Choose a grade.").max(40),
  level: z.string({ message: "Choose a level." }).trim().min(1, "Choose a level.").max(40),
});

export const screenTimeUpdateSchema = z.object({
  timeLimit: timeLimitValueSchema,
  dayOfTheWeek: z.enum(WEEKDAYS).optional(),
});

export const bulkLevelThresholdSchema = z.preprocess(
  (v) => (v && typeof v === "object" && "levelThresholds" in v ? v : { levelThresholds: [v] }),
  z.object({ levelThresholds: z.array(levelThresholdSchema).min(1).max(20) }),
);

export const bulkScreenTimeSchema = z.object({ timeLimits: z.array(timeLimitEntrySchema).min(1).max(7) });

export const commentSchema = z.object({
  text: z
    .string({ message: "Write a comment." })
    .trim()
    .min(1, "Write a comment.")
    .max(5000, "A comment can be at most 5000 characters."),
});
