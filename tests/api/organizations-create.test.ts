// Organizations (issue 12, docs/decisions/131-133): listing and creating, invite codes at sign-up, roles, and the
// demo's organization. Invitations: organizations-invitations.test.ts; people: organizations-members.test.ts.
import { describe, expect, it } from "vitest";
import { GET as orgGET } from "@/app/api/organization/route";
import { POST as adminPOST } from "@/app/api/organization/admin/route";
import { GET as roleGET, POST as rolePOST } from "@/app/api/organization/role/route";
import { DELETE as roleDELETE } from "@/app/api/organization/role/[id]/route";
import { GET as inviteGET } from "@/app/api/organization/[id]/invite/route";
import { GET as usersGET } from "@/app/api/organization/[id]/users/route";
import { POST as registerPOST } from "@/app/api/auth/registration/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { GET as userGET } from "@/app/api/auth/user/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { adminWithOrganization, teacherOf, teacherSignUp } from "../support/organizations";

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
