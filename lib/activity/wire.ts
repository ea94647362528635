// The JSON shapes lib/activity answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";
import { progressViewSchema } from "@/lib/progress/wire";
import { PROGRAM_ERROR_CODES } from "@/lib/puzzles/parse-program";

export const timeStatusSchema = z
  .object({
    day: z.string(),
    usedSeconds: z.number(),
    limitSeconds: z.number().nullable(),
    remainingSeconds: z.number().nullable(),
    isStopped: z.boolean(),
  })
  .meta({ id: "TimeStatus" });
export const attemptViewSchema = z
  .object({
    id: z.string(),
    puzzleId: z.string(),
    outcome: z.enum(["failed", "perfect", "passed"]),
    solved: z.boolean(),
    /** Solved with the puzzle's idea: the attempt credits the puzzle's skills and standards (issue 38). */
    credited: z.boolean(),
    blockCount: z.number(),
    idealBlocks: z.number(),
    hint: z.string().optional(),
    error: z
      .object({
        code: z.enum([...PROGRAM_ERROR_CODES, "step-limit", "call-depth", "no-function"]),
        message: z.string(),
      })
      .optional(),
    isRepeat: z.boolean(),
  })
  .meta({ id: "AttemptView" });
export const puzzleProgressResetSchema = z.object({
  student: z.string(),
  attemptsRemoved: z.number(),
});
export const studentInfoSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  grade: z.string(),
  level: z.string(),
  className: z.string().nullable(),
  teacher: z.string().nullable(),
  openLevels: z.array(z.string()),
  progress: progressViewSchema,
});

export type AttemptView = z.output<typeof attemptViewSchema>;
