// Request bodies of the Google Classroom routes (issue 42). The access token is Google's, obtained by the page for
// the read-only Classroom scopes (./wire.ts CLASSROOM_SCOPE); it is used for this request and never stored.
import { z } from "zod";

const accessToken = z
  .string({ message: "Connect Google Classroom first." })
  .trim()
  .min(1, "Connect Google Classroom first.")
  .max(4096, "This Google connection is not valid.");

/** Classroom course ids are Google's (digits); an alias ("d:…", "p:…") is accepted as Google accepts it. */
export const courseIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9:_.-]{1,100}$/, "Unknown Google Classroom course.");

export const classroomTokenSchema = z.object({ accessToken });

export const MAX_COURSES_PER_IMPORT = 20;

export const classroomImportSchema = z.object({
  accessToken,
  courseIds: z
    .array(courseIdSchema, { message: "Choose at least one course to import." })
    .min(1, "Choose at least one course to import.")
    .max(MAX_COURSES_PER_IMPORT, `Import at most ${MAX_COURSES_PER_IMPORT} courses at a time.`)
    .refine((ids) => new Set(ids).size === ids.length, "A course is chosen twice."),
});
