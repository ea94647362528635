// The dashboards' lists fold the live-session check into their own statement (docs/decisions/254). Folding may
// never answer what the separate check would have refused: a session ended, a user deactivated, a role taken
// away or added, or an organization left between two requests is seen by the very next request.
import { describe, expect, it } from "vitest";
import { GET as classesGET } from "@/app/api/academics/class/route";
import { GET as rosterGET } from "@/app/api/academics/class/[classId]/student/route";
import { GET as teacherGET } from "@/app/api/academics/teacher/route";
import { GET as childrenGET } from "@/app/api/parent/child/route";
import { GET as orgPeopleGET } from "@/app/api/organization/[id]/users/route";
import { GET as orgStudentsGET } from "@/app/api/organization/[id]/users/students/route";
import { prisma } from "@/lib/db/client";
import { countStatements } from "@/lib/db/statements";
import { createSignedIn } from "../support/factories";
import { call } from "../support/http";
import { parentWithChild } from "../support/parents";
import { memberTeacherWithClass, organizationWithOrganizer, studentIn } from "../support/licenses";
import { teacherWithClass } from "../fixtures/csv/classroom";

type Handler = Parameters<typeof call>[0];

/** Two requests: the first confirms the session in full, the second folds its check into the list's statement. */
async function confirmedTwice(handler: Handler, token: string, params?: Record<string, string>) {
  const first = await call(handler, { token, params });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const second = await countStatements(() => call(handler, { token, params }));
  expect(second.result.status).toBe(200);
  expect(second.result.body).toEqual(first.body);
  expect(second.statements).toBe(1);
  return first.body;
}

async function endSession(userId: string) {
  await prisma.authSession.updateMany({ where: { userId }, data: { revokedAt: new Date(), revokeReason: "test" } });
}

describe("a folded session check", () => {
  it("refuses every dashboard list the moment the session ends, with nothing of the list in the answer", async () => {
    const teacher = await teacherWithClass("Birch");
    const student = await studentIn(teacher.token, teacher.classId);
    const parent = await parentWithChild();
    const { org, organizer } = await organizationWithOrganizer();
    await memberTeacherWithClass(org.id);
    const lists: [string, Handler, { token: string; userId: string }, Record<string, string>?][] = [
      ["class list", classesGET, { token: teacher.token, userId: teacher.user.id }],
      ["teacher info", teacherGET, { token: teacher.token, userId: teacher.user.id }],
      ["roster", rosterGET, { token: teacher.token, userId: teacher.user.id }, { classId: teacher.classId }],
      ["children", childrenGET, { token: parent.token, userId: parent.user.id }],
      ["people", orgPeopleGET, { token: organizer.token, userId: organizer.user.id }, { id: org.id }],
      ["students", orgStudentsGET, { token: organizer.token, userId: organizer.user.id }, { id: org.id }],
    ];
    for (const [, handler, who, params] of lists) await confirmedTwice(handler, who.token, params);
    for (const userId of [teacher.user.id, parent.user.id, organizer.user.id]) await endSession(userId);
    for (const [name, handler, who, params] of lists) {
      const res = await call(handler, { token: who.token, params });
      expect(res.status, name).toBe(401);
      expect(JSON.stringify(res.body), name).not.toContain(student.id);
      expect(JSON.stringify(res.body), name).not.toContain(teacher.classId);
    }
  });

  it("answers 401, not 404, for another teacher's class once the session has ended (no row carries the check)", async () => {
    const mine = await teacherWithClass("Mine");
    const theirs = await teacherWithClass("Theirs");
    await confirmedTwice(rosterGET, mine.token, { classId: mine.classId });
    expect((await call(rosterGET, { token: mine.token, params: { classId: theirs.classId } })).status).toBe(404);
    await endSession(mine.user.id);
    expect((await call(rosterGET, { token: mine.token, params: { classId: theirs.classId } })).status).toBe(401);
  });

  it("refuses a deactivated account and an expired session at the next request", async () => {
    const a = await teacherWithClass("Ash");
    await confirmedTwice(rosterGET, a.token, { classId: a.classId });
    await prisma.user.update({ where: { id: a.user.id }, data: { isActive: false } });
    expect((await call(rosterGET, { token: a.token, params: { classId: a.classId } })).status).toBe(401);

    const b = await teacherWithClass("Beech");
    await confirmedTwice(classesGET, b.token);
    await prisma.authSession.updateMany({
      where: { userId: b.user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await call(classesGET, { token: b.token })).status).toBe(401);
  });

  it("follows a role taken away (403) and a role added (200) at the very next request", async () => {
    const t = await teacherWithClass("Cedar");
    await confirmedTwice(rosterGET, t.token, { classId: t.classId });
    await prisma.user.update({ where: { id: t.user.id }, data: { isTeacher: false, isParent: true } });
    expect((await call(rosterGET, { token: t.token, params: { classId: t.classId } })).status).toBe(403);

    // A parent who adds the teacher role: the first answer was 403 for the parent this process confirmed.
    const p = await createSignedIn({ role: "parent" });
    expect((await call(teacherGET, { token: p.token })).status).toBe(403);
    expect((await call(teacherGET, { token: p.token })).status).toBe(403);
    await prisma.user.update({ where: { id: p.user.id }, data: { isTeacher: true } });
    const now = await call(teacherGET, { token: p.token });
    expect(now.status).toBe(200);
    expect(now.body.classes).toEqual([]);
  });

  it("shows the organization a teacher is in now, not the one confirmed before", async () => {
    const { org } = await organizationWithOrganizer("Elm School");
    const t = await teacherWithClass("Elm");
    const before = await confirmedTwice(teacherGET, t.token);
    expect(before.organization_code ?? null).toBeNull();
    await prisma.user.update({ where: { id: t.user.id }, data: { organizationId: org.id } });
    const after = await call(teacherGET, { token: t.token });
    expect(after.status).toBe(200);
    expect(after.body.organization_code).toBe(org.inviteCode);
  });

  it("refuses two requests at once after the session ended: neither is answered from what was confirmed before", async () => {
    const t = await teacherWithClass("Fir");
    await confirmedTwice(rosterGET, t.token, { classId: t.classId });
    await endSession(t.user.id);
    const both = await Promise.all([
      call(rosterGET, { token: t.token, params: { classId: t.classId } }),
      call(classesGET, { token: t.token }),
    ]);
    expect(both.map((r) => r.status)).toEqual([401, 401]);
  });
});
