// Data rights (issue 24; docs/decisions/186-188): a parent downloads everything about their child as JSON and as
// a zip of CSVs (every attempt, counted against the database), sees what deleting takes with it, and deletes a
// home child; an organizer exports the organization; an under-13 sign-up never confirmed is removed after 14
// days by the retention sweep, and nothing else is. Each action is audited by ids only.
import { afterEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { strFromU8, unzipSync } from "fflate";
import { parse } from "csv-parse/sync";
import { GET as exportGET } from "@/app/api/parent/child/[id]/export/route";
import { GET as summaryGET } from "@/app/api/parent/child/[id]/data-summary/route";
import { DELETE as childDELETE } from "@/app/api/parent/child/[id]/route";
import { GET as orgExportGET } from "@/app/api/organization/[id]/export/route";
import { DELETE as classDELETE } from "@/app/api/academics/class/[classId]/route";
import { POST as registerPOST } from "@/app/api/auth/registration/route";
import { POST as consentPOST } from "@/app/api/parent/consent/route";
import { prisma } from "@/lib/db/client";
import { runRetention } from "@/lib/server/retention";
import { call } from "../support/http";
import { createSignedIn, createUser } from "../support/factories";
import { attempt, attemptRows, solutionOf } from "../support/activity";
import { childToken, parentWithChild, teacherStudentWithParent } from "../support/parents";
import { grantLicense, memberTeacherWithClass, organizationWithOrganizer, studentIn } from "../support/licenses";
import { addStudent } from "../fixtures/csv/classroom";
import { lastMailTo } from "../support/mailbox";

const DAY_MS = 86_400_000;
afterEach(() => vi.useRealTimers());

/** The export route's raw bytes (a zip is not text). */
async function download(token: string, id: string, format: "json" | "csv") {
  const url = new URL("/api/parent/child/x/export", "http://sprout.test");
  url.searchParams.set("format", format);
  const req = new NextRequest(url, { headers: { authorization: `Bearer ${token}` } });
  const res = await exportGET(req, { params: Promise.resolve({ id }) });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** A CSV file of the zip as rows of cells, read by csv-parse (quotes, commas and line breaks in cells). */
function csvRowsOf(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true }) as string[][];
}

/** A home child with real attempts, many stored ones, a parent limit and a conversation with a teacher. */
async function busyChild() {
  const p = await parentWithChild();
  const token = await childToken(p.child.username);
  expect((await attempt(token, "first-steps", solutionOf("first-steps"))).status).toBe(200);
  expect((await attempt(token, "first-steps", { blocks: [] })).status).toBe(200);
  const studentId = (await prisma.student.findUniqueOrThrow({ where: { userId: p.child.id } })).id;
  await attemptRows(
    studentId,
    Array.from({ length: 60 }, (_, i) => ({ puzzleId: "repeat-walk", outcome: i % 3 ? "failed" : "passed" }) as const),
  );
  const teacher = await createUser({ role: "teacher" });
  const c = await prisma.conversation.create({
    data: { teacherId: teacher.id, parentId: p.user.id, childId: p.child.id },
  });
  await prisma.chatMessage.create({
    data: { conversationId: c.id, senderId: teacher.id, body: '=cmd, "quoted"\nline' },
  });
  await prisma.chatMessage.create({ data: { conversationId: c.id, senderId: p.user.id, body: "Thanks!" } });
  // A note from a teacher of a class the child was in (issue 39): the child's data too.
  await prisma.puzzleFeedback.create({
    data: { studentId, puzzleId: "first-steps", authorId: teacher.id, text: "=Try a loop, 3 < 5" },
  });
  return { ...p, studentId, teacher };
}

describe("a parent's export of a child's data", () => {
  it("holds every attempt with its program, the progress, limits and messages, as JSON and as a zip of CSVs", async () => {
    const p = await busyChild();
    const attempts = await prisma.puzzleAttempt.findMany({ where: { studentId: p.studentId } });
    expect(attempts.length).toBe(62);

    const json = await download(p.token, p.child.id, "json");
    expect(json.res.status).toBe(200);
    expect(json.res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(json.res.headers.get("content-disposition")).toMatch(
      new RegExp(
        `^attachment; filename="sprout-${p.child.username.replace(/\./g, "\\.")}-\\d{4}-\\d\\d-\\d\\d\\.json"$`,
      ),
    );
    const d = JSON.parse(new TextDecoder().decode(json.bytes));
    expect(d.account).toMatchObject({ id: p.child.id, username: p.child.username, class: null });
    expect(d.attempts).toHaveLength(attempts.length);
    expect(new Set(d.attempts.map((a: { id: string }) => a.id))).toEqual(new Set(attempts.map((a) => a.id)));
    const solved = d.attempts.find(
      (a: { puzzleId: string; solved: boolean }) => a.puzzleId === "first-steps" && a.solved,
    );
    const stored = attempts.find((a) => a.id === solved.id)!;
    expect(solved.program).toEqual(stored.program);
    const asSent = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v);
    expect(asSent(solved.program)).toEqual(asSent(solutionOf("first-steps")));
    expect(d.progress.overall.solved).toBe(2);
    expect(d.teacherNotes).toEqual([
      {
        id: expect.any(String),
        puzzleId: "first-steps",
        text: "=Try a loop, 3 < 5",
        author: `${p.teacher.firstname} ${p.teacher.lastname}`,
        createdAt: expect.any(String),
        seenAt: null,
      },
    ]);
    expect(d.limits.parentTimeLimits).toHaveLength(7);
    expect(d.conversations).toHaveLength(1);
    expect(d.conversations[0].messages.map((m: { from: string; body: string }) => [m.from, m.body])).toEqual([
      ["teacher", '=cmd, "quoted"\nline'],
      ["parent", "Thanks!"],
    ]);

    const zip = await download(p.token, p.child.id, "csv");
    expect(zip.res.status).toBe(200);
    expect(zip.res.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files).sort()).toEqual(
      [
        "account",
        "attempts",
        "friends",
        "limits",
        "messages",
        "progress",
        "screen_time",
        "skills",
        "teacher_notes",
      ].map((f) => `${f}.csv`),
    );
    const rows = csvRowsOf(strFromU8(files["attempts.csv"]!));
    expect(rows[0]).toEqual([
      "id",
      "puzzle_id",
      "pack_id",
      "assignment_id",
      "outcome",
      "solved",
      "credited",
      "block_count",
      "program",
      "created_at",
    ]);
    expect(rows.length - 1).toBe(attempts.length);
    expect(new Set(rows.slice(1).map((r) => r[0]))).toEqual(new Set(attempts.map((a) => a.id)));
    expect(asSent(rows.find((r) => r[0] === solved.id)![8])).toEqual(asSent(solutionOf("first-steps")));
    const messages = csvRowsOf(strFromU8(files["messages.csv"]!));
    // A cell that would start a formula opens as text.
    expect(messages[1]![4]).toBe(`'=cmd, "quoted"\nline`);
    const notes = csvRowsOf(strFromU8(files["teacher_notes.csv"]!));
    expect(notes.map((r) => [r[1], r[2]])).toEqual([
      ["puzzle_id", "text"],
      ["first-steps", "'=Try a loop, 3 < 5"],
    ]);
    const account = Object.fromEntries(csvRowsOf(strFromU8(files["account.csv"]!)).slice(1));
    expect(account.username).toBe(p.child.username);

    const entries = await prisma.auditLog.findMany({ where: { action: "child.export", recordId: p.child.id } });
    expect(entries.map((e) => [e.recordType, e.status, e.details])).toEqual([
      ["child", 200, { query: ["format"] }],
      ["child", 200, { query: ["format"] }],
    ]);
    expect(JSON.stringify(entries)).not.toContain(p.child.username);
  });

  it("a school child's export has the teacher's limits and the class; unlinking is what delete does", async () => {
    const { parent, childId, teacher } = await teacherStudentWithParent();
    const d = JSON.parse(new TextDecoder().decode((await download(parent.token, childId, "json")).bytes));
    expect(d.account.class).toMatchObject({ id: teacher.classId });
    expect(d.limits.teacherTimeLimits).toHaveLength(7);
    const summary = await call(summaryGET, { token: parent.token, params: { id: childId } });
    expect(summary.body).toMatchObject({ id: childId, inSchoolClass: true });
  });

  it("answers 401, 403 and 404 like the child's other routes, and refuses an unknown format", async () => {
    const p = await parentWithChild();
    const other = await createSignedIn({ role: "parent" });
    const teacher = await createSignedIn({ role: "teacher" });
    const params = { id: p.child.id };
    expect((await call(exportGET, { params })).status).toBe(401);
    expect((await call(summaryGET, { params })).status).toBe(401);
    expect((await call(exportGET, { token: teacher.token, params })).status).toBe(403);
    expect((await call(summaryGET, { token: teacher.token, params })).status).toBe(403);
    expect((await call(exportGET, { token: other.token, params })).status).toBe(404);
    expect((await call(summaryGET, { token: other.token, params })).status).toBe(404);
    expect((await call(exportGET, { token: p.token, params, query: { format: "xml" } })).status).toBe(400);
  });
});

describe("deleting a home child", () => {
  it("shows the counts first, then deletes the account with everything in it, audited by id", async () => {
    const p = await busyChild();
    const summary = await call(summaryGET, { token: p.token, params: { id: p.child.id } });
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({
      id: p.child.id,
      name: p.child.fullName,
      inSchoolClass: false,
      attempts: 62,
      solvedAttempts: 21,
      limits: 7,
      screenTimeDays: expect.any(Number),
      messages: 2,
    });
    const del = await call(childDELETE, { token: p.token, method: "DELETE", params: { id: p.child.id } });
    expect(del.status).toBe(200);
    expect(del.body.deleted).toBe(true);
    expect(await prisma.user.count({ where: { id: p.child.id } })).toBe(0);
    expect(await prisma.puzzleAttempt.count({ where: { studentId: p.studentId } })).toBe(0);
    expect(await prisma.chatMessage.count({ where: { conversation: { childId: p.child.id } } })).toBe(0);
    expect(await prisma.puzzleFeedback.count({ where: { studentId: p.studentId } })).toBe(0);
    const entry = await prisma.auditLog.findFirstOrThrow({ where: { action: "child.delete", recordId: p.child.id } });
    expect(entry).toMatchObject({ recordType: "child", outcome: "success" });
    expect(JSON.stringify(entry)).not.toContain(p.child.username);
  });
});

describe("an organizer's export", () => {
  it("holds members, live classes, students with progress, licenses and the audit log", async () => {
    const { org, organizer } = await organizationWithOrganizer();
    const t = await memberTeacherWithClass(org.id, "Hawks");
    const s1 = await studentIn(t.token, t.classId);
    await studentIn(t.token, t.classId);
    await attemptRows(s1.id, [{ puzzleId: "first-steps", outcome: "perfect" }]);
    const gone = await memberTeacherWithClass(org.id, "Gone");
    await addStudent(gone.token, gone.classId, { firstName: "Hidden" });
    await call(classDELETE, { token: gone.token, method: "DELETE", params: { classId: gone.classId } });
    await grantLicense(org.id, { seats: 25 });

    const res = await call(orgExportGET, { token: organizer.token, params: { id: org.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="sprout-organization-/);
    const d = res.body;
    expect(d.organization).toMatchObject({ id: org.id, name: org.name });
    expect(d.members.map((m: { userId: string }) => m.userId).sort()).toEqual(
      [organizer.user.id, t.user.id, gone.user.id].sort(),
    );
    expect(d.classes.map((c: { className: string }) => c.className)).toEqual(["Hawks"]);
    expect(d.students).toHaveLength(2);
    expect(d.students.find((s: { id: string }) => s.id === s1.id).progress.overall.solved).toBe(1);
    expect(d.licenses).toHaveLength(1);
    expect(d.licenses[0]).toMatchObject({ status: "granted", seats: 25 });
    const logged = await prisma.auditLog.count({ where: { organizationId: org.id } });
    // The export's own entry is written after it answered.
    expect(d.audit.length).toBe(logged - 1);
    const entry = await prisma.auditLog.findFirstOrThrow({
      where: { action: "organization.export", recordId: org.id },
    });
    expect(entry).toMatchObject({ recordType: "organization", organizationId: org.id, status: 200 });

    const member = await call(orgExportGET, { token: t.token, params: { id: org.id } });
    expect(member.status).toBe(403);
    const stranger = await organizationWithOrganizer("Elsewhere");
    expect((await call(orgExportGET, { token: stranger.organizer.token, params: { id: org.id } })).status).toBe(404);
    expect((await call(orgExportGET, { params: { id: org.id } })).status).toBe(401);
  });
});

describe("the retention sweep's purge of unconfirmed under-13 sign-ups", () => {
  const PASSWORD = "Blue-Kite-Morning-7";
  const kid = (username: string, parentEmail?: string, age = 9) => ({
    role: "student",
    username,
    firstname: "Robin",
    password1: PASSWORD,
    password2: PASSWORD,
    terms: true,
    grade: "Grade 3",
    dob: `${new Date().getUTCFullYear() - age}-03-04`,
    ...(parentEmail ? { parentEmail } : { email: `${username}@teen.test` }),
  });
  const idOf = async (username: string) => (await prisma.user.findUniqueOrThrow({ where: { username } })).id;

  it("removes exactly the accounts whose parent never confirmed within 14 days", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    vi.setSystemTime(start);
    const tag = start.toString(36);
    for (const [name, email] of [
      [`never.${tag}`, `never.${tag}@family.test`],
      [`yes.${tag}`, `yes.${tag}@family.test`],
    ] as const) {
      expect((await call(registerPOST, { body: kid(name, email) })).status).toBe(201);
    }
    expect((await call(registerPOST, { body: kid(`teen.${tag}`, undefined, 14) })).status).toBe(201);
    const key = lastMailTo(`yes.${tag}@family.test`)!.text.match(/\/parents\/consent\/(\S+)/)![1];
    const parent = await createSignedIn({ role: "parent", email: `yes.${tag}@family.test` });
    expect((await call(consentPOST, { token: parent.token, body: { key } })).status).toBe(200);
    vi.setSystemTime(start + 10 * DAY_MS);
    expect((await call(registerPOST, { body: kid(`late.${tag}`, `late.${tag}@family.test`) })).status).toBe(201);
    const [never, yes, teen, late] = await Promise.all(
      ["never", "yes", "teen", "late"].map((n) => idOf(`${n}.${tag}`)),
    );

    vi.setSystemTime(start + 14 * DAY_MS - 60_000);
    expect((await runRetention()).children).not.toContain(never);
    expect(await prisma.user.count({ where: { id: never } })).toBe(1);

    vi.setSystemTime(start + 14 * DAY_MS + 60_000);
    const swept = (await runRetention()).children;
    expect(swept).toContain(never);
    for (const kept of [yes, teen, late]) expect(swept).not.toContain(kept);
    expect(await prisma.user.count({ where: { id: never } })).toBe(0);
    expect(await prisma.user.count({ where: { id: { in: [yes, teen, late] } } })).toBe(3);
    // Every account it removed was such a sign-up: none of the kept kinds is gone.
    expect(await prisma.user.count({ where: { id: parent.user.id } })).toBe(1);

    vi.setSystemTime(start + 24 * DAY_MS + 60_000);
    expect((await runRetention()).children).toContain(late);
    expect(await prisma.user.count({ where: { id: { in: [yes, teen] } } })).toBe(2);

    const entries = await prisma.auditLog.findMany({
      where: { action: "retention.unconfirmed_child_removed", recordId: { in: [never, late] } },
    });
    expect(entries.map((e) => [e.recordId, e.recordType, e.actorId]).sort()).toEqual(
      [
        [never, "user", null],
        [late, "user", null],
      ].sort(),
    );
    expect(JSON.stringify(entries)).not.toMatch(new RegExp(tag));
  });
});
