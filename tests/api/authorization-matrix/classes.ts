// The authorization matrix's rows for classes: listing, settings, archiving and erasing, invitations to co-teach,
// the live lesson view and the term report, and Google Classroom's import and sync.

import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { registerClassroomToken } from "../../support/google-classroom-standin";
import { everyTeacher, klass, teachers, type Identity, type Rows, type World } from "./shared";

/** Google Classroom (issue 42): each identity's own course in the stand-in, so every import and sync has its own. */
const RUN = randomUUID().slice(0, 8);
const courseOf = (who: Identity) => `${RUN}${who}`;
function classroomBody(courseId: string, extra: Record<string, unknown> = {}) {
  const token = `ya29.matrix-${courseId}-${Math.random().toString(36).slice(2)}`;
  const students = [{ userId: `9${Math.floor(Math.random() * 1e12)}`, givenName: "Ada", familyName: "Matrix" }];
  registerClassroomToken(token, [{ id: courseId, name: `Matrix course ${courseId}`, students }]);
  return { accessToken: token, ...extra };
}

/**
 * A fresh class of the world's owner, co-taught like the world's class (the archive, erase and Classroom sync rows
 * each change their own): archived a day ago when `archived`, imported from `classroomCourseId` when given.
 */
async function freshClass(w: World, archived: boolean, classroomCourseId: string | null = null) {
  const base = await prisma.class.findUniqueOrThrow({ where: { id: w.classId }, include: { coTeachers: true } });
  const c = await prisma.class.create({
    data: {
      className: "Erase me",
      ownerId: base.ownerId,
      organizationId: base.organizationId,
      archivedAt: archived ? new Date(Date.now() - 86_400_000) : null,
      classroomCourseId,
      coTeachers: { create: base.coTeachers.map((t) => ({ teacherId: t.teacherId })) },
    },
  });
  return { classId: c.id };
}

export const CLASS_ROWS: Rows = {
  // ---------------------------------------------------------------- classes
  "GET /api/academics/class": { expect: everyTeacher(200) },
  "POST /api/academics/class": { expect: everyTeacher(201), body: () => ({ className: "Matrix class" }) },
  "GET /api/academics/class/invitations": { expect: everyTeacher(200) },
  // Only the teacher the invitation names (the co-teacher here) answers it.
  "PUT /api/academics/class/invitations/[id]": {
    expect: teachers(404, 200, 404),
    params: (w) => ({ id: w.invitationId }),
    body: () => ({ accept: true }),
  },
  "GET /api/academics/class/[classId]": { expect: teachers(200), params: klass },
  "PATCH /api/academics/class/[classId]": { expect: teachers(200), params: klass, body: () => ({ color: "green" }) },
  "DELETE /api/academics/class/[classId]": { expect: teachers(204, 403), params: (w) => ({ classId: w.spareClassId }) },
  // Archived classes (docs/decisions/185): only their owner sees, restores or erases one; a co-teacher may not
  // erase a live class (403) and does not see an archived one (404).
  "GET /api/academics/class/archived": { expect: everyTeacher(200) },
  "POST /api/academics/class/archived/[classId]/restore": {
    expect: teachers(200, 404),
    params: (w) => freshClass(w, true),
  },
  "POST /api/academics/class/[classId]/erase": {
    expect: teachers(200, 403),
    params: (w) => freshClass(w, false),
    body: () => ({ confirmClassName: "Erase me" }),
  },
  "PATCH /api/academics/class/[classId]/levelthreshold": {
    expect: teachers(200),
    params: klass,
    body: () => ({ grade: "3", level: "Green" }),
  },
  "PATCH /api/academics/class/[classId]/screentime": {
    expect: teachers(200),
    params: klass,
    body: () => ({ timeLimits: [{ dayOfTheWeek: "Monday", timeLimit: "2" }] }),
  },
  "GET /api/academics/class/[classId]/progress-summary": { expect: teachers(200), params: klass },
  // Google Classroom (issue 42): any teacher lists and imports their own courses; only a class's teachers sync it.
  "POST /api/academics/classroom/courses": {
    expect: everyTeacher(200),
    body: (_w, who) => classroomBody(courseOf(who)),
  },
  "POST /api/academics/classroom/import": {
    expect: everyTeacher(201),
    body: (_w, who) => classroomBody(courseOf(who), { courseIds: [courseOf(who)] }),
  },
  "GET /api/academics/class/[classId]/classroom": { expect: teachers(200), params: klass },
  "POST /api/academics/class/[classId]/classroom": {
    expect: teachers(200),
    // A class of the owner imported from the identity's own Classroom course.
    params: (w, who) => freshClass(w, false, `${courseOf(who)}-sync`),
    body: (_w, who) => classroomBody(`${courseOf(who)}-sync`),
  },
  // The live lesson view (issue 39): the class's owner and co-teachers only (ACCESS.classWork); anyone else 404.
  "GET /api/academics/class/[classId]/live": { expect: teachers(200), params: klass },
  "GET /api/academics/class/[classId]/live/stream": { expect: teachers(200), params: klass },
  // The term report (issue 39): the class's teachers alone (ACCESS.classWork); any other teacher 404.
  "GET /api/academics/class/[classId]/report": {
    expect: teachers(200),
    params: klass,
    query: () => ({ format: "csv" }),
  },
};
