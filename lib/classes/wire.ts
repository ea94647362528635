// The JSON shapes lib/classes answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";
import { userViewSchema } from "@/lib/auth/wire";
import { cardAddressSchema } from "@/lib/cards/wire";
import { importJobViewSchema, studentViewSchema } from "@/lib/students/wire";

export const classViewSchema = z
  .object({
    id: z.string(),
    className: z.string(),
    grade: z.string(),
    subject: z.string(),
    roomNumber: z.string(),
    color: z.string(),
    organization: z.string().nullable(),
    coTeachers: z.array(
      z.object({ id: z.string(), firstname: z.string(), lastname: z.string(), username: z.string() }),
    ),
    invited: z.array(z.string()),
    isOwner: z.boolean(),
    studentCount: z.number(),
    timeLimits: z.array(z.unknown()),
    levelThresholds: z.array(z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: "ClassView" });
export const archivedClassViewSchema = z
  .object({
    id: z.string(),
    className: z.string(),
    color: z.string(),
    studentCount: z.number(),
    archivedAt: z.string(),
    restoreUntil: z.string(),
  })
  .meta({ id: "ArchivedClassView" });
export const invitationViewSchema = z
  .object({ id: z.string(), classId: z.string(), className: z.string(), invitedBy: z.string(), createdAt: z.string() })
  .meta({ id: "InvitationView" });
/** 201: the class made now, with the students a first student or a small file gave it. */
export const createClassResultSchema = z
  .object({ class: classViewSchema, students: z.array(studentViewSchema), job: z.null() })
  .meta({ id: "CreateClassResult" });
/**
 * 202: a large Class & File upload, as the import job that creates the class with its students when it runs (issue
 * 41); its creator polls GET /academics/class/file/{jobId}/ until the job names the class.
 */
export const createClassJobSchema = z
  .object({ class: z.null(), students: z.tuple([]), job: importJobViewSchema })
  .meta({ id: "CreateClassJob" });
export const commentViewSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    student: z.string(),
    author: z.object({ id: z.string(), name: z.string() }),
    isMine: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "CommentView" });
export const classErasedSchema = z.object({ id: z.string(), deletedStudents: z.number() });
export const classThresholdsSchema = z.object({
  classId: z.string(),
  levelThresholds: z.array(z.object({ grade: z.string(), level: z.string() })),
  students: z.number(),
});
export const classScreenTimeSchema = z.object({
  classId: z.string(),
  timeLimits: z.array(
    z.object({
      dayOfTheWeek: z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]),
      timeLimit: z.string(),
    }),
  ),
  students: z.number(),
});
export const archivedClassViewListSchema = z.array(archivedClassViewSchema);
export const invitationAnswerSchema = z.object({
  id: z.string(),
  classId: z.string(),
  accepted: z.boolean(),
});
export const invitationViewListSchema = z.array(invitationViewSchema);
export const classViewListSchema = z.array(classViewSchema);
export const commentViewListSchema = z.array(commentViewSchema);
/** GET /academics/teacher/ (SPEC §7): the signed-in teacher, their classes and the card sign-in address. */
export const teacherProfileSchema = userViewSchema.extend({
  organization: z.string().nullable(),
  classCount: z.number(),
  studentCount: z.number(),
  classes: z.array(classViewSchema.pick({ id: true, className: true, color: true, isOwner: true })),
  cardAddress: cardAddressSchema,
});

export type ClassView = z.output<typeof classViewSchema>;
export type CreateClassResult = z.output<typeof createClassResultSchema> | z.output<typeof createClassJobSchema>;
export type InvitationView = z.output<typeof invitationViewSchema>;
export type ArchivedClassView = z.output<typeof archivedClassViewSchema>;
