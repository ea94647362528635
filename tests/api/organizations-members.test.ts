// Organizations' people and students (issue 12, docs/decisions/131-133): classes filed under an organization, paging
// and order of members and students, 403 and 404, and isolation between two organizations.
import { describe, expect, it } from "vitest";
import { GET as orgGET } from "@/app/api/organization/route";
import { GET as roleGET, POST as rolePOST } from "@/app/api/organization/role/route";
import { DELETE as roleDELETE } from "@/app/api/organization/role/[id]/route";
import { GET as inviteGET, POST as invitePOST } from "@/app/api/organization/[id]/invite/route";
import { PUT as answerPUT } from "@/app/api/organization/invitations/[id]/route";
import { GET as usersGET } from "@/app/api/organization/[id]/users/route";
import { GET as studentsGET } from "@/app/api/organization/[id]/users/students/route";
import { GET as studentGET } from "@/app/api/organization/[id]/users/students/[studentId]/route";
import { POST as classPOST } from "@/app/api/academics/class/route";
import { POST as studentPOST } from "@/app/api/academics/class/[classId]/student/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { adminWithOrganization, organizerOf, teacherOf } from "../support/organizations";

describe("classes filed under an organization, and its students", () => {
  it("lets a teacher file a class under any organization they belong to, and nowhere else", async () => {
    const { admin, org } = await adminWithOrganization();
    const orgB = await prisma.organization.create({ data: { name: "Birch", inviteCode: "BIRCH-1" } });
    const orgC = await prisma.organization.create({ data: { name: "Cedar", inviteCode: "CEDAR-1" } });
    const teacher = await teacherOf(org.id);
    await prisma.organizationMember.create({
      data: { organizationId: orgB.id, userId: teacher.user.id, kind: "teacher" },
    });
    const inB = await call(classPOST, { token: teacher.token, body: { className: "Coders", organization: orgB.id } });
    expect(inB.status).toBe(201);
    expect(inB.body.class.organization).toBe(orgB.id);
    const inC = await call(classPOST, { token: teacher.token, body: { className: "Coders", organization: orgC.id } });
    expect(inC.status).toBe(400);
    expect(inC.body.details.organization).toBeDefined();

    const inA = await call(classPOST, { token: teacher.token, body: { className: "Robots", organization: org.id } });
    const kid = await call(studentPOST, {
      token: teacher.token,
      params: { classId: inA.body.class.id },
      body: { student: { firstName: "Ada", lastName: "L", username: "ada.l", dob: "2016-05-04" } },
    });
    expect(kid.status).toBe(201);
    const students = await call(studentsGET, { token: admin.token, params: { id: org.id } });
    expect(students.status).toBe(200);
    expect(students.body).toMatchObject({ count: 1, page: 1 });
    expect(students.body.results[0]).toMatchObject({ username: "ada.l", className: "Robots" });
    const one = await call(studentGET, {
      token: admin.token,
      params: { id: org.id, studentId: students.body.results[0].id },
    });
    expect(one.status).toBe(200);
    // A teacher member may not open the organization's people.
    expect((await call(studentsGET, { token: teacher.token, params: { id: org.id } })).status).toBe(403);
  });

  it("pages members newest first", async () => {
    const { admin, org } = await adminWithOrganization();
    for (let i = 0; i < 3; i++) await teacherOf(org.id);
    const first = await call(usersGET, { token: admin.token, params: { id: org.id }, query: { pageSize: "2" } });
    expect(first.body).toMatchObject({ count: 4, page: 1, pageSize: 2 });
    expect(first.body.results).toHaveLength(2);
    const last = await call(usersGET, {
      token: admin.token,
      params: { id: org.id },
      query: { page: "2", pageSize: "2" },
    });
    const all = [...first.body.results, ...last.body.results];
    const times = all.map((m: { created_at: string }) => m.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.at(-1).kind).toBe("organizer");
    const tooBig = await call(usersGET, { token: admin.token, params: { id: org.id }, query: { pageSize: "1000" } });
    expect(tooBig.status).toBe(400);
  });

  it("answers a page past the end with the count and no rows, and takes pageSize from 1 to 100", async () => {
    const { admin, org } = await adminWithOrganization();
    const teacher = await teacherOf(org.id);
    const klass = await call(classPOST, { token: teacher.token, body: { className: "Robots", organization: org.id } });
    for (const name of ["Ada", "Bo"]) {
      await call(studentPOST, {
        token: teacher.token,
        params: { classId: klass.body.class.id },
        body: { student: { firstName: name, lastName: "L", dob: "2016-05-04" } },
      });
    }
    for (const handler of [usersGET, studentsGET]) {
      const get = (query: Record<string, string>) =>
        call(handler, { token: admin.token, params: { id: org.id }, query });
      expect((await get({ page: "3", pageSize: "2" })).body).toEqual({ count: 2, page: 3, pageSize: 2, results: [] });
      expect((await get({ page: "1000000", pageSize: "100" })).body).toMatchObject({ count: 2, results: [] });
      const one = await get({ pageSize: "1" });
      expect(one.body).toMatchObject({ count: 2, page: 1, pageSize: 1 });
      expect(one.body.results).toHaveLength(1);
      expect((await get({ page: "2", pageSize: "1" })).body.results[0].id).not.toBe(one.body.results[0].id);
      expect((await get({ pageSize: "100" })).body.results).toHaveLength(2);
      const bads: Record<string, string>[] = [
        { pageSize: "0" },
        { pageSize: "101" },
        { page: "0" },
        { page: "1000001" },
      ];
      for (const bad of bads) {
        expect((await get(bad)).status, JSON.stringify(bad)).toBe(400);
      }
    }
  });

  it("lists people and students in the order and shape Prisma reads them, ties by id", async () => {
    const { admin, org } = await adminWithOrganization();
    const role = await prisma.organizationRole.create({ data: { organizationId: org.id, name: "Coach" } });
    const at = new Date("2026-03-04T05:06:07.080Z");
    const users = Array.from({ length: 4 }, (_, i) => ({
      id: crypto.randomUUID(),
      username: `tie.${i}`,
      firstname: `Tie${i}`,
      isTeacher: true,
      createdAt: at,
    }));
    await prisma.user.createMany({ data: users });
    await prisma.organizationMember.createMany({
      data: users.map((u, i) => ({
        organizationId: org.id,
        userId: u.id,
        kind: "teacher" as const,
        roleId: i % 2 ? role.id : null,
      })),
    });
    const people = await call(usersGET, { token: admin.token, params: { id: org.id }, query: { pageSize: "10" } });
    const members = await prisma.organizationMember.findMany({
      where: { organizationId: org.id },
      include: { user: true, role: true },
      orderBy: [{ user: { createdAt: "desc" } }, { userId: "asc" }],
    });
    expect(people.body.results).toEqual(
      members.map((m) => ({
        id: m.user.id,
        username: m.user.username,
        firstname: m.user.firstname,
        lastname: m.user.lastname,
        email: m.user.email,
        kind: m.kind,
        role: m.role?.name ?? null,
        created_at: m.user.createdAt.toISOString(),
        joinedAt: m.createdAt.toISOString(),
      })),
    );
    expect(people.body.results.slice(1).map((p: { created_at: string }) => p.created_at)).toEqual(
      Array(4).fill("2026-03-04T05:06:07.080Z"),
    );

    const klass = await prisma.class.create({
      data: { className: "Ties", ownerId: users[0].id, organizationId: org.id },
    });
    const kids = Array.from({ length: 3 }, (_, i) => ({
      id: crypto.randomUUID(),
      username: `kid.${i}`,
      isStudent: true,
    }));
    await prisma.user.createMany({ data: kids });
    await prisma.student.createMany({ data: kids.map((k) => ({ userId: k.id, classId: klass.id, createdAt: at })) });
    const students = await call(studentsGET, { token: admin.token, params: { id: org.id } });
    const rows = await prisma.student.findMany({
      where: { class: { organizationId: org.id } },
      include: { user: true, class: true },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    });
    expect(students.body).toEqual({
      count: 3,
      page: 1,
      pageSize: 25,
      results: rows.map((r) => ({
        id: r.id,
        username: r.user.username,
        firstname: r.user.firstname,
        lastname: r.user.lastname,
        classId: klass.id,
        className: "Ties",
        created_at: r.createdAt.toISOString(),
      })),
    });
  });

  it("answers 403 to an organizer elsewhere who is only a teacher here, 404 to a stranger or a missing one", async () => {
    const { org } = await adminWithOrganization();
    const orgB = await prisma.organization.create({ data: { name: "Birch", inviteCode: "BIRCH-1" } });
    const both = await organizerOf(orgB.id);
    await prisma.organizationMember.create({ data: { organizationId: org.id, userId: both.user.id, kind: "teacher" } });
    const stranger = await createSignedIn({ role: "organizer" });
    for (const handler of [usersGET, studentsGET]) {
      const forbidden = await call(handler, { token: both.token, params: { id: org.id } });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.detail).toBe("Only the organization's organizers can do this.");
      expect((await call(handler, { token: both.token, params: { id: orgB.id } })).status).toBe(200);
      const missing = await call(handler, { token: stranger.token, params: { id: org.id } });
      expect(missing.status).toBe(404);
      expect(missing.body.detail).toBe("Organization not found.");
      expect((await call(handler, { token: both.token, params: { id: crypto.randomUUID() } })).status).toBe(404);
    }
  });
});

describe("two organizations with the same names see nothing of each other", () => {
  it("keeps people, students, roles and invitations apart on every endpoint", async () => {
    const { admin: orgAdmin, org: a } = await adminWithOrganization("Twin", "TWIN-A");
    const b = await prisma.organization.create({ data: { name: "Twin", inviteCode: "TWIN-B" } });
    const organizerB = await organizerOf(b.id);
    const world = [] as {
      organizer: { token: string };
      orgId: string;
      studentId: string;
      roleId: string;
      inviteId: string;
    }[];
    for (const [organizer, orgId] of [
      [orgAdmin, a.id],
      [organizerB, b.id],
    ] as const) {
      const teacher = await teacherOf(orgId);
      const klass = await call(classPOST, {
        token: teacher.token,
        body: { className: "Same class", organization: orgId },
      });
      const kid = await call(studentPOST, {
        token: teacher.token,
        params: { classId: klass.body.class.id },
        body: { student: { firstName: "Sam", lastName: "Same", dob: "2016-05-04" } },
      });
      const role = await call(rolePOST, { token: organizer.token, body: { name: "Same role", organization: orgId } });
      const inv = await call(invitePOST, {
        token: organizer.token,
        params: { id: orgId },
        body: { email: `same-${orgId.slice(0, 4)}@school.test`, role: role.body.id },
      });
      expect([klass.status, kid.status, role.status, inv.status]).toEqual([201, 201, 201, 201]);
      world.push({
        organizer,
        orgId,
        studentId: kid.body.id ?? kid.body.student?.id,
        roleId: role.body.id,
        inviteId: inv.body.id,
      });
    }
    const [A, B] = world;
    for (const [me, them] of [
      [A, B],
      [B, A],
    ]) {
      const t = me.organizer.token;
      expect((await call(orgGET, { token: t })).body.map((o: { id: string }) => o.id)).toEqual([me.orgId]);
      expect((await call(usersGET, { token: t, params: { id: them.orgId } })).status).toBe(404);
      expect((await call(studentsGET, { token: t, params: { id: them.orgId } })).status).toBe(404);
      expect((await call(studentGET, { token: t, params: { id: them.orgId, studentId: them.studentId } })).status).toBe(
        404,
      );
      expect((await call(studentGET, { token: t, params: { id: me.orgId, studentId: them.studentId } })).status).toBe(
        404,
      );
      expect((await call(inviteGET, { token: t, params: { id: them.orgId } })).status).toBe(404);
      expect(
        (
          await call(invitePOST, {
            token: t,
            params: { id: them.orgId },
            body: { email: "z@school.test", role: them.roleId },
          })
        ).status,
      ).toBe(404);
      expect((await call(roleGET, { token: t, query: { organization: them.orgId } })).status).toBe(404);
      expect((await call(rolePOST, { token: t, body: { name: "X", organization: them.orgId } })).status).toBe(404);
      expect((await call(roleDELETE, { token: t, params: { id: them.roleId } })).status).toBe(404);
      expect(
        (await call(answerPUT, { token: t, method: "PUT", params: { id: them.inviteId }, body: { status: 1 } })).status,
      ).toBe(404);
      const mine = await call(usersGET, { token: t, params: { id: me.orgId } });
      expect(mine.body.count).toBe(2);
      const myStudents = await call(studentsGET, { token: t, params: { id: me.orgId } });
      expect(myStudents.body.results.map((s: { id: string }) => s.id)).toEqual([me.studentId]);
      // Its own role, and for the one created through the API the two it starts with (issue 39).
      const roles = (await call(roleGET, { token: t, query: { organization: me.orgId } })).body;
      expect(roles).toHaveLength(me.orgId === a.id ? 3 : 1);
      expect(roles.map((r: { id: string }) => r.id)).toContain(me.roleId);
    }
    expect(await prisma.organizationRole.count()).toBe(4);
  });
});
