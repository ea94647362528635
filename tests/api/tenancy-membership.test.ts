// Issue 21, tenancy by membership (docs/decisions/161): a teacher who joined school A by its invite code and then
// accepted an organizer invitation from school B organizes B, not A. On main 428ea34 their current organization
// (A) made them "organizer of" A's classes: they read A's rosters, students, progress, parents' e-mails and chat
// reports, reissued a child's card (a new password) and printed the class's cards.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as registrationPOST } from "@/app/api/auth/registration/route";
import { POST as invitePOST } from "@/app/api/organization/[id]/invite/route";
import { PUT as invitationPUT } from "@/app/api/organization/invitations/[id]/route";
import { POST as rolePOST } from "@/app/api/organization/role/route";
import { GET as classGET } from "@/app/api/academics/class/[classId]/route";
import { GET as classListGET } from "@/app/api/academics/class/route";
import { GET as rosterGET } from "@/app/api/academics/class/[classId]/student/route";
import { GET as summaryGET } from "@/app/api/academics/class/[classId]/progress-summary/route";
import { GET as studentGET, PUT as studentPUT } from "@/app/api/academics/class/[classId]/student/[studentId]/route";
import { GET as progressGET } from "@/app/api/academics/class/[classId]/student/[studentId]/progress/route";
import { GET as blockProgressGET } from "@/app/api/academics/class/[classId]/student/[studentId]/block-progress/route";
import {
  GET as familyGET,
  POST as familyPOST,
} from "@/app/api/academics/class/[classId]/student/[studentId]/family/route";
import { GET as commentsGET } from "@/app/api/academics/comment/student/[id]/route";
import { POST as reissuePOST } from "@/app/api/teachers/class/[id]/student/[studentId]/reissue-card/route";
import { GET as printGET } from "@/app/api/teachers/class/[id]/print-student-logins/route";
import { GET as reportsGET } from "@/app/api/chat/reports/route";
import { POST as reportPOST } from "@/app/api/chat/message/[id]/report/route";
import { GET as orgStudentGET } from "@/app/api/organization/[id]/users/students/[studentId]/route";
import { GET as auditGET } from "@/app/api/organization/[id]/audit-logs/route";
import { GET as exportGET } from "@/app/api/organization/[id]/audit-logs/export/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn, PASSWORD, signIn } from "../support/factories";
import { teacherStudentWithParent } from "../support/parents";

/** School A (a teacher's class, a student, a linked parent, a reported message) and school B with its organizer. */
async function schools() {
  const a = await prisma.organization.create({
    data: { name: "School A", inviteCode: `A-${randomUUID().slice(0, 8).toUpperCase()}` },
  });
  const b = await prisma.organization.create({
    data: { name: "School B", inviteCode: `B-${randomUUID().slice(0, 8).toUpperCase()}` },
  });
  const { teacher, student, parent, childId } = await teacherStudentWithParent();
  await prisma.class.update({ where: { id: teacher.classId }, data: { organizationId: a.id } });
  await prisma.organizationMember.create({ data: { organizationId: a.id, userId: teacher.user.id, kind: "teacher" } });
  const organizerA = await createSignedIn({ role: "organizer" });
  await prisma.organizationMember.create({
    data: { organizationId: a.id, userId: organizerA.user.id, kind: "organizer" },
  });
  const organizerB = await createSignedIn({ role: "organizer" });
  await prisma.organizationMember.create({
    data: { organizationId: b.id, userId: organizerB.user.id, kind: "organizer" },
  });
  await prisma.user.update({ where: { id: organizerB.user.id }, data: { organizationId: b.id } });
  // The parent reports the teacher's message: the report is filed with A (the child's class's organization).
  const c = await prisma.conversation.create({
    data: { teacherId: teacher.user.id, parentId: parent.user.id, childId },
  });
  const m = await prisma.chatMessage.create({ data: { conversationId: c.id, senderId: teacher.user.id, body: "Hi" } });
  const reported = await call(reportPOST, { token: parent.token, params: { id: String(m.id) }, body: { reason: "A" } });
  expect(reported.status).toBe(201);
  const childUserId = (await prisma.student.findUniqueOrThrow({ where: { id: student.id } })).userId;
  return { a, b, teacher, student, childUserId, parent, organizerA, organizerB };
}

/** The attacker: signs up as a teacher with A's invite code, then accepts B's organizer invitation. */
async function teacherOfAOrganizerOfB(w: Awaited<ReturnType<typeof schools>>) {
  const email = `cross-${randomUUID().slice(0, 8)}@school.test`;
  const signUp = await call(registrationPOST, {
    body: {
      role: "teacher",
      email,
      firstname: "Cass",
      password1: PASSWORD,
      password2: PASSWORD,
      terms: true,
      schoolCountry: "Canada",
      schoolName: "School A",
      organization_code: w.a.inviteCode,
    },
  });
  expect(signUp.status).toBe(201);
  // The e-mail link clicked.
  const user = await prisma.user.update({ where: { email }, data: { emailVerifiedAt: new Date() } });
  const role = await prisma.organizationRole.create({
    data: { organizationId: w.b.id, name: "Coordinator", kind: "organizer" },
  });
  const invited = await call(invitePOST, {
    token: w.organizerB.token,
    params: { id: w.b.id },
    body: { email, role: role.id },
  });
  expect(invited.status).toBe(201);
  const token = (await signIn(user)).access_token;
  const accepted = await call(invitationPUT, {
    token,
    method: "PUT",
    path: `/api/organization/invitations/${invited.body.id}`,
    params: { id: invited.body.id },
    body: { status: 1 },
  });
  expect(accepted.status).toBe(200);
  const after = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, include: { memberships: true } });
  expect(after).toMatchObject({ isTeacher: true, isOrganizer: true, organizationId: w.a.id });
  expect(after.memberships.map((m) => [m.organizationId, m.kind]).sort()).toEqual(
    [
      [w.a.id, "teacher"],
      [w.b.id, "organizer"],
    ].sort(),
  );
  return { user, token };
}

describe("tenancy by membership: a teacher of A who organizes B", () => {
  it("reads none of A's classes, rosters, students, progress, parents' e-mails or chat reports", async () => {
    const w = await schools();
    const x = await teacherOfAOrganizerOfB(w);
    const classId = w.teacher.classId;
    const studentId = w.student.id;
    const reads: [string, Awaited<ReturnType<typeof call>>][] = [
      ["class", await call(classGET, { token: x.token, params: { classId } })],
      ["roster", await call(rosterGET, { token: x.token, params: { classId } })],
      ["progress summary", await call(summaryGET, { token: x.token, params: { classId } })],
      ["student", await call(studentGET, { token: x.token, params: { classId, studentId } })],
      ["progress", await call(progressGET, { token: x.token, params: { classId, studentId } })],
      ["block progress", await call(blockProgressGET, { token: x.token, params: { classId, studentId } })],
      ["family (parents' e-mails)", await call(familyGET, { token: x.token, params: { classId, studentId } })],
      ["comments", await call(commentsGET, { token: x.token, params: { id: studentId } })],
      ["organizer's student", await call(orgStudentGET, { token: x.token, params: { id: w.a.id, studentId } })],
      ["A's audit log", await call(auditGET, { token: x.token, params: { id: w.a.id } })],
    ];
    // A teacher member of A may open A, not manage it: 403 on A's organizer pages; 404 on every class record.
    expect(reads.map(([what, r]) => [what, r.status])).toEqual([
      ["class", 404],
      ["roster", 404],
      ["progress summary", 404],
      ["student", 404],
      ["progress", 404],
      ["block progress", 404],
      ["family (parents' e-mails)", 404],
      ["comments", 404],
      ["organizer's student", 403],
      ["A's audit log", 403],
    ]);
    const bodies = JSON.stringify(reads.map(([, r]) => r.body));
    expect(bodies).not.toContain(w.parent.user.email!);
    expect(bodies).not.toContain(w.student.username);
    expect((await call(classListGET, { token: x.token })).body).toEqual([]);

    // A's report stays A's: the attacker's report list (B's) is empty; A's organizer sees it.
    const theirs = await call(reportsGET, { token: x.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body.reports).toEqual([]);
    expect(theirs.body.counts).toEqual({ conversations: 0, messagesLast30Days: 0, reports: 0 });
    const a = await call(reportsGET, { token: w.organizerA.token });
    expect(a.body.reports.map((r: { reason: string }) => r.reason)).toEqual(["A"]);
  });

  it("cannot take over a child of A: no new card (password), no printed cards, no edit, no family code", async () => {
    const w = await schools();
    const x = await teacherOfAOrganizerOfB(w);
    const classId = w.teacher.classId;
    const studentId = w.student.id;
    const before = await prisma.user.findUniqueOrThrow({ where: { id: w.childUserId } });
    const codeBefore = await prisma.familyCode.findUnique({ where: { studentId } });
    const tries = [
      ["reissue card", await call(reissuePOST, { token: x.token, params: { id: classId, studentId } })],
      ["print cards", await call(printGET, { token: x.token, params: { id: classId } })],
      [
        "edit",
        await call(studentPUT, {
          token: x.token,
          method: "PUT",
          params: { classId, studentId },
          body: { firstName: "Taken" },
        }),
      ],
      ["family code", await call(familyPOST, { token: x.token, params: { classId, studentId } })],
    ] as const;
    expect(tries.map(([what, r]) => [what, r.status])).toEqual([
      ["reissue card", 404],
      ["print cards", 404],
      ["edit", 404],
      ["family code", 404],
    ]);
    const after = await prisma.user.findUniqueOrThrow({ where: { id: w.childUserId } });
    expect([after.passwordHash, after.firstname]).toEqual([before.passwordHash, before.firstname]);
    expect(await prisma.familyCode.findUnique({ where: { studentId } })).toEqual(codeBefore);
  });

  it("still organizes B: B's roles by default, B's chain for the entry; none of it lands in A's log", async () => {
    const w = await schools();
    const x = await teacherOfAOrganizerOfB(w);
    const made = await call(rolePOST, { token: x.token, path: "/api/organization/role", body: { name: "Helper" } });
    expect(made.status).toBe(201);
    expect(made.body.organization).toBe(w.b.id);
    // An organizer of B only, peeking at A's log: 404, and counted under no organization, not A's.
    const peek = await call(exportGET, {
      token: w.organizerB.token,
      path: `/api/organization/${w.a.id}/audit-logs/export`,
      params: { id: w.a.id },
    });
    expect(peek.status).toBe(404);
    const filed = async (actorId: string, action: string) =>
      (await prisma.auditLog.findMany({ where: { actorId, action }, select: { organizationId: true } })).map(
        (e) => e.organizationId,
      );
    expect(await filed(x.user.id, "POST /api/organization/role")).toEqual([w.b.id]);
    expect(await filed(x.user.id, "PUT /api/organization/invitations/[id]")).toEqual([w.b.id]);
    // The refused peek is counted (docs/decisions/264) under no organization: never A's.
    const peeks = await prisma.auditRefusal.findMany({ where: { actorId: w.organizerB.user.id, status: 404 } });
    expect(peeks.map((r) => [r.organizationId, r.count])).toEqual([[null, 1]]);
    // A's organizer reads no entry of B's organizer.
    const log = await call(auditGET, { token: w.organizerA.token, params: { id: w.a.id } });
    expect(log.status).toBe(200);
    const actors = log.body.results.map((e: { actor: { id: string } | null }) => e.actor?.id);
    expect(actors).not.toContain(w.organizerB.user.id);
    expect(actors).not.toContain(undefined);
  });
});
