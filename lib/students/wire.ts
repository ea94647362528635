// The JSON shapes lib/students answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";
import { progressViewSchema, skillFigureSchema } from "@/lib/progress/wire";

/** A level threshold as it is stored: one grade's level. */
export const levelThresholdViewSchema = z.object({ id: z.string(), grade: z.string(), level: z.string() });
export const limitSourceSchema = z
  .object({ role: z.enum(["teacher", "parent"]), name: z.string() })
  .meta({ id: "LimitSource" });
export const effectiveTimeSchema = z
  .object({ dayOfTheWeek: z.string(), timeLimit: z.string(), value: z.string(), setBy: limitSourceSchema.nullable() })
  .meta({ id: "EffectiveTime" });
export const effectiveThresholdSchema = z
  .object({ grade: z.string(), level: z.string(), setBy: limitSourceSchema })
  .meta({ id: "EffectiveThreshold" });
export const effectiveLimitsSchema = z
  .object({ timeLimits: z.array(effectiveTimeSchema), levelThresholds: z.array(effectiveThresholdSchema) })
  .meta({ id: "EffectiveLimits" });
export const studentViewSchema = z
  .object({
    levelThresholds: z.array(levelThresholdViewSchema),
    cardIssuedAt: z.string().nullable(),
    effectiveLimits: effectiveLimitsSchema,
    progress: progressViewSchema,
    skills: z.array(skillFigureSchema),
    id: z.string(),
    student_id: z.string(),
    classId: z.string().nullable(),
    externalId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    email: z.string(),
    username: z.string(),
    dob: z.string().nullable(),
    codingExperience: z.string(),
    timeLimits: z.array(
      z.object({ id: z.string(), dayOfTheWeek: z.string(), timeLimit: z.string(), value: z.string() }),
    ),
    level: z.string(),
  })
  .meta({ id: "StudentView" });
export const importJobViewSchema = z
  .object({
    id: z.string(),
    /** Null while a Class & File job has not created its class (issue 41). */
    classId: z.string().nullable(),
    status: z.enum(["failed", "queued", "running", "succeeded"]),
    total: z.number(),
    processed: z.number(),
    errors: z.array(z.string()),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: "ImportJobView" });
export const csvRowSchema = z
  .object({
    row: z.number(),
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
    dob: z.string(),
    usernameGenerated: z.boolean().optional(),
  })
  .meta({ id: "CsvRow" });
export const importPreviewSchema = z
  .object({
    rows: z.array(csvRowSchema),
    errors: z.array(
      z.object({
        row: z.number(),
        column: z.enum(["id", "email", "username", "dob", "firstName", "lastName"]).nullable(),
        message: z.string(),
        text: z.string(),
      }),
    ),
    valid: z.boolean(),
    total: z.number(),
  })
  .meta({ id: "ImportPreview" });
export const studentFamilySchema = z
  .object({
    student: z.object({ id: z.string(), fullName: z.string() }),
    parents: z.array(z.object({ id: z.string(), fullName: z.string(), email: z.string(), linkedAt: z.string() })),
    code: z.object({ createdAt: z.string(), expiresAt: z.string() }).nullable(),
  })
  .meta({ id: "StudentFamily" });
export const familyCodeSchema = z.object({
  code: z.string(),
  expiresAt: z.string(),
  student: z.object({ id: z.string(), fullName: z.string() }),
});
export const studentImportResultSchema = z.object({
  job: importJobViewSchema.nullable(),
  students: z.array(studentViewSchema),
  imported: z.number().optional(),
});
export const studentViewListSchema = z.array(studentViewSchema);
export const studentLimitsSchema = z
  .object({
    timeLimits: z.array(effectiveTimeSchema),
    levelThresholds: z.array(effectiveThresholdSchema),
    student: z.string(),
  })
  .meta({ id: "StudentLimits" });

export type StudentView = z.output<typeof studentViewSchema>;
