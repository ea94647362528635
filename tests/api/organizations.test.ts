// Organizations (issue 12, docs/decisions/131-133): listing and creating, invite codes at sign-up and on the
// profile, roles, mailed invitations, people and students, and isolation between two organizations.
import { describe, expect, it } from "vitest";
import { GET as orgGET } from "@/app/api/organization/route";
import { POST as adminPOST } from "@/app/api/organization/admin/route";
import { GET as roleGET, POST as rolePOST } from "@/app/api/organization/role/route";
import { DELETE as roleDELETE } from "@/app/api/organization/role/[id]/route";
import { GET as inviteGET, POST as invitePOST } from "@/app/api/organization/[id]/invite/route";
import { GET as myInvitesGET } from "@/app/api/organization/invitations/route";
import { PUT as answerPUT } from "@/app/api/organization/invitations/[id]/route";
import { GET as usersGET } from "@/app/api/organization/[id]/users/route";
import { GET as studentsGET } from "@/app/api/organization/[id]/users/students/route";
import { GET as studentGET } from "@/app/api/organization/[id]/users/students/[studentId]/route";
import { POST as registerPOST } from "@/app/api/auth/registration/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { GET as userGET } from "@/app/api/auth/user/route";
import { POST as classPOST } from "@/app/api/academics/class/route";
import { POST as studentPOST } from "@/app/api/academics/class/[classId]/student/route";
import { prisma } from "@/lib/db/client";
import { hashInvitationToken } from "@/lib/organizations/invitations";
import { call } from "../support/http";
import { startSession } from "@/lib/auth/sessions";
import { createSignedIn, createUser } from "../support/factories";
import { lastMailTo } from "../support/mailbox";

const PASSWORD = "Blue-Kite-Morning-7";

/** The deployment administrator: the earliest organizer (docs/decisions/130). */
async function adminWithOrganization(name = "Maple Grove", code = "MAPLE-1") {
  const admin = await createSignedIn({ role: "organizer" });
  const res = await call(adminPOST, { token: admin.token, body: { name, description: "A school", invite_code: code } });
  expect(res.status).toBe(201);
  return { admin, org: res.body as { id: string; invite_code: string } };
}

async function organizerOf(organizationId: string) {
  const o = await createSignedIn({ role: "organizer" });
  await prisma.organizationMember.create({ data: { organizationId, userId: o.user.id, kind: "organizer" } });
  await prisma.user.update({ where: { id: o.user.id }, data: { organizationId } });
  return o;
}

async function teacherOf(organizationId: string) {
  const t = await createSignedIn({ role: "teacher" });
  await prisma.organizationMember.create({ data: { organizationId, userId: t.user.id, kind: "teacher" } });
  await prisma.user.update({ where: { id: t.user.id }, data: { organizationId } });
  return t;
}

const teacherSignUp = (over: Record<string, unknown> = {}) => ({
  role: "teacher",
  email: "new.teacher@school.test",
  firstname: "Nia",
  password1: PASSWORD,
  password2: PASSWORD,
  terms: true,
  schoolCountry: "Canada",
  schoolName: "Maple Grove",
  ...over,
});

describe("creating and listing organizations", () => {
  it("lets the administrator create one, makes them its organizer and sets it current", async () => {
    const { admin, org } = await adminWithOrganization("Maple Grove", "  maple-1 ");
    expect(org.invite_code).toBe("MAPLE-1");
    const list = await call(orgGET, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ id: org.id, kind: "organizer", current: true })]);
    expect((await call(userGET, { token: admin.token })).body.organization_code).toBe("MAPLE-1");

    // A second organization is listed too but does not replace the current one.
    await call(adminPOST, { token: admin.token, body: { name: "Birch", invite_code: "BIRCH-1" } });
    const both = await call(orgGET, { token: admin.token });
    expect(both.body.map((o: { name: string; current: boolean }) => [o.name, o.current])).toEqual([
      ["Birch", false],
      ["Maple Grove", true],
    ]);
  });

  it("refuses a taken invite code (any case) with 409 and says which field", async () => {
    const { admin } = await adminWithOrganization();
    const res = await call(adminPOST, { token: admin.token, body: { name: "Copy", invite_code: "Maple-1" } });
    expect(res.status).toBe(409);
    expect(res.body.details.invite_code[0]).toMatch(/already uses this invite code/);
  });

  it("bounds names and codes", async () => {
    const { admin } = await adminWithOrganization();
    const long = await call(adminPOST, { token: admin.token, body: { name: "x".repeat(121), invite_code: "ab" } });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.details).sort()).toEqual(["invite_code", "name"]);
  });

  it("lets any organizer create one and organize it (docs/decisions/195); a teacher or a parent gets 403", async () => {
    await adminWithOrganization();
    const second = await createSignedIn({ role: "organizer" });
    const res = await call(adminPOST, { token: second.token, body: { name: "Mine", invite_code: "MINE-1" } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Mine", kind: "organizer", current: true });
    for (const role of ["teacher", "parent"] as const) {
      const other = await createSignedIn({ role });
      const refused = await call(adminPOST, { token: other.token, body: { name: "Not", invite_code: `NOT-${role}` } });
      expect(refused.status).toBe(403);
    }
    expect(await prisma.organization.count()).toBe(2);
  });
});

describe("joining by invite code", () => {
  it("makes a teacher who signs up with the code a member whose current organization it is", async () => {
    const { org } = await adminWithOrganization();
    const res = await call(registerPOST, { body: teacherSignUp({ organization_code: " maple-1" }) });
    expect(res.status).toBe(201);
    const user = await prisma.user.findUniqueOrThrow({ where: { email: "new.teacher@school.test" } });
    expect(user.organizationId).toBe(org.id);
    expect(
      await prisma.organizationMember.findUnique({
        where: { organizationId_userId: { organizationId: org.id, userId: user.id } },
      }),
    ).toMatchObject({ kind: "teacher" });
  });

  it("answers an unknown code with a field error and creates no account", async () => {
    await adminWithOrganization();
    const res = await call(registerPOST, { body: teacherSignUp({ organization_code: "NOPE-9" }) });
    expect(res.status).toBe(400);
    expect(res.body.details.organization_code).toEqual([
      "No organization has this code. Please check it with your school.",
    ]);
    expect(await prisma.user.count({ where: { email: "new.teacher@school.test" } })).toBe(0);
  });

  it("does not let an organizer sign up into an organization by its code", async () => {
    await adminWithOrganization();
    const res = await call(registerPOST, {
      body: { ...teacherSignUp({ role: "organizer", organization_code: "MAPLE-1" }), country: "Canada" },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.organization_code[0]).toMatch(/Only teachers/);
  });
});

describe("roles", () => {
  it("are created, listed and deleted by the organization's organizers", async () => {
    const { admin, org } = await adminWithOrganization();
    const made = await call(rolePOST, {
      token: admin.token,
      body: { name: " Coach ", description: "Runs the club", kind: "organizer" },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: "Coach", organization: org.id, kind: "organizer" });
    const dup = await call(rolePOST, { token: admin.token, body: { name: "Coach", organization: org.id } });
    expect(dup.status).toBe(409);
    expect((await call(roleGET, { token: admin.token })).body.map((r: { name: string }) => r.name)).toEqual([
      "Coach",
      "Organizer",
      "Teacher",
    ]);

    const teacher = await teacherOf(org.id);
    expect((await call(rolePOST, { token: teacher.token, body: { name: "Sneaky" } })).status).toBe(403);
    expect((await call(roleDELETE, { token: teacher.token, params: { id: made.body.id } })).status).toBe(403);
    const gone = await call(roleDELETE, { token: admin.token, params: { id: made.body.id } });
    expect(gone.status).toBe(200);
    expect(await prisma.organizationRole.count({ where: { name: "Coach" } })).toBe(0);
  });
});

describe("invitations", () => {
  async function invite(token: string, organizationId: string, email: string, kind = "teacher") {
    const role = await call(rolePOST, { token, body: { name: `Role ${kind}`, organization: organizationId, kind } });
    const res = await call(invitePOST, { token, params: { id: organizationId }, body: { email, role: role.body.id } });
    return { res, roleId: role.body.id as string };
  }

  it("mails a single-use link; signing up from it joins and verifies the address", async () => {
    const { admin, org } = await adminWithOrganization();
    const { res } = await invite(admin.token, org.id, "Nia.Teacher@School.test");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: "nia.teacher@school.test", status: 0, statusLabel: "pending" });
    const mail = lastMailTo("nia.teacher@school.test");
    expect(mail?.text).toContain("join Maple Grove");
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe("/signup/teacher");
    const token = link.searchParams.get("invitation")!;
    expect(link.searchParams.get("email")).toBe("nia.teacher@school.test");
    // Only the hash is stored.
    const row = await prisma.organizationInvitation.findFirstOrThrow();
    expect(row.tokenHash).toBe(hashInvitationToken(token));
    expect(row.tokenHash).not.toContain(token);

    // Another address cannot use the link.
    const stolen = await call(registerPOST, { body: teacherSignUp({ email: "other@school.test", invitation: token }) });
    expect(stolen.status).toBe(400);
    expect(stolen.body.details.invitation[0]).toMatch(/no longer valid/);

    const signed = await call(registerPOST, {
      body: teacherSignUp({ email: "nia.teacher@school.test", invitation: token }),
    });
    expect(signed.status).toBe(201);
    expect(signed.body.detail).toBe("Your account is ready and you joined Maple Grove. You can sign in now.");
    const login = await call(loginPOST, { body: { username: "nia.teacher@school.test", password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.user.organization_code).toBe("MAPLE-1");

    // Single use: the invitation is accepted and the link does nothing more.
    const list = await call(inviteGET, { token: admin.token, params: { id: org.id } });
    expect(list.body.results[0]).toMatchObject({ status: 1, statusLabel: "accepted" });
    const again = await call(registerPOST, {
      body: teacherSignUp({ email: "nia.teacher@school.test", username: "nia2", invitation: token }),
    });
    expect(again.status).toBe(400);

    const people = await call(usersGET, { token: admin.token, params: { id: org.id } });
    expect(people.body.results.map((p: { email: string; role: string }) => [p.email, p.role])).toContainEqual([
      "nia.teacher@school.test",
      "Role teacher",
    ]);
  });

  it("an existing parent accepts from their dashboard and gains the teacher role; declining changes nothing", async () => {
    const { admin, org } = await adminWithOrganization();
    const parent = await createSignedIn({ role: "parent", email: "pat@family.test" });
    const { res } = await invite(admin.token, org.id, "pat@family.test");
    const mine = await call(myInvitesGET, { token: parent.token });
    expect(mine.body).toEqual([expect.objectContaining({ id: res.body.id, organizationName: "Maple Grove" })]);

    const bad = await call(answerPUT, {
      token: parent.token,
      method: "PUT",
      params: { id: res.body.id },
      body: { status: 3 },
    });
    expect(bad.status).toBe(400);
    const ok = await call(answerPUT, {
      token: parent.token,
      method: "PUT",
      params: { id: res.body.id },
      body: { status: 1 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.detail).toBe("You joined Maple Grove.");
    const user = await prisma.user.findUniqueOrThrow({ where: { id: parent.user.id } });
    expect(user).toMatchObject({ isParent: true, isTeacher: true, organizationId: org.id });
    // Answered once: a second answer is 404.
    expect(
      (await call(answerPUT, { token: parent.token, method: "PUT", params: { id: res.body.id }, body: { status: 2 } }))
        .status,
    ).toBe(404);

    const other = await createSignedIn({ role: "teacher", email: "sam@school.test" });
    const second = await invite(admin.token, org.id, "sam@school.test", "organizer");
    const declined = await call(answerPUT, {
      token: other.token,
      method: "PUT",
      params: { id: second.res.body.id },
      body: { status: 2 },
    });
    expect(declined.status).toBe(200);
    expect(await prisma.organizationMember.count({ where: { userId: other.user.id } })).toBe(0);
  });

  it("is not visible or answerable by anyone but the invitee, and refuses an unverified address", async () => {
    const { admin, org } = await adminWithOrganization();
    const { res } = await invite(admin.token, org.id, "pat@family.test");
    const orgB = await prisma.organization.create({ data: { name: "Birch", inviteCode: "BIRCH-1" } });
    const outsider = await organizerOf(orgB.id);
    const put = (token: string) =>
      call(answerPUT, { token, method: "PUT", params: { id: res.body.id }, body: { status: 1 } });
    expect((await put(outsider.token)).status).toBe(404);
    expect((await put(admin.token)).status).toBe(404);
    // Signed in (a session) but the address was never confirmed.
    const pat = await createUser({ role: "parent", email: "pat@family.test", verified: false });
    const unverified = { token: (await startSession(pat.id)).access_token };
    expect((await call(myInvitesGET, { token: unverified.token })).body).toEqual([]);
    expect((await put(unverified.token)).status).toBe(404);
  });

  it("refuses a second pending invitation to the same address, a member, and another organization's role", async () => {
    const { admin, org } = await adminWithOrganization();
    const { roleId } = await invite(admin.token, org.id, "pat@family.test");
    const again = await call(invitePOST, {
      token: admin.token,
      params: { id: org.id },
      body: { email: "pat@family.test", role: roleId },
    });
    expect(again.status).toBe(409);
    const member = await teacherOf(org.id);
    const toMember = await call(invitePOST, {
      token: admin.token,
      params: { id: org.id },
      body: { email: member.user.email, role: roleId },
    });
    expect(toMember.status).toBe(409);
    const orgB = await prisma.organization.create({ data: { name: "Birch", inviteCode: "BIRCH-1" } });
    const foreignRole = await prisma.organizationRole.create({
      data: { organizationId: orgB.id, name: "Role teacher" },
    });
    const foreign = await call(invitePOST, {
      token: admin.token,
      params: { id: org.id },
      body: { email: "x@school.test", role: foreignRole.id },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details.role).toBeDefined();
  });

  it("no longer counts after 14 days", async () => {
    const { admin, org } = await adminWithOrganization();
    const parent = await createSignedIn({ role: "parent", email: "pat@family.test" });
    await invite(admin.token, org.id, "pat@family.test");
    await prisma.organizationInvitation.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(myInvitesGET, { token: parent.token })).body).toEqual([]);
    const list = await call(inviteGET, { token: admin.token, params: { id: org.id } });
    expect(list.body.results[0].statusLabel).toBe("expired");
  });
});

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

describe("the demo", () => {
  it("gives the demo organizer a role and a waiting invitation in Maple Grove; demo.admin granted its license", async () => {
    const { seedDemo, DEMO_PASSWORD } = await import("@/lib/server/seed");
    expect(await seedDemo()).toBe(true);
    const login = await call(loginPOST, { body: { username: "demo.organizer", password: DEMO_PASSWORD } });
    const token = login.body.access_token as string;
    const [org] = (await call(orgGET, { token })).body;
    expect(org).toMatchObject({ name: "Maple Grove Elementary", kind: "organizer", current: true });
    expect((await call(roleGET, { token })).body.map((r: { name: string }) => r.name)).toEqual([
      "Classroom teacher",
      "Organizer",
      "Teacher",
    ]);
    const invites = await call(inviteGET, { token, params: { id: org.id } });
    expect(invites.body.results).toEqual([expect.objectContaining({ statusLabel: "pending" })]);
    const people = await call(usersGET, { token, params: { id: org.id } });
    expect(people.body.count).toBe(2);
    const made = await call(adminPOST, { token, body: { name: "Birch", invite_code: "BIRCH-1" } });
    expect(made.status).toBe(201);
    // Separation of duties (docs/decisions/195): the administrator is demo.admin, a member of no organization,
    // and answered Maple Grove's request; the organizer who requested it did not.
    const { isDeploymentAdmin } = await import("@/lib/auth/admin");
    const admin = await prisma.user.findUniqueOrThrow({ where: { username: "demo.admin" } });
    const organizer = await prisma.user.findUniqueOrThrow({ where: { username: "demo.organizer" } });
    const roles = ["organizer"] as const;
    expect(await isDeploymentAdmin({ id: admin.id, roles: [...roles], user: admin })).toBe(true);
    expect(await isDeploymentAdmin({ id: organizer.id, roles: [...roles], user: organizer })).toBe(false);
    expect(await prisma.organizationMember.count({ where: { userId: admin.id } })).toBe(0);
    const grant = await prisma.licenseRequest.findFirstOrThrow({ where: { organizationId: org.id } });
    expect(grant).toMatchObject({ status: "granted", requestedById: organizer.id, answeredById: admin.id });
  });
});
