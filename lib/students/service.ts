// Students of a class the actor teaches: add, read, edit, delete, and their screen time and level thresholds.
import type { z } from "zod";
import type { Actor } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import { serializableTransaction } from "@/lib/db/transaction";
import { notFound, validationError } from "@/lib/http/errors";
import { spendFileBudget } from "@/lib/http/limits";
import { uniqueUsername } from "@/lib/auth/usernames";
import { type Prisma } from "@/lib/generated/prisma/client";
import { findClassOrThrow } from "@/lib/access/classes";
import { findStudentOrThrow } from "@/lib/access/students";
import { importJobsVisibleTo } from "@/lib/access/import-jobs";
import type { AccessActor, Need } from "@/lib/access/table";
import { classDefaults, insertStudents, prepareStudents, rethrowTaken, takenIdentifiers } from "./accounts";
import { progressInputsOf } from "@/lib/progress/facts";
import { serializeStudent, studentInclude, type StudentView, type StudentWithRelations } from "./serializers";
import { rosterOf, studentRowOf } from "./roster";
import type { StudentInput, updateStudentSchema } from "./schemas";
import { fullWeek, type Weekday } from "./screen-time";
import {
  deliverImportJob,
  persistStudentImport,
  planStudentImport,
  serializeImportJob,
  type ImportJobView,
} from "./import";
import type { ImportPreview } from "./import-preview";

/** The roster: one statement (./roster.ts), 404 for a class the actor cannot read. */
export async function listStudents(actor: Actor, classId: string): Promise<StudentView[]> {
  const rows = await rosterOf(actor, classId);
  if (!rows) throw notFound("Class not found.");
  return rows.map(serializeStudent);
}

/**
 * The student in `classId` with everything the teacher view shows, if the actor may `need` it (lib/access).
 * Reads take one statement (./roster.ts); a refused write needs findStudentOrThrow's 403-or-404 answer.
 */
export async function getStudentRow(
  actor: AccessActor,
  classId: string,
  studentId: string,
  need: Need = "read",
): Promise<StudentWithRelations> {
  if (need !== "read") {
    const s = await findStudentOrThrow(actor, { id: studentId, classId }, need, studentInclude);
    const input = (await progressInputsOf([s.id])).get(s.id)!;
    return { ...s, puzzleFacts: input.facts, openLevels: input.levels };
  }
  const row = await studentRowOf(actor, classId, studentId);
  if (!row) throw notFound("Student not found.");
  return row;
}

export async function getStudent(actor: Actor, classId: string, studentId: string): Promise<StudentView> {
  return serializeStudent(await getStudentRow(actor, classId, studentId));
}

export async function addStudent(actor: Actor, classId: string, input: StudentInput): Promise<StudentView> {
  const klass = await findClassOrThrow(actor, classId, "write");
  const username = input.username ?? (await uniqueUsername(input.firstName, input.lastName));
  const taken = await takenIdentifiers([username], input.email ? [input.email] : []);
  const errors: Record<string, string[]> = {};
  if (taken.usernames.size) errors.username = ["This username is already taken."];
  if (taken.emails.size) errors.email = ["An account with this email already exists."];
  if (Object.keys(errors).length) throw validationError(errors);
  const [prepared] = await prepareStudents([{ ...input, username }]);
  await prisma.$transaction((tx) => insertStudents(tx, classId, [prepared], classDefaults(klass))).catch(rethrowTaken);
  return getStudent(actor, classId, prepared.studentId);
}

export async function updateStudent(
  actor: Actor,
  classId: string,
  studentId: string,
  input: z.infer<typeof updateStudentSchema>,
) {
  const s = await getStudentRow(actor, classId, studentId, "write");
  const errors: Record<string, string[]> = {};
  if (input.username && input.username !== s.user.username) {
    const t = await takenIdentifiers([input.username], []);
    if (t.usernames.size) errors.username = ["This username is already taken."];
  }
  if (input.email && input.email !== s.user.email) {
    const t = await takenIdentifiers([], [input.email]);
    if (t.emails.size) errors.email = ["An account with this email already exists."];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  await prisma
    .$transaction(async (tx) => {
      await tx.user.update({
        where: { id: s.userId },
        data: {
          ...(input.firstName !== undefined ? { firstname: input.firstName } : {}),
          ...(input.lastName !== undefined ? { lastname: input.lastName } : {}),
          ...(input.username !== undefined ? { username: input.username } : {}),
          ...(input.email !== undefined ? { email: input.email, emailVerifiedAt: null } : {}),
          ...(input.dob !== undefined ? { dob: input.dob ? new Date(`${input.dob}T00:00:00Z`) : null } : {}),
        },
      });
      if (input.codingExperience !== undefined || input.level !== undefined) {
        await tx.student.update({
          where: { id: s.id },
          data: {
            ...(input.codingExperience !== undefined ? { codingExperience: input.codingExperience } : {}),
            ...(input.level !== undefined ? { level: input.level } : {}),
          },
        });
      }
    })
    .catch(rethrowTaken);
  return getStudent(actor, classId, studentId);
}

/** Removes the student and the account made for them (parents' and other roles' accounts are kept). */
export async function deleteStudent(actor: Actor, classId: string, studentId: string): Promise<void> {
  const s = await getStudentRow(actor, classId, studentId, "delete");
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: s.userId },
    select: { isTeacher: true, isParent: true, isOrganizer: true },
  });
  if (user.isTeacher || user.isParent || user.isOrganizer) await prisma.student.delete({ where: { id: s.id } });
  else await prisma.user.delete({ where: { id: s.userId } });
}

/** SPEC §4: an update for a grade replaces that grade's entry, otherwise a new entry is added. */
export async function setLevelThreshold(
  actor: Actor,
  classId: string,
  studentId: string,
  t: { grade: string; level: string },
) {
  const s = await getStudentRow(actor, classId, studentId, "write");
  // An upsert races the class-wide edit's delete-and-insert of the same rows: serializable, retried.
  await serializableTransaction((tx) =>
    tx.studentLevelThreshold.upsert({
      where: { studentId_grade: { studentId: s.id, grade: t.grade } },
      create: { studentId: s.id, grade: t.grade, level: t.level },
      update: { level: t.level },
    }),
  );
  return getStudent(actor, classId, studentId);
}

export async function updateScreenTime(
  actor: Actor,
  classId: string,
  studentId: string,
  id: string,
  input: { timeLimit: string; dayOfTheWeek?: Weekday },
) {
  const s = await getStudentRow(actor, classId, studentId, "write");
  const entry = s.timeLimits.find((t) => t.id === id);
  if (!entry) throw notFound("Screen-time entry not found.");
  if (input.dayOfTheWeek && input.dayOfTheWeek !== entry.dayOfTheWeek) {
    throw validationError({ dayOfTheWeek: [`This entry is for ${entry.dayOfTheWeek}.`] });
  }
  await prisma.studentTimeLimit.update({ where: { id }, data: { timeLimit: input.timeLimit } });
  return getStudent(actor, classId, studentId);
}

type Week = { dayOfTheWeek: Weekday; timeLimit: string }[];

/** Bulk class settings: every student of the class, and the class default for students added later. */
export async function setClassScreenTime(actor: Actor, classId: string, timeLimits: Week) {
  await findClassOrThrow(actor, classId, "write");
  // Read and written in one serializable transaction: two teachers editing different days both keep theirs.
  const merged = await serializableTransaction(async (tx) => {
    const klass = await tx.class.findUniqueOrThrow({ where: { id: classId } });
    const current = classDefaults(klass).timeLimits ?? fullWeek();
    const week = fullWeek(fullWeek(current).map((d) => timeLimits.find((t) => t.dayOfTheWeek === d.dayOfTheWeek) ?? d));
    for (const t of timeLimits) {
      await tx.studentTimeLimit.updateMany({
        where: { dayOfTheWeek: t.dayOfTheWeek, student: { classId } },
        data: { timeLimit: t.timeLimit },
      });
    }
    await tx.class.update({ where: { id: classId }, data: { timeLimits: week as unknown as Prisma.InputJsonValue } });
    return week;
  });
  return { classId, timeLimits: merged, students: await prisma.student.count({ where: { classId } }) };
}

export async function setClassLevelThresholds(
  actor: Actor,
  classId: string,
  thresholds: { grade: string; level: string }[],
) {
  await findClassOrThrow(actor, classId, "write");
  // Read and written in one serializable transaction: concurrent edits of other grades are kept, not overwritten.
  const { merged, students } = await serializableTransaction(async (tx) => {
    const klass = await tx.class.findUniqueOrThrow({ where: { id: classId } });
    const merged = [...(classDefaults(klass).levelThresholds ?? [])];
    for (const t of thresholds) {
      const i = merged.findIndex((m) => m.grade === t.grade);
      if (i >= 0) merged[i] = t;
      else merged.push(t);
    }
    const students = await tx.student.findMany({ where: { classId }, select: { id: true } });
    for (const t of thresholds) {
      await tx.studentLevelThreshold.deleteMany({ where: { grade: t.grade, student: { classId } } });
      await tx.studentLevelThreshold.createMany({
        data: students.map((s) => ({ studentId: s.id, grade: t.grade, level: t.level })),
      });
    }
    await tx.class.update({
      where: { id: classId },
      data: { levelThresholds: merged as unknown as Prisma.InputJsonValue },
    });
    return { merged, students };
  });
  return { classId, levelThresholds: merged, students: students.length };
}

export type ImportFileResult =
  ImportPreview | { job: ImportJobView | null; students: StudentView[]; imported?: number };

/** The status a file upload answers: 200 preview, 202 job started, 201 imported at once. */
export function importStatus(result: ImportPreview | { job: ImportJobView | null }): number {
  return "valid" in result ? 200 : result.job ? 202 : 201;
}

/** POST …/student/file: preview (dryRun), insert at once (small), or start an import job (large). */
export async function importStudentFile(
  actor: Actor,
  classId: string,
  file: unknown,
  dryRun = false,
): Promise<ImportFileResult> {
  const klass = await findClassOrThrow(actor, classId, "write");
  await spendFileBudget(actor.id, klass.organizationId, dryRun);
  const planned = await planStudentImport(file, dryRun);
  if ("preview" in planned) return planned.preview;
  const job = await prisma
    .$transaction((tx) => persistStudentImport(tx, classId, actor.id, planned.plan), { timeout: 60_000 })
    .catch(rethrowTaken);
  if (job) {
    await deliverImportJob(job);
    return { job, students: [] };
  }
  return { job: null, students: await listStudents(actor, classId), imported: planned.plan.rows.length };
}

/** GET /academics/class/file/{jobId}/: an import job its creator started, with or without its class yet. */
export async function getMyImportJob(actor: Actor, jobId: string) {
  const job = await prisma.importJob.findFirst({ where: { id: jobId, ...importJobsVisibleTo(actor) } });
  if (!job) throw notFound("Import not found.");
  return serializeImportJob(job);
}

export async function getImportJob(actor: Actor, classId: string, jobId: string) {
  await findClassOrThrow(actor, classId);
  const job = await prisma.importJob.findFirst({ where: { id: jobId, classId } });
  if (!job) throw notFound("Import not found.");
  return serializeImportJob(job);
}
