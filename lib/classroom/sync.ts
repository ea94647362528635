// "Sync with Classroom" (issue 42): a class imported from a Google Classroom course gains the course's new students
// and its students' new names; a student no longer in the course is listed, never removed — the teacher removes
// them by hand if they mean to (deleting a child's account and work is theirs to decide).
import type { z } from "zod";
import type { Actor } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { env } from "@/lib/env";
import { displayName } from "@/lib/vocabulary";
import { AppError } from "@/lib/http/errors";
import { findClassOrThrow } from "@/lib/access/classes";
import { rethrowTaken } from "@/lib/students/accounts";
import { insertWithClassDefaults } from "@/lib/students/import-insert";
import { classroomFor, listCourseStudents } from "./google";
import { classroomExternalId, newClassroomStudents } from "./service";
import type { classroomTokenSchema } from "./schemas";
import type { ClassroomLink, ClassroomSyncResult } from "./wire";

/** Whether the class came from Classroom (and when it was last synced), for the class's teachers; 404 for others. */
export async function getClassroomLink(actor: Actor, classId: string): Promise<ClassroomLink> {
  const klass = await findClassOrThrow(actor, classId, "write");
  return {
    courseId: klass.classroomCourseId,
    syncedAt: klass.classroomSyncedAt?.toISOString() ?? null,
    googleClientId: env.googleConfigured ? (env.GOOGLE_CLIENT_ID ?? null) : null,
  };
}

const brief = (s: { id: string; user: { firstname: string; lastname: string; username: string } }) => ({
  id: s.id,
  firstName: s.user.firstname,
  lastName: s.user.lastname,
  username: s.user.username,
});

/** The class's students that came from Classroom, by their Classroom user id. */
async function classroomStudentsOf(db: Pick<typeof prisma, "student">, classId: string) {
  const rows = await db.student.findMany({
    where: { classId, externalId: { startsWith: "classroom:" } },
    select: {
      id: true,
      userId: true,
      externalId: true,
      user: { select: { firstname: true, lastname: true, username: true } },
    },
    orderBy: { createdAt: "asc" },
  });
  return new Map(rows.map((r) => [r.externalId.slice("classroom:".length), r]));
}

/**
 * Reads the course's students from Google, then in one short transaction (the class row locked, so two syncs at
 * once cannot add a child twice) adds the new ones and renames the renamed. Students added by hand are left alone.
 */
export async function syncClassroomClass(
  actor: Actor,
  classId: string,
  input: z.output<typeof classroomTokenSchema>,
): Promise<ClassroomSyncResult> {
  const klass = await findClassOrThrow(actor, classId, "write");
  if (!klass.classroomCourseId) {
    throw new AppError("conflict", "This class was not imported from Google Classroom, so there is nothing to sync.");
  }
  const classroom = await classroomFor(input.accessToken);
  const roster = [
    ...new Map((await listCourseStudents(classroom, klass.classroomCourseId)).map((s) => [s.userId, s])).values(),
  ];
  const before = await classroomStudentsOf(prisma, classId);
  const prepared = await newClassroomStudents(roster.filter((s) => !before.has(s.userId)));
  const renamed = roster.filter((s) => {
    const row = before.get(s.userId);
    return row && (row.user.firstname !== s.firstName || row.user.lastname !== s.lastName);
  });
  const at = now();
  const result = await prisma
    .$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM class WHERE id = ${classId}::uuid FOR UPDATE`;
        const current = await classroomStudentsOf(tx, classId);
        // A sync that ran meanwhile may have added some already: only the still-missing ones go in.
        const adding = prepared.filter((p) => !current.has(p.externalId!.slice("classroom:".length)));
        await insertWithClassDefaults(tx, classId, adding);
        const updated: ClassroomSyncResult["updated"] = [];
        for (const s of renamed) {
          const row = current.get(s.userId);
          if (!row) continue;
          await tx.user.update({ where: { id: row.userId }, data: { firstname: s.firstName, lastname: s.lastName } });
          updated.push({
            ...brief(row),
            firstName: s.firstName,
            lastName: s.lastName,
            previousName: displayName(row.user),
          });
        }
        await tx.class.update({ where: { id: classId }, data: { classroomSyncedAt: at } });
        const inCourse = new Set(roster.map((s) => classroomExternalId(s.userId)));
        const left = [...current.values()].filter((r) => !inCourse.has(r.externalId)).map(brief);
        const added = adding.map((p) => ({
          id: p.studentId,
          firstName: p.firstName,
          lastName: p.lastName,
          username: p.username,
        }));
        return { added, updated, left };
      },
      { timeout: 60_000 },
    )
    .catch(rethrowTaken);
  return { classId, syncedAt: at.toISOString(), ...result };
}
