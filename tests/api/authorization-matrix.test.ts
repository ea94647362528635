// Every API route and method × {anonymous, student, parent, organizer of the record's organization, organizer of
// another, other teacher, co-teacher, owner teacher, teacher of A who organizes B, parent who added the teacher
// role}, against the expectations in authorization-matrix.table.ts.
// The route list is read from app/api (tests/support/route-files.ts): a route without a row fails here.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { POST as classPOST } from "@/app/api/academics/class/route";
import { POST as commentPOST } from "@/app/api/academics/comment/student/[id]/route";
import { POST as lessonPOST } from "@/app/api/academics/curriculums/units/[unitId]/lessons/route";
import { POST as assignmentPOST } from "@/app/api/academics/curriculums/units/[unitId]/assignment/route";
import { POST as eventPOST } from "@/app/api/academics/calendar/schedules/route";
import { GET as feedGET } from "@/app/api/academics/calendar/feed/route";
import { PUT as userPUT } from "@/app/api/auth/user/route";
import { listRouteFiles, loadRoute, type HttpMethod } from "../support/route-files";
import { call } from "../support/http";
import { createSignedIn, createUser, PASSWORD, signIn } from "../support/factories";
import { createUnit } from "../support/curriculum-factories";
import { acceptInvitations, addStudent, csvFile, csvRows, form } from "../fixtures/csv/classroom";
import { assignmentBody, IDENTITIES, MATRIX, type Identity, type World } from "./authorization-matrix.table";

const routes = listRouteFiles().flatMap((f) =>
  f.methods.map((m) => ({ file: f, method: m, key: `${m} ${f.pattern}` })),
);

async function created<T = any>(res: Promise<{ status: number; body: any }>): Promise<T> {
  const r = await res;
  if (r.status >= 300) throw new Error(`fixture step failed (${r.status}): ${JSON.stringify(r.body)}`);
  return r.body as T;
}

/** One organization with an owner teacher, an accepted co-teacher, a class, students, a parent link and more. */
async function buildWorld(): Promise<{ world: World; tokens: Record<Identity, string | undefined> }> {
  const [orgA, orgB] = await Promise.all(
    ["A", "B"].map((n) =>
      prisma.organization.create({
        data: { name: `Matrix ${n}`, inviteCode: `MATRIX-${n}-${randomUUID().slice(0, 6)}` },
      }),
    ),
  );
  const person = async (role: "teacher" | "parent" | "organizer", organizationId: string | null) => {
    const p = await createSignedIn({ role });
    await prisma.user.update({ where: { id: p.user.id }, data: { organizationId } });
    if (organizationId && role !== "parent") {
      await prisma.organizationMember.create({ data: { organizationId, userId: p.user.id, kind: role } });
    }
    return p;
  };
  const owner = await person("teacher", orgA.id);
  const co = await person("teacher", orgA.id);
  const other = await person("teacher", orgA.id);
  const organizer = await person("organizer", orgA.id);
  const otherOrganizer = await person("organizer", orgB.id);
  const parent = await person("parent", null);
  // A teacher member of A (current organization A) and an organizer member of B (docs/decisions/161).
  const crossOrganizer = await createSignedIn({ roles: ["teacher", "organizer"] });
  await prisma.user.update({ where: { id: crossOrganizer.user.id }, data: { organizationId: orgA.id } });
  await prisma.organizationMember.createMany({
    data: [
      { organizationId: orgA.id, userId: crossOrganizer.user.id, kind: "teacher" },
      { organizationId: orgB.id, userId: crossOrganizer.user.id, kind: "organizer" },
    ],
  });
  const parentTeacher = await person("parent", null);

  const newClass = (className: string) =>
    created(call(classPOST, { token: owner.token, body: { className, coTeachers: [co.user.username] } })).then(
      (b) => b.class.id as string,
    );
  const classId = await newClass("Matrix class");
  const spareClassId = await newClass("Spare class");
  await acceptInvitations(co.token);
  const inviteClassId = await newClass("Invitation class");
  const invitation = await prisma.classInvitation.findFirstOrThrow({ where: { classId: inviteClassId } });

  const kid = await addStudent(owner.token, classId, { firstName: "Ada", username: "matrix.ada" });
  const spare = await addStudent(owner.token, classId, { firstName: "Bo", username: "matrix.bo" });
  const kidRow = await prisma.student.findUniqueOrThrow({ where: { id: kid.id } });
  await prisma.user.update({ where: { id: kidRow.userId }, data: { passwordHash: await hashPassword(PASSWORD) } });
  await prisma.parentChild.create({ data: { parentId: parent.user.id, childId: kidRow.userId } });
  await prisma.parentChild.create({ data: { parentId: parentTeacher.user.id, childId: kidRow.userId } });
  // SPEC §4: changing account type adds that role.
  await created(call(userPUT, { token: parentTeacher.token, method: "PUT", body: { role: "teacher" } }));
  const studentToken = (await signIn({ username: "matrix.ada" })).access_token;

  const comment = await created(
    call(commentPOST, { token: owner.token, params: { id: kid.id }, body: { text: "Owner's note" } }),
  );
  const unit = await createUnit(classId);
  const spareUnit = await createUnit(classId, { title: "Events" });
  const lesson = await created(
    call(lessonPOST, { token: owner.token, params: { unitId: unit.id }, body: { text: "Repeat blocks" } }),
  );
  const assignment = await created(
    call(assignmentPOST, { token: owner.token, params: { unitId: unit.id }, body: assignmentBody(kid.id) }),
  );
  const event = await created(
    call(eventPOST, {
      token: owner.token,
      body: { Subject: "Class", StartTime: "2030-01-07T09:00:00Z", EndTime: "2030-01-07T10:00:00Z" },
    }),
  );
  const spareEvent = await created(
    call(eventPOST, {
      token: owner.token,
      body: { Subject: "Spare", StartTime: "2030-01-08T09:00:00Z", EndTime: "2030-01-08T10:00:00Z" },
    }),
  );
  await created(call(feedGET, { token: owner.token }));
  const job = await prisma.importJob.create({
    data: { classId, createdById: owner.user.id, total: 0, rows: [], status: "succeeded" },
  });
  const throwaway = await createUser({ role: "parent" });

  let n = 0;
  const world: World = {
    organizationId: orgA.id,
    classId,
    spareClassId,
    studentId: kid.id,
    childUserId: kidRow.userId,
    spareStudentId: spare.id,
    timeLimitId: kid.timeLimits[0]!.id,
    commentId: comment.id,
    unitId: unit.id,
    spareUnitId: spareUnit.id,
    lessonId: lesson.id,
    assignmentId: assignment.id,
    eventId: event.Id,
    spareEventId: spareEvent.Id,
    jobId: job.id,
    invitationId: invitation.id,
    feedFile: async () =>
      `${(await prisma.calendarFeed.findUniqueOrThrow({ where: { userId: owner.user.id } })).token}.ics`,
    unique: () => `${Date.now().toString(36)}${++n}`,
    refreshToken: async () => (await signIn(throwaway)).refresh_token,
    loginBody: async () => ({ username: throwaway.username, password: PASSWORD }),
    csv: () => form({ dryRun: "true", file: csvFile(csvRows(2, `m${++n}`)) }),
  };
  const tokens: Record<Identity, string | undefined> = {
    anonymous: undefined,
    student: studentToken,
    parent: parent.token,
    organizer: organizer.token,
    otherOrganizer: otherOrganizer.token,
    otherTeacher: other.token,
    coTeacher: co.token,
    owner: owner.token,
    crossOrganizer: crossOrganizer.token,
    parentTeacher: parentTeacher.token,
  };
  return { world, tokens };
}

/** Reads first, then deletions (each on its own spare record), then sign-outs, so no row spoils another. */
function phase(key: string): number {
  if (key === "POST /api/auth/logout") return 2;
  return key.startsWith("DELETE ") ? 1 : 0;
}

describe("authorization matrix", () => {
  it("has a row for every route file and method, and no row without a route", () => {
    const keys = new Set(routes.map((r) => r.key));
    expect(routes.filter((r) => !MATRIX[r.key]).map((r) => `${r.key} (${r.file.file})`)).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !keys.has(k))).toEqual([]);
  });

  it("answers every route × identity as the table says", { timeout: 300_000 }, async () => {
    const { world, tokens } = await buildWorld();
    const ordered = [...routes].sort((a, b) => phase(a.key) - phase(b.key));
    const mismatches: string[] = [];
    let calls = 0;
    for (const r of ordered) {
      const row = MATRIX[r.key]!;
      if (row.outOfProcess) continue;
      const handler = (await loadRoute(r.file))[r.method as HttpMethod] as Parameters<typeof call>[0];
      for (const who of IDENTITIES) {
        const res = await call(handler, {
          method: r.method,
          ...(tokens[who] ? { token: tokens[who] } : {}),
          ...(row.params ? { params: await row.params(world, who) } : {}),
          ...(row.query ? { query: row.query(world) } : {}),
          ...(row.form ? { form: row.form(world) } : row.body ? { body: await row.body(world, who) } : {}),
          ...(row.headers ? { headers: row.headers(world, who) } : {}),
        });
        calls++;
        if (res.status !== row.expect[who]) {
          const detail = typeof res.body === "object" && res.body ? (res.body.detail ?? "") : "";
          mismatches.push(
            `${r.key} as ${who}: expected ${row.expect[who]}, got ${res.status} ${String(detail).slice(0, 120)}`,
          );
        }
      }
    }
    const skipped = routes.filter((r) => MATRIX[r.key]!.outOfProcess).map((r) => r.key);
    console.log(
      `authorization matrix: ${routes.length} routes and methods × ${IDENTITIES.length} identities = ${calls} calls in-process` +
        (skipped.length ? `; out of process (browser tests): ${skipped.join(", ")}` : ""),
    );
    expect(mismatches).toEqual([]);
  });
});
