// Issue 39: a new organization can invite at once — it starts with the usual roles, Teacher and Organizer — and
// organizations made before that got them from a data migration (only those that had no role at all).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POST as adminPOST } from "@/app/api/organization/admin/route";
import { GET as roleGET } from "@/app/api/organization/role/route";
import { POST as invitePOST } from "@/app/api/organization/[id]/invite/route";
import { prisma } from "@/lib/db/client";
import { DEFAULT_ROLES } from "@/lib/organizations/roles";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { lastMailTo } from "../support/mailbox";

const MIGRATION = path.join(process.cwd(), "prisma/migrations/20261128040500_default_organization_roles/migration.sql");

type Role = { id: string; name: string; kind: string };

describe("the roles a new organization starts with", () => {
  it("offers Teacher and Organizer, so its organizer invites a teacher straight away", async () => {
    const organizer = await createSignedIn({ role: "organizer" });
    const made = await call(adminPOST, { token: organizer.token, body: { name: "Willow", invite_code: "WILLOW-1" } });
    expect(made.status).toBe(201);
    const roles = (await call(roleGET, { token: organizer.token })).body as Role[];
    expect(roles.map((r) => [r.name, r.kind])).toEqual([
      ["Organizer", "organizer"],
      ["Teacher", "teacher"],
    ]);

    const teacherRole = roles.find((r) => r.name === "Teacher")!;
    const sent = await call(invitePOST, {
      token: organizer.token,
      params: { id: made.body.id },
      body: { email: "nia@school.test", role: teacherRole.id },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ email: "nia@school.test", roleName: "Teacher", kind: "teacher" });
    expect(lastMailTo("nia@school.test")?.text).toContain("join Willow");
  });

  it("gives an older organization without roles both, once, and leaves one with its own roles alone", async () => {
    const bare = await prisma.organization.create({ data: { name: "Old school", inviteCode: "OLD-1" } });
    const own = await prisma.organization.create({ data: { name: "Own roles", inviteCode: "OWN-1" } });
    await prisma.organizationRole.create({ data: { organizationId: own.id, name: "Coach" } });
    const sql = readFileSync(MIGRATION, "utf8");

    await prisma.$executeRawUnsafe(sql);
    await prisma.$executeRawUnsafe(sql); // idempotent

    const names = async (organizationId: string) =>
      (await prisma.organizationRole.findMany({ where: { organizationId }, orderBy: { name: "asc" } })).map((r) => [
        r.name,
        r.description,
        r.kind,
      ]);
    expect(await names(bare.id)).toEqual(
      [...DEFAULT_ROLES].sort((a, b) => a.name.localeCompare(b.name)).map((r) => [r.name, r.description, r.kind]),
    );
    expect(await names(own.id)).toEqual([["Coach", "", "teacher"]]);
  });
});
