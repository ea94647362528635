// The JSON shapes of the Google Classroom routes (issue 42), one zod schema each: the routes name them in
// `response`, the page reads their types (./queries.ts).
import { z } from "zod";

/**
 * What the page asks Google's window for (components/auth/google-identity.ts): the teacher's courses and their
 * rosters (names), read-only; never e-mails, coursework or grades.
 */
export const CLASSROOM_SCOPE = [
  "https://www.googleapis.com/auth/classroom.courses.readonly",
  "https://www.googleapis.com/auth/classroom.rosters.readonly",
].join(" ");

export const classroomCourseViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    section: z.string(),
    room: z.string(),
    studentCount: z.number(),
    /** Imported already (by anyone: a course becomes one Sprout class); the class's id when the teacher has it. */
    alreadyImported: z.boolean(),
    importedClassId: z.string().nullable(),
  })
  .meta({ id: "ClassroomCourseView" });

export const classroomCoursesSchema = z
  .object({ courses: z.array(classroomCourseViewSchema) })
  .meta({ id: "ClassroomCourses" });

export const classroomImportResultSchema = z
  .object({
    classes: z.array(
      z.object({ id: z.string(), className: z.string(), courseId: z.string(), studentCount: z.number() }),
    ),
  })
  .meta({ id: "ClassroomImportResult" });

const syncedStudentSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
});

export const classroomSyncResultSchema = z
  .object({
    classId: z.string(),
    syncedAt: z.string(),
    added: z.array(syncedStudentSchema),
    /** Renamed in Classroom: the names Sprout had before. */
    updated: z.array(syncedStudentSchema.extend({ previousName: z.string() })),
    /** In the class but no longer in the course: kept, for the teacher to remove (or not) by hand. */
    left: z.array(syncedStudentSchema),
  })
  .meta({ id: "ClassroomSyncResult" });

export const classroomLinkSchema = z
  .object({
    courseId: z.string().nullable(),
    syncedAt: z.string().nullable(),
    /** The Google client id the page asks Google's window with; null when Google is not configured here. */
    googleClientId: z.string().nullable(),
  })
  .meta({ id: "ClassroomLink" });

export type ClassroomCourseView = z.output<typeof classroomCourseViewSchema>;
export type ClassroomImportResult = z.output<typeof classroomImportResultSchema>;
export type ClassroomSyncResult = z.output<typeof classroomSyncResultSchema>;
export type ClassroomLink = z.output<typeof classroomLinkSchema>;
