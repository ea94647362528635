// GET /organization/{id}/analytics (issue 12; docs/decisions/137): real figures from real rows, for the
// organization's organizers only, the same small number of SQL statements whatever the organization's size, and
// nothing of a second organization with the same name and class names.
import { afterEach, describe, expect, it, vi } from "vitest";
import { Client } from "pg";
import { GET as analyticsGET } from "@/app/api/organization/[id]/analytics/route";
import { prisma } from "@/lib/db/client";
import { entitlementsFor } from "@/lib/entitlements/entitlements";
import { call } from "../support/http";
import { createSignedIn, createUser } from "../support/factories";
import { createClass, createStudent, createUnit } from "../support/curriculum-factories";
import { grantLicense, organizationWithOrganizer } from "../support/licenses";
import { attemptRows } from "../support/activity";
import { unitShare } from "../support/unit-shares";
import { organizationProgress } from "@/lib/progress/aggregate";
import { progressInputsOf } from "@/lib/progress/facts";
import { averageOf, progressFigures } from "@/lib/progress/figures";
import { puzzleCatalog } from "@/lib/puzzles/content";

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

async function member(organizationId: string, kind: "teacher" | "organizer" = "teacher") {
  const user = await createUser({ role: kind });
  await prisma.organizationMember.create({ data: { organizationId, userId: user.id, kind } });
  return user;
}

async function attemptAt(studentId: string, at: Date, puzzleIds = ["first-steps"]) {
  await attemptRows(
    studentId,
    puzzleIds.map((puzzleId, i) => ({ puzzleId, outcome: "perfect" as const, at: new Date(at.getTime() + i) })),
  );
}

/**
 * Hillside: two teacher members with a class each filed under it, a co-teacher of the first class (not a
 * member), three students; activity 2, 20 and 40 days ago; progress, skills and standards; a live grant of 25
 * seats and an expired one of 10. The first teacher's other class is not filed under it and its student is busy.
 */
async function hillside(orgId: string) {
  const t1 = await member(orgId);
  const t2 = await member(orgId);
  const co = await createUser({ role: "teacher" });
  const c1 = await createClass(t1.id, { className: "Room 1", coTeacherIds: [co.id] });
  const c2 = await createClass(t2.id, { className: "Room 2" });
  const elsewhere = await createClass(t1.id, { className: "Room 1" });
  await prisma.class.updateMany({ where: { id: { in: [c1.id, c2.id] } }, data: { organizationId: orgId } });
  const [s1, s2, s3, outside] = await Promise.all([
    createStudent(c1.id),
    createStudent(c1.id),
    createStudent(c2.id),
    createStudent(elsewhere.id),
  ]);
  // Basics 1 of 6 (17%) for s1 and s3; Loops 1 for s1, 3 for s2 (who also beat 20 days ago).
  await attemptAt(s1.id, ago(2), ["first-steps", "repeat-walk"]);
  await prisma.screenTimeDay.create({ data: { studentId: s2.id, day: ago(20), seconds: 600, lastBeatAt: ago(20) } });
  await attemptAt(s2.id, ago(20), ["repeat-walk", "gem-row", "stairs"]);
  await attemptAt(s3.id, ago(40));
  await attemptAt(outside.id, ago(0), ["first-steps", "longer-walk", "square-of-gems", "gem-stairs"]);
  await createUnit(c1.id, { title: "Loops" });
  await createUnit(c2.id, { title: "Loops" });
  await createUnit(c2.id, { title: "Variables" });
  await createUnit(elsewhere.id, { title: "Variables" });
  await grantLicense(orgId, { seats: 25 });
  await grantLicense(orgId, { seats: 10, startsAt: ago(400), expiresAt: ago(35) });
  return { t1, c1, members: [s1.id, s2.id, s3.id] };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("GET /organization/{id}/analytics", () => {
  it("counts teachers, classes, students, active students, progress, skills, standards and seats from the rows", async () => {
    const a = await organizationWithOrganizer("Hillside School");
    const { members } = await hillside(a.org.id);
    const res = await call(analyticsGET, { token: a.organizer.token, params: { id: a.org.id } });
    expect(res.status).toBe(200);
    // Skills and standards are the means of the members' own figures (lib/progress), the outside student's
    // square of gems adds nothing.
    const inputs = await progressInputsOf(members);
    const own = organizationProgress(
      members.map((id) => progressFigures(inputs.get(id)!.facts, puzzleCatalog(), inputs.get(id)!.levels)),
      [],
    );
    expect(res.body.skills).toEqual(own.skills);
    expect(res.body.standards).toEqual(own.standards);
    expect(res.body.skills.map((k: { skillId: string; students: number }) => [k.skillId, k.students]).sort()).toEqual([
      ["loops", 2],
      ["sequencing", 2],
    ]);
    expect(res.body).toMatchObject({
      organization: { id: a.org.id, name: "Hillside School" },
      teachers: 3,
      classes: 2,
      students: 3,
      activeStudents: { last7Days: 1, last30Days: 2 },
      progressByUnit: [
        { unit: "Basics", averageProgress: 17, students: 2, classes: 0 },
        {
          unit: "Loops",
          // s1 solved 1 Loops puzzle and s2 3: the mean of their own shares, over every Loops pack shipped.
          averageProgress: averageOf([unitShare("Loops", 1).percent, unitShare("Loops", 3).percent], "students")
            .percent,
          students: 2,
          classes: 2,
        },
        { unit: "Variables", averageProgress: 0, students: 0, classes: 1 },
      ],
      licenses: { seats: 25, used: 3 },
    });
    expect(res.body.licenses.grants).toEqual([expect.objectContaining({ name: "Classroom", seats: 25 })]);
  });

  it("shows nothing of another organization with the same name and class names", async () => {
    const a = await organizationWithOrganizer("Hillside School");
    const b = await organizationWithOrganizer("Hillside School");
    await hillside(a.org.id);
    const tb = await member(b.org.id);
    const cb = await createClass(tb.id, { className: "Room 1" });
    await prisma.class.update({ where: { id: cb.id }, data: { organizationId: b.org.id } });
    await createStudent(cb.id);
    const res = await call(analyticsGET, { token: b.organizer.token, params: { id: b.org.id } });
    expect(res.body).toMatchObject({
      teachers: 1,
      classes: 1,
      students: 1,
      activeStudents: { last7Days: 0, last30Days: 0 },
      progressByUnit: [],
      skills: [],
      standards: [],
      licenses: { seats: 0, used: 1, grants: [] },
    });
    // B's organizer asking for A: 404, as if it did not exist.
    expect((await call(analyticsGET, { token: b.organizer.token, params: { id: a.org.id } })).status).toBe(404);
  });

  it("is for the organization's organizers: a teacher member 403, a student 403, the anonymous 401", async () => {
    const a = await organizationWithOrganizer();
    const teacher = await createSignedIn({ role: "teacher" });
    await prisma.organizationMember.create({
      data: { organizationId: a.org.id, userId: teacher.user.id, kind: "teacher" },
    });
    const student = await createSignedIn({ role: "student" });
    expect((await call(analyticsGET, { token: teacher.token, params: { id: a.org.id } })).status).toBe(403);
    expect((await call(analyticsGET, { token: student.token, params: { id: a.org.id } })).status).toBe(403);
    expect((await call(analyticsGET, { params: { id: a.org.id } })).status).toBe(401);
    expect((await call(analyticsGET, { token: a.organizer.token, params: { id: "not-a-uuid" } })).status).toBe(400);
  });

  it("runs the same number of SQL statements for a large organization as for a small one", async () => {
    const small = await organizationWithOrganizer("Small");
    const large = await organizationWithOrganizer("Large");
    await hillside(large.org.id);
    for (let i = 0; i < 3; i++) await hillside(large.org.id);
    const query = vi.spyOn(Client.prototype, "query");
    const count = async (id: string, token: string) => {
      query.mockClear();
      const res = await call(analyticsGET, { token, params: { id } });
      expect(res.status).toBe(200);
      return query.mock.calls.length;
    };
    await count(small.org.id, small.organizer.token); // the process's first request also checks migrations
    const forSmall = await count(small.org.id, small.organizer.token);
    const forLarge = await count(large.org.id, large.organizer.token);
    expect(forSmall).toBeGreaterThan(0);
    expect(forLarge).toBe(forSmall);
    // Session, user and organization look-ups, then the four statements (counts, planned units, facts, grants).
    expect(forLarge).toBeLessThanOrEqual(8);
  });
});

describe("the demo organization", () => {
  it("Maple Grove shows its class, students, an active student and its granted license against the seats", async () => {
    const { seedDemo, DEMO_PASSWORD } = await import("@/lib/server/seed");
    const { login } = await import("@/lib/accounts/login");
    expect(await seedDemo()).toBe(true);
    const token = (await login({ identifier: "demo.organizer", password: DEMO_PASSWORD, ip: "10.3.3.3" })).access_token;
    const org = await prisma.organization.findFirstOrThrow({ where: { name: "Maple Grove Elementary" } });
    const res = await call(analyticsGET, { token, params: { id: org.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      teachers: 1,
      classes: 1,
      students: 6,
      activeStudents: { last7Days: 1, last30Days: 1 },
      licenses: { seats: 30, used: 6, grants: [{ name: "Classroom", seats: 30 }] },
    });
    expect(res.body.progressByUnit.map((u: { unit: string }) => u.unit)).toEqual(["Basics", "Loops"]);
    const sam = await prisma.user.findUniqueOrThrow({ where: { username: "demo.student" } });
    expect(await entitlementsFor(sam.id)).toEqual({ plan: "school", extraPacks: true });
  });
});
