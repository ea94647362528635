// Deleting a class archives it (issue 24, docs/decisions/185): gone from every list, roster, figure, card print
// and card sign-in; its owner restores it within 30 days and everything is back; after that a restore is refused
// and the retention sweep erases it with its students' accounts. Erasing now needs the class's name typed.
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as listGET } from "@/app/api/academics/class/route";
import { DELETE as classDELETE, GET as classGET } from "@/app/api/academics/class/[classId]/route";
import { POST as erasePOST } from "@/app/api/academics/class/[classId]/erase/route";
import { GET as archivedGET } from "@/app/api/academics/class/archived/route";
import { POST as restorePOST } from "@/app/api/academics/class/archived/[classId]/restore/route";
import { GET as studentsGET } from "@/app/api/academics/class/[classId]/student/route";
import { GET as summaryGET } from "@/app/api/academics/class/[classId]/progress-summary/route";
import { GET as teacherGET } from "@/app/api/academics/teacher/route";
import { GET as printGET } from "@/app/api/teachers/class/[id]/print-student-logins/route";
import { GET as orgStudentsGET } from "@/app/api/organization/[id]/users/students/route";
import { GET as analyticsGET } from "@/app/api/organization/[id]/analytics/route";
import { GET as childrenGET } from "@/app/api/parent/child/route";
import { userForCardToken } from "@/lib/auth/card-sign-in";
import { decryptCardSecret } from "@/lib/cards/secrets";
import { prisma } from "@/lib/db/client";
import { CLASS_ARCHIVED, login } from "@/lib/accounts/login";
import { runRetention } from "@/lib/server/retention";
import { call } from "../support/http";
import { createSignedIn, signIn } from "../support/factories";
import { attemptRows } from "../support/activity";
import { addStudent, acceptInvitations } from "../fixtures/csv/classroom";
import { memberTeacherWithClass, organizationWithOrganizer } from "../support/licenses";
import { POST as classPOST } from "@/app/api/academics/class/route";
import { teacherStudentWithParent } from "../support/parents";

const DAY_MS = 86_400_000;

afterEach(() => {
  vi.useRealTimers();
});

/** Owls: an organization's class with 3 students, attempts, a linked parent of the first. */
async function owls() {
  const { org, organizer } = await organizationWithOrganizer();
  const t = await memberTeacherWithClass(org.id, "Owls");
  const students = [];
  for (const name of ["Ada", "Bo", "Cy"]) students.push(await addStudent(t.token, t.classId, { firstName: name }));
  await attemptRows(students[0]!.id, [
    { puzzleId: "first-steps", outcome: "perfect" },
    { puzzleId: "repeat-walk", outcome: "passed" },
  ]);
  await attemptRows(students[1]!.id, [{ puzzleId: "first-steps", outcome: "failed" }]);
  return { org, organizer, t, students };
}

/** What a user notices of the class: lists, roster, figures, cards, organizer views. */
async function seen(w: Awaited<ReturnType<typeof owls>>) {
  const { t, org, organizer, students } = w;
  const row = await prisma.student.findUniqueOrThrow({ where: { id: students[0]!.id } });
  const token = decryptCardSecret(row.cardSecret)!.token;
  const [list, one, roster, summary, profile, print, orgStudents, analytics, card] = await Promise.all([
    call(listGET, { token: t.token }),
    call(classGET, { token: t.token, params: { classId: t.classId } }),
    call(studentsGET, { token: t.token, params: { classId: t.classId } }),
    call(summaryGET, { token: t.token, params: { classId: t.classId } }),
    call(teacherGET, { token: t.token }),
    call(printGET, { token: t.token, params: { id: t.classId } }),
    call(orgStudentsGET, { token: organizer.token, params: { id: org.id } }),
    call(analyticsGET, { token: organizer.token, params: { id: org.id } }),
    userForCardToken(token),
  ]);
  return {
    list: (list.body as { id: string }[]).map((c) => c.id),
    one: one.status,
    roster: roster.status === 200 ? (roster.body as { id: string }[]).map((s) => s.id).sort() : roster.status,
    summary: summary.status === 200 ? summary.body : summary.status,
    profile: { classCount: profile.body.classCount, studentCount: profile.body.studentCount },
    print: print.status,
    orgStudents: orgStudents.body.count ?? orgStudents.body.results?.length,
    analytics: { classes: analytics.body.classes, students: analytics.body.students },
    card: card?.id ?? null,
  };
}

describe("DELETE /academics/class/{id} archives", () => {
  it("hides the class everywhere, lists it under archived, and a restore brings everything back", async () => {
    const w = await owls();
    const before = await seen(w);
    expect(before.list).toEqual([w.t.classId]);
    expect(before.roster).toHaveLength(3);
    expect(before.profile).toEqual({ classCount: 1, studentCount: 3 });
    expect(before.print).toBe(200);
    expect(before.analytics).toEqual({ classes: 1, students: 3 });
    expect(before.card).not.toBeNull();

    const del = await call(classDELETE, { token: w.t.token, method: "DELETE", params: { classId: w.t.classId } });
    expect(del.status).toBe(204);
    const gone = await seen(w);
    expect(gone).toMatchObject({
      list: [],
      one: 404,
      roster: 404,
      summary: 404,
      profile: { classCount: 0, studentCount: 0 },
      print: 404,
      analytics: { classes: 0, students: 0 },
      card: null,
    });
    expect(gone.orgStudents).toBe(0);
    // Nothing was deleted: the accounts and their attempts wait.
    expect(await prisma.student.count({ where: { classId: w.t.classId } })).toBe(3);
    expect(await prisma.puzzleAttempt.count({ where: { student: { classId: w.t.classId } } })).toBe(3);

    const archived = await call(archivedGET, { token: w.t.token });
    expect(archived.status).toBe(200);
    expect(archived.body).toHaveLength(1);
    expect(archived.body[0]).toMatchObject({ id: w.t.classId, className: "Owls", studentCount: 3 });
    const until = new Date(archived.body[0].restoreUntil).getTime() - new Date(archived.body[0].archivedAt).getTime();
    expect(until).toBe(30 * DAY_MS);

    const restored = await call(restorePOST, { token: w.t.token, params: { classId: w.t.classId } });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: w.t.classId, className: "Owls", studentCount: 3 });
    expect(await seen(w)).toEqual(before);
    expect((await call(archivedGET, { token: w.t.token })).body).toEqual([]);

    const actions = await prisma.auditLog.findMany({
      where: { recordId: w.t.classId, action: { in: ["class.archive", "class.restore"] } },
      orderBy: { seq: "asc" },
    });
    expect(actions.map((a) => [a.action, a.recordType, a.outcome])).toEqual([
      ["class.archive", "class", "success"],
      ["class.restore", "class", "success"],
    ]);
  });

  it("a student of an archived class signs in neither by card nor by password until it is restored", async () => {
    const w = await owls();
    const row = await prisma.student.findUniqueOrThrow({ where: { id: w.students[0]!.id }, include: { user: true } });
    const secret = decryptCardSecret(row.cardSecret)!;
    const byPassword = () => login({ identifier: row.user.username, password: secret.password, ip: "10.9.9.9" });
    await call(classDELETE, { token: w.t.token, method: "DELETE", params: { classId: w.t.classId } });
    await expect(byPassword()).rejects.toThrow(CLASS_ARCHIVED);
    expect(await userForCardToken(secret.token)).toBeNull();
    await call(restorePOST, { token: w.t.token, params: { classId: w.t.classId } });
    expect((await byPassword()).user.id).toBe(row.userId);
    expect((await userForCardToken(secret.token))?.id).toBe(row.userId);
  });

  it("keeps a school child's parent link, and hides the class from the parent until restored", async () => {
    const { teacher, parent, childId } = await teacherStudentWithParent();
    const classOf = async () =>
      (await call(childrenGET, { token: parent.token })).body.find((c: { id: string }) => c.id === childId);
    expect((await classOf()).class).not.toBeNull();
    await call(classDELETE, { token: teacher.token, method: "DELETE", params: { classId: teacher.classId } });
    const child = await classOf();
    expect(child).toBeDefined();
    expect(child.class ?? null).toBeNull();
    await call(restorePOST, { token: teacher.token, params: { classId: teacher.classId } });
    expect((await classOf()).class).not.toBeNull();
  });

  it("refuses a restore after 30 days; the retention sweep then erases the class and its students' accounts", async () => {
    const w = await owls();
    const userIds = (await prisma.student.findMany({ where: { classId: w.t.classId } })).map((s) => s.userId);
    // A second class archived now, and a live one: the sweep leaves both.
    const keep = await call(classPOST, { token: w.t.token, body: { className: "Larks" } });
    const live = await call(classPOST, { token: w.t.token, body: { className: "Wrens" } });
    await call(classDELETE, { token: w.t.token, method: "DELETE", params: { classId: w.t.classId } });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() + 29 * DAY_MS));
    const later = (await signIn(w.t.user)).access_token; // a sign-in ends after a day
    const archivedLater = await call(classDELETE, {
      token: later,
      method: "DELETE",
      params: { classId: keep.body.class.id },
    });
    expect(archivedLater.status).toBe(204);
    expect((await runRetention()).classes).not.toContain(w.t.classId);
    vi.setSystemTime(new Date(Date.now() + 1 * DAY_MS + 1000));
    const token = (await signIn(w.t.user)).access_token;
    const late = await call(restorePOST, { token, params: { classId: w.t.classId } });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe("Owls was deleted more than 30 days ago and can no longer be restored.");
    expect((await call(archivedGET, { token })).body.map((c: { id: string }) => c.id)).toEqual([keep.body.class.id]);

    const swept = await runRetention();
    expect(swept.classes).toContain(w.t.classId);
    expect(swept.classes).not.toContain(keep.body.class.id);
    expect(await prisma.class.count({ where: { id: w.t.classId } })).toBe(0);
    expect(await prisma.user.count({ where: { id: { in: userIds } } })).toBe(0);
    expect(await prisma.class.count({ where: { id: { in: [keep.body.class.id, live.body.class.id] } } })).toBe(2);
    const entry = await prisma.auditLog.findFirstOrThrow({
      where: { action: "retention.class_erased", recordId: w.t.classId },
    });
    expect(entry).toMatchObject({ recordType: "class", actorId: null, organizationId: w.org.id });
    expect(entry.details).toEqual({ deletedStudents: 3 });
    // Ids only: no class or child name anywhere in the entry.
    expect(JSON.stringify(entry)).not.toMatch(/Owls|Ada|Bo|Cy/);
  });

  it("answers 401, 403 and 404 as the class's access says", async () => {
    const w = await owls();
    const co = await createSignedIn({ role: "teacher" });
    await prisma.classTeacher.create({ data: { classId: w.t.classId, teacherId: co.user.id } });
    const other = await createSignedIn({ role: "teacher" });
    const parent = await createSignedIn({ role: "parent" });
    const params = { classId: w.t.classId };
    expect((await call(archivedGET)).status).toBe(401);
    expect((await call(restorePOST, { params })).status).toBe(401);
    expect((await call(erasePOST, { params, body: { confirmClassName: "Owls" } })).status).toBe(401);
    expect((await call(archivedGET, { token: parent.token })).status).toBe(403);
    expect((await call(restorePOST, { token: parent.token, params })).status).toBe(403);
    // A co-teacher may not delete or erase (403); nobody but the owner sees the archived class (404).
    expect((await call(classDELETE, { token: co.token, method: "DELETE", params })).status).toBe(403);
    expect((await call(erasePOST, { token: co.token, params, body: { confirmClassName: "Owls" } })).status).toBe(403);
    expect((await call(erasePOST, { token: other.token, params, body: { confirmClassName: "Owls" } })).status).toBe(
      404,
    );
    await call(classDELETE, { token: w.t.token, method: "DELETE", params });
    for (const t of [co, other]) {
      expect((await call(restorePOST, { token: t.token, params })).status).toBe(404);
      expect((await call(archivedGET, { token: t.token })).body).toEqual([]);
      expect((await call(erasePOST, { token: t.token, params, body: { confirmClassName: "Owls" } })).status).toBe(404);
    }
    // A live class is not "archived": restoring it is 404 too.
    const live = await call(classPOST, { token: w.t.token, body: { className: "Live" } });
    expect((await call(restorePOST, { token: w.t.token, params: { classId: live.body.class.id } })).status).toBe(404);
    expect((await call(restorePOST, { token: w.t.token, params: { classId: "nope" } })).status).toBe(400);
  });
});

describe("POST /academics/class/{id}/erase", () => {
  it("needs the class's name typed, then deletes the class and its students' accounts now, with the count", async () => {
    const w = await owls();
    const co = await createSignedIn({ role: "teacher" });
    await prisma.classTeacher.create({ data: { classId: w.t.classId, teacherId: co.user.id } });
    // A parent who is also this class's student keeps their account (only accounts made for the class go).
    const userIds = (await prisma.student.findMany({ where: { classId: w.t.classId } })).map((s) => s.userId);
    const params = { classId: w.t.classId };
    const wrong = await call(erasePOST, { token: w.t.token, params, body: { confirmClassName: "owls!" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.confirmClassName).toEqual(["Type the class's name, Owls, to delete it for good."]);
    expect(await prisma.class.count({ where: { id: w.t.classId } })).toBe(1);

    const done = await call(erasePOST, { token: w.t.token, params, body: { confirmClassName: " Owls " } });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ id: w.t.classId, deletedStudents: 3 });
    expect(await prisma.class.count({ where: { id: w.t.classId } })).toBe(0);
    expect(await prisma.user.count({ where: { id: { in: userIds } } })).toBe(0);
    expect(await prisma.user.count({ where: { id: co.user.id } })).toBe(1);
    const entries = await prisma.auditLog.findMany({
      where: { action: "class.erase", recordId: w.t.classId },
      orderBy: { seq: "asc" },
    });
    expect(entries.map((e) => [e.status, e.details])).toEqual([
      [200, { fields: ["confirmClassName"], deletedStudents: 3 }],
    ]);
    // The refused try is counted, not chained (docs/decisions/264).
    const refused = await prisma.auditRefusal.findMany({
      where: { actorId: w.t.user.id, method: "POST", status: 400 },
    });
    expect(refused.map((r) => [r.organizationId, r.count])).toEqual([[w.org.id, 1]]);
  });

  it("erases an archived class from the archived list too", async () => {
    const w = await owls();
    const params = { classId: w.t.classId };
    await call(classDELETE, { token: w.t.token, method: "DELETE", params });
    const done = await call(erasePOST, { token: w.t.token, params, body: { confirmClassName: "Owls" } });
    expect(done.body.deletedStudents).toBe(3);
    expect((await call(archivedGET, { token: w.t.token })).body).toEqual([]);
    expect((await call(restorePOST, { token: w.t.token, params })).status).toBe(404);
  });
});

describe("co-taught archived class", () => {
  it("leaves the co-teacher's list when archived and comes back on restore", async () => {
    const t = await createSignedIn({ role: "teacher" });
    const co = await createSignedIn({ role: "teacher" });
    const made = await call(classPOST, {
      token: t.token,
      body: { className: "Shared", coTeachers: [co.user.username] },
    });
    await acceptInvitations(co.token);
    const ids = async () => (await call(listGET, { token: co.token })).body.map((c: { id: string }) => c.id);
    expect(await ids()).toEqual([made.body.class.id]);
    await call(classDELETE, { token: t.token, method: "DELETE", params: { classId: made.body.class.id } });
    expect(await ids()).toEqual([]);
    await call(restorePOST, { token: t.token, params: { classId: made.body.class.id } });
    expect(await ids()).toEqual([made.body.class.id]);
  });
});
