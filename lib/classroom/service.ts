// Google Classroom import (issue 42): the courses a teacher teaches in Classroom, and chosen courses imported as one
// Sprout class each with its students, all or nothing. Students get accounts exactly as a class file makes them
// (lib/students/accounts.ts: generated usernames, login cards, the class's default limits); each keeps its
// Classroom user id in Student.externalId ("classroom:<userId>") so "Sync" (./sync.ts) finds them again.
import type { z } from "zod";
import type { Actor } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { AppError, validationError } from "@/lib/http/errors";
import { classesVisibleTo } from "@/lib/access/classes";
import { uniqueUsernames } from "@/lib/auth/usernames";
import { isUniqueViolation, prepareStudents, rethrowTaken, type NewStudent } from "@/lib/students/accounts";
import { insertWithClassDefaults } from "@/lib/students/import-insert";
import { classroomFor, listRosters, listTaughtCourses, type ClassroomCourse, type ClassroomStudent } from "./google";
import type { classroomImportSchema, classroomTokenSchema } from "./schemas";
import type { ClassroomCourseView, ClassroomImportResult } from "./wire";

/** One request hashes every new account's card (~11 ms each, two at a time): a Classroom course holds at most 1,000. */
export const MAX_STUDENTS_PER_IMPORT = 1000;

/** The Student.externalId of a Classroom student: the prefix keeps it apart from a class file's own ids. */
export const classroomExternalId = (userId: string) => `classroom:${userId}`;

/** The accounts to make for `students` (usernames generated from their names, none taken), tagged with their ids. */
export async function newClassroomStudents(students: ClassroomStudent[], reserved = new Set<string>()) {
  const usernames = await uniqueUsernames(students, reserved);
  const rows: NewStudent[] = students.map((s, i) => ({
    externalId: classroomExternalId(s.userId),
    // A child's school address is not needed to sign in (username or card) and is not asked of Google.
    email: null,
    firstName: s.firstName,
    lastName: s.lastName,
    username: usernames[i],
    dob: null,
  }));
  return prepareStudents(rows);
}

/** The class name of a course: its section beside the name tells a teacher's sections of one course apart. */
function classNameOf(c: ClassroomCourse): string {
  const name = c.name.trim() || "Google Classroom course";
  return (c.section.trim() ? `${name} (${c.section.trim()})` : name).slice(0, 100).trim();
}

/** The actor's taught courses with their student counts, marked when a Sprout class was already made from one. */
export async function listClassroomCourses(
  actor: Actor,
  input: z.output<typeof classroomTokenSchema>,
): Promise<{ courses: ClassroomCourseView[] }> {
  const classroom = await classroomFor(input.accessToken);
  const courses = await listTaughtCourses(classroom);
  const rosters = await listRosters(
    classroom,
    courses.map((c) => c.id),
  );
  const ids = courses.map((c) => c.id);
  const [imported, mine] = await Promise.all([
    prisma.class.findMany({ where: { classroomCourseId: { in: ids } }, select: { classroomCourseId: true } }),
    prisma.class.findMany({
      where: { classroomCourseId: { in: ids }, ...classesVisibleTo(actor, "write") },
      select: { id: true, classroomCourseId: true },
    }),
  ]);
  const importedIds = new Set(imported.map((c) => c.classroomCourseId));
  return {
    courses: courses.map((c, i) => ({
      ...c,
      studentCount: rosters[i].length,
      alreadyImported: importedIds.has(c.id),
      importedClassId: mine.find((m) => m.classroomCourseId === c.id)?.id ?? null,
    })),
  };
}

/** A clear refusal when a chosen course is already a Sprout class: its name when the teacher has it, else who to ask. */
async function refuseImported(actor: Actor, courses: ClassroomCourse[]): Promise<void> {
  const taken = await prisma.class.findMany({
    where: { classroomCourseId: { in: courses.map((c) => c.id) } },
    select: { id: true, className: true, classroomCourseId: true },
  });
  if (!taken.length) return;
  const visible = new Set(
    (
      await prisma.class.findMany({
        where: { id: { in: taken.map((t) => t.id) }, ...classesVisibleTo(actor, "write") },
        select: { id: true },
      })
    ).map((c) => c.id),
  );
  const messages = taken.map((t) => {
    const course = courses.find((c) => c.id === t.classroomCourseId)!;
    return visible.has(t.id)
      ? `"${course.name}" is already imported as your class "${t.className}". Use "Sync with Classroom" on that class instead.`
      : `"${course.name}" was already imported into Sprout by another teacher. Ask them to add you to that class as a co-teacher.`;
  });
  throw new AppError("conflict", `${messages.join("\n")}\nNothing was imported.`);
}

/**
 * Imports the chosen courses as classes of the actor (filed under their current organization), each with its
 * students. Google is read and every account prepared before the one transaction that writes them all.
 */
export async function importClassroomCourses(
  actor: Actor,
  input: z.output<typeof classroomImportSchema>,
): Promise<ClassroomImportResult> {
  const classroom = await classroomFor(input.accessToken);
  const taught = await listTaughtCourses(classroom);
  const unknown = input.courseIds.filter((id) => !taught.some((c) => c.id === id));
  if (unknown.length) {
    throw validationError({
      courseIds: [
        `You do not teach ${unknown.length === 1 ? "one of the chosen courses" : `${unknown.length} of the chosen courses`} in Google Classroom (any more). Reload the list and choose again.`,
      ],
    });
  }
  const chosen = input.courseIds.map((id) => taught.find((c) => c.id === id)!);
  await refuseImported(actor, chosen);
  const rosters = (await listRosters(classroom, input.courseIds)).map((r) => [
    ...new Map(r.map((s) => [s.userId, s])).values(),
  ]);
  const total = rosters.reduce((n, r) => n + r.length, 0);
  if (total > MAX_STUDENTS_PER_IMPORT) {
    throw new AppError(
      "bad_request",
      `These courses have ${total} students together; import at most ${MAX_STUDENTS_PER_IMPORT} at a time (choose fewer courses).`,
    );
  }
  const prepared = await newClassroomStudents(rosters.flat());
  const at = now();
  const created = await prisma
    .$transaction(
      async (tx) => {
        const out: ClassroomImportResult["classes"] = [];
        let offset = 0;
        for (const [i, course] of chosen.entries()) {
          const c = await tx.class.create({
            data: {
              className: classNameOf(course),
              roomNumber: course.room.trim().slice(0, 40),
              ownerId: actor.id,
              organizationId: actor.organizationId ?? null,
              createdAt: at,
              classroomCourseId: course.id,
              classroomSyncedAt: at,
            },
          });
          const mine = prepared.slice(offset, offset + rosters[i].length);
          offset += rosters[i].length;
          await insertWithClassDefaults(tx, c.id, mine);
          out.push({ id: c.id, className: c.className, courseId: course.id, studentCount: mine.length });
        }
        return out;
      },
      { timeout: 60_000 },
    )
    .catch(async (error: unknown) => {
      // Another teacher imported one of these courses a moment ago (the unique course id): say which.
      if (isUniqueViolation(error)) await refuseImported(actor, chosen);
      return rethrowTaken(error);
    });
  return { classes: created };
}
