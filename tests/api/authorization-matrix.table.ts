// The authorization matrix's expectations: every API route and method × ten identities → the status they get.
// tests/api/authorization-matrix.test.ts fails for a route file or method without a row here, so every new
// endpoint lands with its row. Rules (docs/decisions/060): anonymous → 401; a role without the permission → 403;
// someone else's record → 404 (a missing and a forbidden record answer alike); a co-teacher who may read but not
// delete → 403. Public routes answer every identity alike.

import { PASSWORD } from "../support/factories";
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { rosterForm, sampleFiles, zipOf } from "../fixtures/oneroster";

export const IDENTITIES = [
  "anonymous",
  "student",
  "parent",
  "organizer",
  "otherOrganizer",
  "otherTeacher",
  "coTeacher",
  "owner",
  // Issue 21 (docs/decisions/161): a teacher member of the world's organization A (their current organization)
  // who accepted an organizer invitation from B. Organizer rights come from membership, so they are a plain
  // teacher to A's records and B's organizer (like otherOrganizer) to organization routes.
  "crossOrganizer",
  // A second parent of the world's student who added the teacher role (SPEC §4): reads their child as its
  // parent, changes nothing a class's teachers change (403 where the student is readable, else 404).
  "parentTeacher",
] as const;
export type Identity = (typeof IDENTITIES)[number];

/** The fixture world the rows' params and bodies point into (built once by the test). */
export type World = {
  /**
   * The organization of the owner, co-teacher, other teacher (teacher members) and organizer (organizer member,
   * and the deployment administrator: the earliest organizer, docs/decisions/130). otherOrganizer organizes another.
   */
  organizationId: string;
  classId: string;
  /** A second class of the owner, co-taught, that the DELETE row removes (so other rows keep theirs). */
  spareClassId: string;
  studentId: string;
  /** The student's user id: parent routes name a child by it (docs/decisions/100). The parent identity is linked. */
  childUserId: string;
  /** A second student of the class: the one deleted and whose card is reissued. */
  spareStudentId: string;
  timeLimitId: string;
  commentId: string;
  unitId: string;
  /** A second unit of the class: co-teachers may delete units too, so each deleter gets its own. */
  spareUnitId: string;
  lessonId: string;
  assignmentId: string;
  eventId: string;
  /** A second event of the owner, for the second delete route. */
  spareEventId: string;
  jobId: string;
  invitationId: string;
  /** The owner's current private feed file (the feed POST row replaces it). */
  feedFile: () => Promise<string>;
  /** A fresh value for bodies that must not repeat (usernames, emails). */
  unique: () => string;
  /** A fresh refresh token / password sign-in for a public auth row. */
  refreshToken: () => Promise<string>;
  loginBody: () => Promise<{ username: string; password: string }>;
  csv: () => FormData;
};

export type Row = {
  expect: Record<Identity, number>;
  params?: (w: World, who: Identity) => Record<string, string> | Promise<Record<string, string>>;
  query?: (w: World) => Record<string, string>;
  body?: (w: World, who: Identity) => unknown | Promise<unknown>;
  form?: (w: World) => FormData;
  headers?: (w: World, who: Identity) => Record<string, string>;
  /** Why this route cannot be called in-process (it is then exercised by the browser tests instead). */
  outOfProcess?: string;
};

const all = (status: number) => Object.fromEntries(IDENTITIES.map((i) => [i, status])) as Record<Identity, number>;

/** An organization's own records: its organizer 200, another organization's 404, teacher members and others 403. */

/** Anyone, signed in or not, gets `status`. */
const publicRoute = (status: number) => all(status);
/** Every signed-in identity gets `status`. */
const signedIn = (status: number) => ({ ...all(status), anonymous: 401 });
/**
 * A teacher-only route: other roles 403; the teachers as given. The cross organizer is another teacher to the
 * world's class; the parent-teacher too unless the row says otherwise (their child's records: `parentTeacher`).
 */
const teachers = (owner: number, coTeacher = owner, otherTeacher = 404, parentTeacher = otherTeacher) => ({
  ...all(403),
  anonymous: 401,
  owner,
  coTeacher,
  otherTeacher,
  crossOrganizer: otherTeacher,
  parentTeacher,
});
/** A teacher route about the teacher's own things (notes, schedule): every teacher has their own. */
const everyTeacher = (status: number) => teachers(status, status, status);
/** A teacher's own record (their schedule event): only its owner reaches it. */
const ownersOnly = (status: number) => teachers(status, 404, 404);
/** A parent-only route (payments:manage): other roles 403; the parent-teacher is a parent of the same child. */
const parentsOnly = (parent: number) => ({ ...all(403), anonymous: 401, parent, parentTeacher: parent });
/** A well-formed id no one owns: another parent's record answers the same 404 (tests/api/payments.test.ts). */
const NOBODYS = "00000000-0000-4000-8000-000000000000";

/** A catalog license of its own for a row that requests or deletes one. */
const freshLicense = () =>
  prisma.license.create({ data: { name: "Matrix license", priceCents: 100, durationDays: 30, seats: 5 } });

const klass = (w: World) => ({ classId: w.classId });
/** A parent-only route: the linked parents get `status`, every other signed-in identity 403. */
const parents = (status: number) => ({ ...all(403), anonymous: 401, parent: status, parentTeacher: status });

/** The owner ↔ parent conversation about the world's student, with one message from the owner (made once). */
const chats = new WeakMap<
  World,
  Promise<{ id: string; teacherId: string; parentId: string; childId: string; messageId: number }>
>();
function chatOf(w: World) {
  if (!chats.has(w)) {
    chats.set(
      w,
      (async () => {
        const kid = await prisma.student.findUniqueOrThrow({
          where: { id: w.studentId },
          include: { class: true, user: { include: { parents: true } } },
        });
        const teacherId = kid.class!.ownerId;
        const parentId = kid.user.parents[0]!.parentId;
        const c = await prisma.conversation.create({ data: { teacherId, parentId, childId: kid.userId } });
        const m = await prisma.chatMessage.create({
          data: { conversationId: c.id, senderId: teacherId, body: "Matrix hello" },
        });
        return { id: c.id, teacherId, parentId, childId: kid.userId, messageId: m.id };
      })(),
    );
  }
  return chats.get(w)!;
}
const convo = async (w: World) => ({ id: (await chatOf(w)).id });
const student = (w: World) => ({ classId: w.classId, studentId: w.studentId });
const child = (w: World) => ({ id: w.childUserId });
const unit = (w: World) => ({ unitId: w.unitId });
/** A current assignment due in a week, as the assignment modal posts it. */
export function assignmentBody(studentId: string) {
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    title: "Quiz",
    is_current: true,
    start_date: null,
    end_date: due,
    number: 3,
    skills: [{ skillId: "1A-AP-10" }],
    students: [studentId],
    status: "assigned",
  };
}
const event = { Subject: "Pair coding", StartTime: "2030-01-07T09:00:00Z", EndTime: "2030-01-07T10:00:00Z" };

/** Organization rows (docs/decisions/131-133): orgA's organizer manages it; otherOrganizer organizes orgB. */
const organizers = (
  organizer: number,
  otherOrganizer: number,
  // An organizer of B by membership and a teacher member of A: where B's organizer does not see A (404), they
  // see it and may not manage it (403), as findOrganizationOrThrow tells the two apart.
  crossOrganizer = otherOrganizer === 404 ? 403 : otherOrganizer,
) => ({ ...all(403), anonymous: 401, organizer, otherOrganizer, crossOrganizer });
const orgA = (w: World) => ({ id: w.organizationId });
/** A fresh role of orgA (each delete row removes its own). */
const orgRole = (w: World, name = `Matrix role ${w.unique()}`) =>
  prisma.organizationRole.create({ data: { organizationId: w.organizationId, name } });
const standingRoles = new WeakMap<World, Promise<{ id: string }>>();
const standingRole = (w: World) => {
  if (!standingRoles.has(w)) standingRoles.set(w, orgRole(w, "Matrix teacher"));
  return standingRoles.get(w)!;
};
/** A fresh pending orgA invitation addressed to the co-teacher's (verified) address. */
async function coTeacherInvitation(w: World) {
  const co = await prisma.classTeacher.findFirstOrThrow({ where: { classId: w.classId }, include: { teacher: true } });
  const i = await prisma.organizationInvitation.create({
    data: {
      organizationId: w.organizationId,
      kind: "teacher",
      email: co.teacher.email!,
      tokenHash: `matrix-${w.unique()}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  return { id: i.id };
}

/**
 * A fresh class of the world's owner, co-taught like the world's class (the archive and erase rows each change
 * their own): archived a day ago when `archived`.
 */
async function freshClass(w: World, archived: boolean) {
  const base = await prisma.class.findUniqueOrThrow({ where: { id: w.classId }, include: { coTeachers: true } });
  const c = await prisma.class.create({
    data: {
      className: "Erase me",
      ownerId: base.ownerId,
      organizationId: base.organizationId,
      archivedAt: archived ? new Date(Date.now() - 86_400_000) : null,
      coTeachers: { create: base.coTeachers.map((t) => ({ teacherId: t.teacherId })) },
    },
  });
  return { classId: c.id };
}
/** A fresh teacher member of orgA (each role-change or removal row acts on its own). */
async function freshMember(w: World) {
  const u = await prisma.user.create({ data: { username: `matrix.member.${w.unique()}`, isTeacher: true } });
  return prisma.organizationMember.create({
    data: { organizationId: w.organizationId, userId: u.id, kind: "teacher" },
  });
}
/** A fresh pending orgA invitation to an address no one has. */
const freshInvitation = (w: World) =>
  prisma.organizationInvitation.create({
    data: {
      organizationId: w.organizationId,
      kind: "teacher",
      email: `matrix${w.unique()}@invite.test`,
      tokenHash: `matrix-fresh-${w.unique()}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });

export const MATRIX: Record<string, Row> = {
  // ---------------------------------------------------------------- schedule (own records)
  "PUT /api/academics/calendar/[eventId]": {
    expect: ownersOnly(200),
    params: (w) => ({ eventId: w.eventId }),
    body: () => event,
  },
  "DELETE /api/academics/calendar/[eventId]": { expect: ownersOnly(200), params: (w) => ({ eventId: w.eventId }) },
  "GET /api/academics/calendar/calendar": { expect: everyTeacher(200) },
  "POST /api/academics/calendar/calendar": { expect: everyTeacher(200) },
  "GET /api/academics/calendar/feed": { expect: everyTeacher(200) },
  "POST /api/academics/calendar/feed": { expect: everyTeacher(200) },
  "GET /api/academics/calendar/feed/[file]": {
    expect: publicRoute(200),
    params: async (w) => ({ file: await w.feedFile() }),
  },
  "GET /api/academics/calendar/schedules": { expect: everyTeacher(200) },
  "POST /api/academics/calendar/schedules": { expect: everyTeacher(201), body: () => event },
  "PUT /api/academics/calendar/schedules/[id]": {
    expect: ownersOnly(200),
    params: (w) => ({ id: w.eventId }),
    body: () => event,
  },
  "DELETE /api/academics/calendar/schedules/delete": { expect: ownersOnly(200), body: (w) => ({ Id: w.spareEventId }) },

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
  // The live lesson view (issue 39): the class's owner and co-teachers only (ACCESS.classWork); anyone else 404.
  "GET /api/academics/class/[classId]/live": { expect: teachers(200), params: klass },
  "GET /api/academics/class/[classId]/live/stream": { expect: teachers(200), params: klass },
  // The term report (issue 39): the class's teachers alone (ACCESS.classWork); any other teacher 404.
  "GET /api/academics/class/[classId]/report": {
    expect: teachers(200),
    params: klass,
    query: () => ({ format: "csv" }),
  },

  // ---------------------------------------------------------------- students
  "GET /api/academics/class/[classId]/student": { expect: teachers(200), params: klass },
  "POST /api/academics/class/[classId]/student": {
    expect: teachers(201),
    params: klass,
    body: (w) => ({
      student: { firstName: "Kid", lastName: "Matrix", username: `kid.${w.unique()}`, dob: "2017-03-04" },
    }),
  },
  "POST /api/academics/class/[classId]/student/file": { expect: teachers(200), params: klass, form: (w) => w.csv() },
  "GET /api/academics/class/[classId]/student/file/[jobId]": {
    expect: teachers(200),
    params: (w) => ({ classId: w.classId, jobId: w.jobId }),
  },
  "GET /api/academics/class/[classId]/student/[studentId]": { expect: teachers(200, 200, 404, 200), params: student },
  // The parent-teacher reads the student (their child), so a change answers 403, not 404 (docs/decisions/161).
  "PUT /api/academics/class/[classId]/student/[studentId]": {
    expect: teachers(200, 200, 404, 403),
    params: student,
    body: () => ({ firstName: "Ada" }),
  },
  "DELETE /api/academics/class/[classId]/student/[studentId]": {
    expect: teachers(204, 403),
    params: (w) => ({ classId: w.classId, studentId: w.spareStudentId }),
  },
  "GET /api/academics/class/[classId]/student/[studentId]/block-progress": {
    expect: teachers(200, 200, 404, 200),
    params: student,
  },
  "GET /api/academics/class/[classId]/student/[studentId]/block-skills": {
    expect: teachers(200, 200, 404, 200),
    params: student,
  },
  "GET /api/academics/class/[classId]/student/[studentId]/block-standards": {
    expect: teachers(200, 200, 404, 200),
    params: student,
  },
  "POST /api/academics/class/[classId]/student/[studentId]/level-threshold": {
    expect: teachers(200, 200, 404, 403),
    params: student,
    body: () => ({ grade: "3", level: "Yellow" }),
  },
  "GET /api/academics/class/[classId]/student/[studentId]/progress": {
    expect: teachers(200, 200, 404, 200),
    params: student,
  },
  "PUT /api/academics/class/[classId]/student/[studentId]/screen-time/[id]": {
    expect: teachers(200, 200, 404, 403),
    params: (w) => ({ ...student(w), id: w.timeLimitId }),
    body: () => ({ timeLimit: "3" }),
  },
  "GET /api/teachers/class/[id]/print-student-logins": { expect: teachers(200), params: (w) => ({ id: w.classId }) },
  "POST /api/teachers/class/[id]/student/[studentId]/reissue-card": {
    expect: teachers(200),
    params: (w) => ({ id: w.classId, studentId: w.spareStudentId }),
  },

  // ---------------------------------------------------------------- comments (the owner wrote the world's comment)
  // The parent-teacher reads the student (their child) and so gets the list, empty: comments are the teachers'.
  "GET /api/academics/comment/student/[id]": {
    expect: teachers(200, 200, 404, 200),
    params: (w) => ({ id: w.studentId }),
  },
  "POST /api/academics/comment/student/[id]": {
    expect: teachers(201, 201, 404, 403),
    params: (w) => ({ id: w.studentId }),
    body: () => ({ text: "Loops!" }),
  },
  "PUT /api/academics/comment/[id]": {
    expect: teachers(200, 403),
    params: (w) => ({ id: w.commentId }),
    body: () => ({ text: "Edited" }),
  },
  "DELETE /api/academics/comment/[id]": { expect: teachers(204, 403), params: (w) => ({ id: w.commentId }) },

  // ---------------------------------------------------------------- a child's work and notes (issue 39)
  // Only the class's teachers (ACCESS.classWork): the parent-teacher, who teaches no class of their child, is
  // another teacher here (404); a parent reads their own child's work through the parent route below.
  "GET /api/academics/class/[classId]/student/[studentId]/attempts": { expect: teachers(200), params: student },
  "GET /api/academics/class/[classId]/student/[studentId]/feedback": { expect: teachers(200), params: student },
  "POST /api/academics/class/[classId]/student/[studentId]/feedback": {
    expect: teachers(201),
    params: student,
    body: () => ({ puzzleId: "first-steps", text: "Nice loop!" }),
  },

  // ---------------------------------------------------------------- curriculum
  "GET /api/academics/curriculums/standards": { expect: everyTeacher(200), query: () => ({ set: "CSTA" }) },
  "GET /api/academics/curriculums/units": { expect: everyTeacher(200) },
  "POST /api/academics/curriculums/units": {
    expect: teachers(201, 201, 404),
    body: (w) => {
      const today = new Date().toISOString().slice(0, 10);
      const end = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      return [
        {
          title: "Matrix unit",
          standard: "CSTA",
          level: "Green",
          grades: ["1"],
          is_current: true,
          start_date: today,
          end_date: end,
          class_model: w.classId,
        },
      ];
    },
  },
  "PUT /api/academics/curriculums/units/[unitId]": {
    expect: teachers(200),
    params: unit,
    body: () => ({ description: "Edited" }),
  },
  "DELETE /api/academics/curriculums/units/[unitId]": {
    expect: teachers(204),
    params: (w, who) => ({ unitId: who === "coTeacher" ? w.spareUnitId : w.unitId }),
  },
  "POST /api/academics/curriculums/units/[unitId]/assignment": {
    expect: teachers(201),
    params: unit,
    body: (w) => assignmentBody(w.studentId),
  },
  "PUT /api/academics/curriculums/units/[unitId]/assignment/[id]": {
    expect: teachers(200),
    params: (w) => ({ unitId: w.unitId, id: w.assignmentId }),
    body: (w) => assignmentBody(w.studentId),
  },
  "GET /api/academics/curriculums/units/[unitId]/assignments": { expect: teachers(200), params: unit },
  "GET /api/academics/curriculums/units/[unitId]/lessons": { expect: teachers(200), params: unit },
  "POST /api/academics/curriculums/units/[unitId]/lessons": {
    expect: teachers(201),
    params: unit,
    body: () => ({ text: "Sequences" }),
  },
  "PUT /api/academics/curriculums/units/[unitId]/lessons/[id]": {
    expect: teachers(200),
    params: (w) => ({ unitId: w.unitId, id: w.lessonId }),
    body: () => ({ text: "Edited" }),
  },

  // ---------------------------------------------------------------- chat (issue 13): the owner and the parent talk
  "GET /api/chat/teacher": { expect: everyTeacher(200) },
  // A co-teacher may start their own conversation with the child's parent; another teacher is a stranger.
  "POST /api/chat/teacher": {
    expect: teachers(200, 200, 404),
    body: async (w) => {
      const c = await chatOf(w);
      return { parentId: c.parentId, childId: c.childId };
    },
  },
  "GET /api/chat/teacher/message/[id]": { expect: ownersOnly(200), params: convo },
  "POST /api/chat/teacher/message/[id]": {
    expect: ownersOnly(201),
    params: convo,
    body: () => ({ text: "Hello from the matrix" }),
  },
  "POST /api/chat/teacher/message/[id]/read": { expect: ownersOnly(200), params: convo, body: () => ({}) },
  "GET /api/chat/teacher/quiet-hours": { expect: everyTeacher(200) },
  "PUT /api/chat/teacher/quiet-hours": { expect: everyTeacher(200), body: () => ({ quietHours: null }) },
  "GET /api/chat/parent": { expect: parents(200) },
  "POST /api/chat/parent": {
    expect: parents(200),
    body: async (w) => {
      const c = await chatOf(w);
      return { teacherId: c.teacherId, childId: c.childId };
    },
  },
  // The conversation is the other parent's: the parent-teacher is not its participant.
  "GET /api/chat/parent/message/[id]": { expect: { ...parents(200), parentTeacher: 404 }, params: convo },
  "POST /api/chat/parent/message/[id]": {
    expect: { ...parents(201), parentTeacher: 404 },
    params: convo,
    body: () => ({ text: "Hello back" }),
  },
  "POST /api/chat/parent/message/[id]/read": {
    expect: { ...parents(200), parentTeacher: 404 },
    params: convo,
    body: () => ({}),
  },
  // Teachers and parents open their event stream; students and organizers have none.
  "GET /api/chat/stream": {
    expect: {
      ...all(403),
      anonymous: 401,
      parent: 200,
      otherTeacher: 200,
      coTeacher: 200,
      owner: 200,
      crossOrganizer: 200,
      parentTeacher: 200,
    },
  },
  // The parent reports the owner's message; the owner cannot report their own; other teachers never saw it.
  "POST /api/chat/message/[id]/report": {
    expect: {
      ...all(403),
      anonymous: 401,
      parent: 201,
      owner: 400,
      coTeacher: 404,
      otherTeacher: 404,
      crossOrganizer: 404,
      parentTeacher: 404,
    },
    params: async (w) => ({ id: String((await chatOf(w)).messageId) }),
    body: () => ({ reason: "Matrix" }),
  },
  // Every organizer reads the reports of the organizations they organize by membership (an empty list for
  // another organization's, and for the cross organizer, whose current organization A is not theirs to organize).
  "GET /api/chat/reports": {
    expect: { ...all(403), anonymous: 401, organizer: 200, otherOrganizer: 200, crossOrganizer: 200 },
  },

  // ---------------------------------------------------------------- organizations: licenses and analytics
  // The organizer is the deployment administrator (docs/decisions/130); otherOrganizer organizes orgB only.
  "GET /api/organization/license": { expect: organizers(200, 200) },
  "POST /api/organization/license/admin": {
    expect: organizers(201, 403),
    body: () => ({ name: "Matrix license", price: 120, duration: 365 }),
  },
  "DELETE /api/organization/license/admin/[id]": {
    expect: organizers(200, 403),
    params: async () => ({ id: (await freshLicense()).id }),
  },
  "GET /api/organization/license/requests": { expect: organizers(200, 403) },
  // An organizer of orgA requests for it; otherOrganizer does not see orgA (404).
  "POST /api/organization/license/requests/[orgId]": {
    expect: organizers(201, 404),
    params: (w) => ({ orgId: w.organizationId }),
    body: async () => ({ license: (await freshLicense()).id }),
  },
  // Separation of duties (docs/decisions/195): the administrator organizes orgA, so orgA's request is another
  // administrator's to answer (403); the others are no administrator at all (403).
  "PUT /api/organization/license/requests/[orgId]/[requestId]": {
    expect: organizers(403, 403),
    params: async (w) => {
      const license = await freshLicense();
      const request = await prisma.licenseRequest.create({
        data: { organizationId: w.organizationId, licenseId: license.id },
      });
      return { orgId: w.organizationId, requestId: request.id };
    },
    body: () => ({ status: "granted" }),
  },
  "GET /api/organization/[id]/analytics": { expect: organizers(200, 404), params: orgA },
  "GET /api/organization/[id]/export": { expect: organizers(200, 404), params: orgA },
  // The audit log (docs/decisions/140): the organization's organizers only; another organization's → 404.
  "GET /api/organization/[id]/audit-logs": { expect: organizers(200, 404), params: orgA },
  "GET /api/organization/[id]/audit-logs/verify": { expect: organizers(200, 404), params: orgA },
  "GET /api/organization/[id]/audit-logs/export": { expect: organizers(200, 404), params: orgA },

  // ---------------------------------------------------------------- teacher's own
  "GET /api/academics/notes": { expect: everyTeacher(200) },
  "PUT /api/academics/notes": { expect: everyTeacher(200), body: () => ({ text: "<b>Plan</b>" }) },
  "GET /api/academics/teacher": { expect: everyTeacher(200) },
  "GET /api/academics/teacher/username": {
    expect: everyTeacher(200),
    query: () => ({ firstName: "Ada", lastName: "Lovelace" }),
  },

  // ---------------------------------------------------------------- auth and account
  // next-auth's own handler reads cookies() from Next's request scope; e2e/ signs in through it for every role.
  "GET /api/auth/[...nextauth]": {
    expect: publicRoute(200),
    outOfProcess: "next-auth handler needs Next's request scope (e2e sign-in)",
  },
  "POST /api/auth/[...nextauth]": {
    expect: publicRoute(200),
    outOfProcess: "next-auth handler needs Next's request scope (e2e sign-in)",
  },
  "POST /api/auth/calendar": {
    expect: { ...signedIn(200), student: 403 },
    body: () => ({ access_token: "ya29.matrix" }),
  },
  "POST /api/auth/confirm-email": { expect: publicRoute(404), body: () => ({ key: "no-such-key" }) },
  "POST /api/auth/google": { expect: publicRoute(400), body: () => ({ access_token: "x" }) },
  "POST /api/auth/login": { expect: publicRoute(200), body: (w) => w.loginBody() },
  "POST /api/auth/logout": { expect: signedIn(200) },
  "POST /api/auth/registration": {
    expect: publicRoute(201),
    body: (w) => {
      const u = w.unique();
      return {
        role: "parent",
        email: `p${u}@matrix.test`,
        firstname: "Pat",
        password1: "Sunflower-Seed-42",
        password2: "Sunflower-Seed-42",
        terms: true,
        country: "Canada",
      };
    },
  },
  "POST /api/auth/registration/check": {
    expect: publicRoute(200),
    body: (w) => ({ step: "account", email: `check${w.unique()}@matrix.test`, firstname: "Matrix" }),
  },
  "POST /api/auth/password/reset": {
    expect: publicRoute(200),
    body: (w) => ({ email: `nobody${w.unique()}@matrix.test` }),
  },
  "POST /api/auth/password/reset/confirm": {
    expect: publicRoute(404),
    body: () => ({
      token: "not-a-reset-token",
      newPassword1: "Tulip-Garden-2031",
      newPassword2: "Tulip-Garden-2031",
    }),
  },
  // An adult whose current password is wrong gets the field message; a student account has no password to change here.
  "POST /api/auth/password/change": {
    expect: { ...signedIn(400), student: 403 },
    body: () => ({
      oldPassword: "not-the-password",
      newPassword1: "Tulip-Garden-2031",
      newPassword2: "Tulip-Garden-2031",
    }),
  },
  "POST /api/auth/registration/resend-email": {
    expect: publicRoute(200),
    body: (w) => ({ email: `nobody${w.unique()}@matrix.test` }),
  },
  "POST /api/auth/social/confirm-add-role": {
    expect: publicRoute(404),
    body: () => ({ confirmation_token: "no-such-token" }),
  },
  "POST /api/auth/token/refresh": {
    expect: publicRoute(200),
    body: async (w) => ({ refresh: await w.refreshToken() }),
  },
  "GET /api/auth/user": { expect: signedIn(200) },
  "PUT /api/auth/user": { expect: signedIn(200), body: () => ({ lastname: "Matrix" }) },
  "PATCH /api/auth/user": { expect: signedIn(200), body: () => ({ lastname: "Matrix" }) },
  // One's own e-mail change (docs/decisions/201): children ask a teacher or parent.
  "GET /api/auth/user/email": { expect: signedIn(200) },
  "POST /api/auth/user/email": {
    expect: { ...signedIn(202), student: 403 },
    body: (w) => ({ email: `moved${w.unique()}@matrix.test`, password: PASSWORD }),
  },

  // ---------------------------------------------------------------- parents (issue 10, docs/decisions/100-104)
  // The parent identity is linked to the class's student; every other parent's child answers 404 like a missing one.
  // Rows that would delete the child, change its password or unlink its parent use an id nobody owns.
  "GET /api/parent/child": { expect: parentsOnly(200) },
  "POST /api/parent/child": {
    expect: parentsOnly(201),
    body: (w) => ({
      fullname: "Matrix Kid",
      username: `kid${w.unique()}`,
      password: "Tulip-Garden-2031",
      confirmPassword: "Tulip-Garden-2031",
      dob: "2017-04-02",
    }),
  },
  "GET /api/parent/child/[id]": { expect: parentsOnly(200), params: child },
  "PUT /api/parent/child/[id]": {
    expect: parentsOnly(200),
    params: child,
    body: () => ({ codingExperience: "beginner" }),
  },
  "DELETE /api/parent/child/[id]": { expect: parentsOnly(404), params: () => ({ id: NOBODYS }) },
  "GET /api/parent/child/[id]/progress": { expect: parentsOnly(200), params: child },
  "GET /api/parent/child/[id]/attempts": { expect: parentsOnly(200), params: child },
  // A parent's rights over the child's data (docs/decisions/186).
  "GET /api/parent/child/[id]/export": { expect: parentsOnly(200), params: child, query: () => ({ format: "csv" }) },
  "GET /api/parent/child/[id]/data-summary": { expect: parentsOnly(200), params: child },
  "GET /api/parent/child/[id]/block-progress": { expect: parentsOnly(200), params: child },
  "GET /api/parent/child/[id]/block-skills": { expect: parentsOnly(200), params: child },
  "GET /api/parent/child/[id]/skills": { expect: parentsOnly(200), params: child },
  "GET /api/parent/child/[id]/login-card": { expect: parentsOnly(200), params: child },
  "PUT /api/parent/child/[id]/update-password": {
    expect: parentsOnly(404),
    params: () => ({ id: NOBODYS }),
    body: () => ({ password: "Tulip-Garden-2031", confirmPassword: "Tulip-Garden-2031" }),
  },
  "PUT /api/parent/child/time-limit/[id]": {
    expect: parentsOnly(200),
    params: child,
    body: () => ({ timeLimits: [{ dayOfTheWeek: "Sunday", timeLimit: "02:00:00" }] }),
  },
  "POST /api/parent/child/level_thresholds_limit/child/[id]": {
    expect: parentsOnly(200),
    params: child,
    body: () => ({ grade: "Grade 2", level: "Green" }),
  },
  // To nobody: the same 400 whether or not a child by that name exists (decision 102).
  "POST /api/parent/child/friend-request": {
    // A request to nobody is kept like any other (docs/decisions/162).
    expect: parentsOnly(201),
    body: (w) => ({ student_username: "matrix.ada", username_or_email: `nobody${w.unique()}@matrix.test` }),
  },
  "PUT /api/parent/child/friend-request/[id]": {
    expect: parentsOnly(404),
    params: () => ({ id: NOBODYS }),
    body: () => ({ status: "accepted" }),
  },
  "GET /api/parent/parent-friend-list": { expect: parentsOnly(200) },
  "POST /api/parent/child/link": { expect: parentsOnly(400), body: () => ({ code: "K7QF-2MXH" }) },
  "POST /api/parent/consent": { expect: parentsOnly(404), body: () => ({ key: "no-such-consent-key" }) },
  "GET /api/users/student/[id]/screen-time": { expect: parentsOnly(200), params: child },
  "GET /api/users/student/[id]/threshold-limit": { expect: parentsOnly(200), params: child },
  // The teacher's side of family links (decision 103).
  // Write access to the student for all three (the family holds the parents' e-mails): the parent-teacher 403.
  "GET /api/academics/class/[classId]/student/[studentId]/family": {
    expect: teachers(200, 200, 404, 403),
    params: student,
  },
  "POST /api/academics/class/[classId]/student/[studentId]/family": {
    expect: teachers(201, 201, 404, 403),
    params: student,
  },
  "DELETE /api/academics/class/[classId]/student/[studentId]/family/[parentId]": {
    expect: teachers(404, 404, 404, 403),
    params: (w) => ({ ...student(w), parentId: NOBODYS }),
  },

  // ---------------------------------------------------------------- payments (issue 11)
  "GET /api/payment/parent/plans": { expect: parentsOnly(200) },
  "POST /api/payment/parent/initiate": {
    expect: parentsOnly(404),
    body: () => ({ plan_id: "family-monthly", children: [NOBODYS] }),
  },
  "POST /api/payment/parent/verify": { expect: parentsOnly(404), body: () => ({ intent_id: "cs_test_nobodys" }) },
  "GET /api/payment/parent/active": { expect: parentsOnly(200) },
  "GET /api/payment/parent/history": { expect: parentsOnly(200) },
  "POST /api/payment/parent/cancel": { expect: parentsOnly(404), body: () => ({ subscriptionId: NOBODYS }) },
  // Public but signature-checked: an unsigned request is refused whoever sends it.
  "POST /api/payment/webhook": { expect: publicRoute(400), body: () => ({ type: "invoice.paid" }) },

  // ---------------------------------------------------------------- public site and people's own settings
  "POST /api/contact/institution": {
    expect: publicRoute(201),
    // Inquiries are limited per address and per e-mail (docs/decisions/071): each identity writes from its own.
    body: (w) => ({
      name: "Pat",
      email: `pat${w.unique()}@school.test`,
      institution: "Matrix School",
      message: "We would like Sprout for our school.",
    }),
    headers: (_w, who) => ({ "x-sprout-peer": `10.9.0.${IDENTITIES.indexOf(who) + 1}` }),
  },
  "GET /api/health": { expect: publicRoute(200) },
  // The API description is public (docs/decisions/236).
  "GET /api/openapi.json": { expect: publicRoute(200) },
  "GET /api/users/accessibility": { expect: signedIn(200) },
  "PUT /api/users/accessibility": { expect: signedIn(200), body: () => ({ biggerText: 1 }) },
  // A child reads their own progress, derived from their attempts; nobody writes it (docs/decisions/160).
  "GET /api/users/student/progress": { expect: { ...all(403), anonymous: 401, student: 200 } },
  // A student's own coding activity (issue 14): only the student; a teacher resets puzzle progress.
  "POST /api/users/student/puzzle-attempts": {
    expect: { ...all(403), anonymous: 401, student: 200 },
    body: () => ({
      id: randomUUID(),
      puzzleId: "first-steps",
      program: { blocks: { languageVersion: 0, blocks: [] } },
    }),
  },
  "POST /api/users/student/heartbeat": { expect: { ...all(403), anonymous: 401, student: 200 } },
  // "I need help" (issue 39): the child raises and lowers their own hand; a class's teacher lowers it too.
  "POST /api/users/student/help-request": {
    expect: { ...all(403), anonymous: 401, student: 201 },
    body: () => ({ puzzleId: "first-steps" }),
  },
  "GET /api/users/student/help-request": { expect: { ...all(403), anonymous: 401, student: 200 } },
  "DELETE /api/users/student/help-request": { expect: { ...all(403), anonymous: 401, student: 200 } },
  // A child's notes from their teachers (issue 39): only the child, their own; marking seen names notes by id.
  "GET /api/users/student/feedback": { expect: { ...all(403), anonymous: 401, student: 200 } },
  "POST /api/users/student/feedback/seen": {
    expect: { ...all(403), anonymous: 401, student: 204 },
    body: () => ({ ids: [NOBODYS] }),
  },
  // The program in progress, kept for next time (issue 23, docs/decisions/218): only the student, for themselves.
  "PUT /api/users/student/puzzle-drafts/[puzzleId]": {
    expect: { ...all(403), anonymous: 401, student: 204 },
    params: () => ({ puzzleId: "first-steps" }),
    body: () => ({ program: { blocks: { languageVersion: 0, blocks: [{ type: "sprout_start", id: "start" }] } } }),
  },
  "GET /api/users/student-info": { expect: { ...all(403), anonymous: 401, student: 200 } },
  "DELETE /api/academics/class/[classId]/student/[studentId]/help-request": { expect: teachers(200), params: student },
  "DELETE /api/academics/class/[classId]/student/[studentId]/puzzle-progress": {
    expect: teachers(200, 200, 404, 403),
    params: student,
  },
  "GET /api/v2/entries/en/[word]": { expect: publicRoute(200), params: () => ({ word: "loop" }) },

  // ---------------------------------------------------------------- organizations (issue 12)
  // Teachers and organizers list the organizations they belong to; parents and students have none.
  "GET /api/organization": {
    expect: { ...organizers(200, 200), owner: 200, coTeacher: 200, otherTeacher: 200, parentTeacher: 200 },
  },
  // Every organizer account creates an organization and becomes its organizer (docs/decisions/195).
  "POST /api/organization/admin": {
    expect: organizers(201, 201),
    body: (w) => ({ name: "Matrix school", description: "", invite_code: `M-${w.unique()}` }),
  },
  // Each organizer's roles are those of their current organization.
  "GET /api/organization/role": { expect: organizers(200, 200) },
  "POST /api/organization/role": { expect: organizers(201, 201), body: (w) => ({ name: `Helper ${w.unique()}` }) },
  "DELETE /api/organization/role/[id]": {
    expect: organizers(200, 404, 404),
    params: async (w) => ({ id: (await orgRole(w)).id }),
  },
  "GET /api/organization/[id]/users": { expect: organizers(200, 404), params: orgA },
  "GET /api/organization/[id]/users/students": { expect: organizers(200, 404), params: orgA },
  "GET /api/organization/[id]/users/students/[studentId]": {
    expect: organizers(200, 404),
    params: (w) => ({ id: w.organizationId, studentId: w.studentId }),
  },
  "GET /api/organization/[id]/invite": { expect: organizers(200, 404), params: orgA },
  // Issue 26 (docs/decisions/240-243): OneRoster export and import (previewed here: dryRun writes nothing) and an
  // import job's status — orgA's organizers only.
  "GET /api/organization/[id]/oneroster": { expect: organizers(200, 404), params: orgA },
  "POST /api/organization/[id]/oneroster": {
    expect: organizers(200, 404),
    params: orgA,
    form: () => rosterForm(zipOf(sampleFiles()), { dryRun: "true" }),
  },
  "GET /api/organization/[id]/oneroster/[importId]": {
    expect: organizers(200, 404),
    params: async (w) => {
      const klass = await prisma.class.findUniqueOrThrow({ where: { id: w.classId } });
      const job = await prisma.rosterImport.create({
        data: {
          organizationId: w.organizationId,
          createdById: klass.ownerId,
          total: 1,
          roster: {},
          status: "succeeded",
        },
      });
      return { id: w.organizationId, importId: job.id };
    },
  },
  // Issue 28 (docs/decisions/195): the classes filter, a person's role, removal, an invitation sent again or
  // cancelled — orgA's organizer only; B's organizer does not see orgA (404); its teacher member is refused (403).
  "GET /api/organization/[id]/classes": { expect: organizers(200, 404), params: orgA },
  "PUT /api/organization/[id]/users/[userId]": {
    expect: organizers(200, 404),
    params: async (w) => ({ id: w.organizationId, userId: (await freshMember(w)).userId }),
    body: () => ({ role: null, kind: "teacher" }),
  },
  "DELETE /api/organization/[id]/users/[userId]": {
    expect: organizers(200, 404),
    params: async (w) => ({ id: w.organizationId, userId: (await freshMember(w)).userId }),
  },
  "POST /api/organization/[id]/invite/[invitationId]": {
    expect: organizers(200, 404),
    params: async (w) => ({ id: w.organizationId, invitationId: (await freshInvitation(w)).id }),
  },
  "DELETE /api/organization/[id]/invite/[invitationId]": {
    expect: organizers(200, 404),
    params: async (w) => ({ id: w.organizationId, invitationId: (await freshInvitation(w)).id }),
  },
  "POST /api/organization/[id]/invite": {
    expect: organizers(201, 404),
    params: orgA,
    body: async (w) => ({ email: `invite${w.unique()}@matrix.test`, role: (await standingRole(w)).id }),
  },
  // Everyone but a student has invitations (by verified email); only the addressee answers one.
  "GET /api/organization/invitations": { expect: { ...signedIn(200), student: 403 } },
  "PUT /api/organization/invitations/[id]": {
    expect: { ...signedIn(404), student: 403, coTeacher: 200 },
    params: coTeacherInvitation,
    body: () => ({ status: 2 }),
  },
};
