// Google Classroom (issue 42): a teacher's courses listed, chosen courses imported as classes with their students,
// and "Sync" adding and renaming while only listing who left. Google is the stand-in (tests/support/google-standin.ts)
// reached through googleapis; the database is the real PostgreSQL.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { POST as coursesPOST } from "@/app/api/academics/classroom/courses/route";
import { POST as importPOST } from "@/app/api/academics/classroom/import/route";
import { GET as linkGET, POST as syncPOST } from "@/app/api/academics/class/[classId]/classroom/route";
import { GET as studentsGET } from "@/app/api/academics/class/[classId]/student/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { registerGoogleToken } from "../support/google-standin";
import { registerClassroomToken, type StandInCourse, type StandInStudent } from "../support/google-classroom-standin";

const tag = () => randomUUID().slice(0, 8);

function kid(givenName: string, familyName: string): StandInStudent {
  return { userId: `1${Math.floor(Math.random() * 1e15)}`, givenName, familyName };
}

function course(name: string, students: StandInStudent[], extra: Partial<StandInCourse> = {}): StandInCourse {
  return { id: `${Date.now()}${Math.floor(Math.random() * 1e6)}`, name, students, ...extra };
}

function classroomToken(courses: StandInCourse[]) {
  const token = `ya29.classroom-${tag()}`;
  return { token, classroom: registerClassroomToken(token, courses) };
}

async function teacher() {
  return createSignedIn({ role: "teacher" });
}

async function rosterNames(token: string, classId: string) {
  const res = await call(studentsGET, { token, params: { classId } });
  expect(res.status).toBe(200);
  return (res.body as { firstName: string; lastName: string }[]).map((s) => `${s.firstName} ${s.lastName}`).sort();
}

describe("Google Classroom import", () => {
  it("lists the teacher's courses over several pages with their student counts", async () => {
    const t = await teacher();
    const courses = [
      course("Coding 3A", [kid("Ada", "Lovelace"), kid("Alan", "Turing"), kid("Grace", "Hopper")]),
      course("Coding 3B", [kid("Katherine", "Johnson")]),
      course("Robots", [], { section: "Period 2", room: "12" }),
      course("Old course", [kid("Old", "Timer")], { courseState: "ARCHIVED" }),
    ];
    const { token } = classroomToken(courses);
    const res = await call(coursesPOST, { token: t.token, body: { accessToken: token } });
    expect(res.status).toBe(200);
    expect(res.body.courses).toEqual([
      expect.objectContaining({ name: "Coding 3A", studentCount: 3, alreadyImported: false, importedClassId: null }),
      expect.objectContaining({ name: "Coding 3B", studentCount: 1, alreadyImported: false }),
      expect.objectContaining({ name: "Robots", section: "Period 2", room: "12", studentCount: 0 }),
    ]);
  });

  it("imports chosen courses as classes with their students, with usernames and login cards", async () => {
    const t = await teacher();
    const a = course("Coding 3A", [kid("Ada", "Lovelace"), kid("Alan", "Turing"), kid("Grace", "Hopper")]);
    const b = course("Robots", [kid("Katherine", "Johnson")], { section: "Period 2", room: "12" });
    const { token } = classroomToken([a, b, course("Not chosen", [kid("No", "Body")])]);
    const res = await call(importPOST, { token: t.token, body: { accessToken: token, courseIds: [a.id, b.id] } });
    expect(res.status).toBe(201);
    expect(res.body.classes).toEqual([
      expect.objectContaining({ className: "Coding 3A", courseId: a.id, studentCount: 3 }),
      expect.objectContaining({ className: "Robots (Period 2)", courseId: b.id, studentCount: 1 }),
    ]);
    const [classA, classB] = res.body.classes as { id: string }[];
    expect(await rosterNames(t.token, classA.id)).toEqual(["Ada Lovelace", "Alan Turing", "Grace Hopper"]);
    expect(await rosterNames(t.token, classB.id)).toEqual(["Katherine Johnson"]);
    const rows = await prisma.student.findMany({ where: { classId: classA.id }, include: { user: true } });
    for (const s of rows) {
      expect(s.externalId).toMatch(/^classroom:1\d+$/);
      expect(s.cardTokenHash).toBeTruthy();
      expect(s.user.username).toMatch(/^[a-z0-9.]{3,30}$/);
      expect(s.user.email).toBeNull();
    }
    const klass = await prisma.class.findUniqueOrThrow({ where: { id: classB.id } });
    expect(klass).toMatchObject({ ownerId: t.user.id, roomNumber: "12", classroomCourseId: b.id });
    const link = await call(linkGET, { token: t.token, params: { classId: classB.id } });
    expect(link.body).toMatchObject({ courseId: b.id, googleClientId: "sprout-test-client" });
    // The list now says which courses are imported, and as which of the teacher's classes.
    const list = await call(coursesPOST, { token: t.token, body: { accessToken: token } });
    expect(list.body.courses.map((c: { importedClassId: string | null }) => c.importedClassId)).toEqual([
      classA.id,
      classB.id,
      null,
    ]);
  });

  it("refuses to import a course already imported, naming the class, and writes nothing", async () => {
    const t = await teacher();
    const shared = course("Shared course", [kid("Ada", "Lovelace")]);
    const fresh = course("Fresh course", [kid("Bo", "Bright")]);
    const { token } = classroomToken([shared, fresh]);
    const first = await call(importPOST, { token: t.token, body: { accessToken: token, courseIds: [shared.id] } });
    expect(first.status).toBe(201);
    const before = await prisma.class.count();
    const again = await call(importPOST, {
      token: t.token,
      body: { accessToken: token, courseIds: [fresh.id, shared.id] },
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toContain(
      `"Shared course" is already imported as your class "Shared course". Use "Sync with Classroom" on that class instead.`,
    );
    expect(again.body.detail).toContain("Nothing was imported.");
    expect(await prisma.class.count()).toBe(before);
    // A second teacher of the same Classroom course does not learn the first teacher's class name.
    const other = await teacher();
    const { token: otherToken } = classroomToken([shared]);
    const theirs = await call(importPOST, {
      token: other.token,
      body: { accessToken: otherToken, courseIds: [shared.id] },
    });
    expect(theirs.status).toBe(409);
    expect(theirs.body.detail).toContain("was already imported into Sprout by another teacher");
  });

  it("refuses a course the teacher does not teach and a token Google refuses", async () => {
    const t = await teacher();
    const { token } = classroomToken([course("Mine", [])]);
    const res = await call(importPOST, { token: t.token, body: { accessToken: token, courseIds: ["999"] } });
    expect(res.status).toBe(400);
    expect(res.body.details.courseIds[0]).toContain("You do not teach one of the chosen courses in Google Classroom");
    const refused = await call(coursesPOST, { token: t.token, body: { accessToken: "ya29.unknown" } });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe("Google did not accept the connection. Please connect Google Classroom again.");
    const foreign = `ya29.foreign-${tag()}`;
    registerGoogleToken(foreign, { sub: "55", email: "x@school.test", aud: "another-app" });
    registerClassroomToken(foreign, [course("Mine", [])]);
    const other = await call(coursesPOST, { token: t.token, body: { accessToken: foreign } });
    expect(other.status).toBe(400);
    expect(other.body.detail).toBe("This Google connection was issued for another application.");
  });

  it("answers 503 with a clear Google outage message", async () => {
    const t = await teacher();
    const { token, classroom } = classroomToken([course("Mine", [])]);
    classroom.fail = true;
    const res = await call(coursesPOST, { token: t.token, body: { accessToken: token } });
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe("Google Classroom could not be reached (HTTP 503). Please try again later.");
  });

  it("says clearly when Google is not configured on the server", async () => {
    const t = await teacher();
    vi.stubEnv("GOOGLE_CLIENT_ID", "");
    vi.resetModules();
    const { POST } = await import("@/app/api/academics/classroom/courses/route");
    const res = await call(POST, { token: t.token, body: { accessToken: "ya29.x" } });
    vi.unstubAllEnvs();
    vi.resetModules();
    expect(res.status).toBe(503);
    expect(res.body.detail).toContain("Google Classroom is not connected on this server");
  });
});

describe("Sync with Classroom", () => {
  async function imported() {
    const t = await teacher();
    const ada = kid("Ada", "Lovelace");
    const alan = kid("Alan", "Turing");
    const grace = kid("Grace", "Hopper");
    const c = course("Coding 4", [ada, alan, grace]);
    const { token } = classroomToken([c]);
    const res = await call(importPOST, { token: t.token, body: { accessToken: token, courseIds: [c.id] } });
    expect(res.status).toBe(201);
    return { t, token, c, ada, alan, grace, classId: res.body.classes[0].id as string };
  }

  it("adds the new student, renames the renamed one and lists the one who left without deleting them", async () => {
    const { t, token, c, ada, alan, grace, classId } = await imported();
    c.students = [ada, { ...alan, givenName: "Alan M.", familyName: "Turing" }, kid("Katherine", "Johnson")];
    const res = await call(syncPOST, { token: t.token, params: { classId }, body: { accessToken: token } });
    expect(res.status).toBe(200);
    expect(res.body.added).toEqual([expect.objectContaining({ firstName: "Katherine", lastName: "Johnson" })]);
    expect(res.body.updated).toEqual([
      expect.objectContaining({ firstName: "Alan M.", lastName: "Turing", previousName: "Alan Turing" }),
    ]);
    expect(res.body.left).toEqual([expect.objectContaining({ firstName: "Grace", lastName: "Hopper" })]);
    expect(await rosterNames(t.token, classId)).toEqual([
      "Ada Lovelace",
      "Alan M. Turing",
      "Grace Hopper",
      "Katherine Johnson",
    ]);
    const left = await prisma.student.findFirstOrThrow({ where: { classId, externalId: `classroom:${grace.userId}` } });
    expect(left.id).toBe(res.body.left[0].id);
    // Synced twice: nothing new, the one who left still listed.
    const again = await call(syncPOST, { token: t.token, params: { classId }, body: { accessToken: token } });
    expect(again.body).toMatchObject({ added: [], updated: [] });
    expect(again.body.left).toHaveLength(1);
    expect(await prisma.student.count({ where: { classId } })).toBe(4);
  });

  it("refuses to sync a class that was not imported from Classroom", async () => {
    const t = await teacher();
    const plain = await prisma.class.create({ data: { className: "By hand", ownerId: t.user.id } });
    const { token } = classroomToken([]);
    const res = await call(syncPOST, { token: t.token, params: { classId: plain.id }, body: { accessToken: token } });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe("This class was not imported from Google Classroom, so there is nothing to sync.");
  });

  it("answers 404 to another teacher, before asking Google anything", async () => {
    const { classId, token } = await imported();
    const other = await teacher();
    const res = await call(syncPOST, { token: other.token, params: { classId }, body: { accessToken: token } });
    expect(res.status).toBe(404);
    expect((await call(linkGET, { token: other.token, params: { classId } })).status).toBe(404);
    expect(await prisma.student.count({ where: { classId } })).toBe(3);
  });
});
