// The authorization matrix's rows for organizations (issue 12): roles, people, invitations, classes and OneRoster.

import { readFileSync } from "node:fs";
import path from "node:path";
import { prisma } from "@/lib/db/client";
import { rosterForm, sampleFiles, zipOf } from "../../fixtures/oneroster";
import { orgA, organizers, signedIn, type Rows, type World } from "./shared";

/** The example people CSV Sprout serves, to check (dryRun). */
function peopleCsvForm(): FormData {
  const f = new FormData();
  const text = readFileSync(path.join(process.cwd(), "public/examples/sprout-people.csv"), "utf8");
  f.append("file", new File([text], "sprout-people.csv", { type: "text/csv" }));
  f.append("dryRun", "true");
  return f;
}

/** A fresh role of orgA (each delete row removes its own). */
const orgRole = (w: World, name = `Matrix role ${w.unique()}`) =>
  prisma.organizationRole.create({ data: { organizationId: w.organizationId, name } });
const standingRoles = new WeakMap<World, Promise<{ id: string }>>();
const standingRole = (w: World) => {
  if (!standingRoles.has(w)) standingRoles.set(w, orgRole(w, "Matrix teacher"));
  return standingRoles.get(w)!;
};
/** A fresh pending orgA invitation addressed to the co-teacher's (verified) address. */
async function coTeacherInvitation(w: World) {
  const co = await prisma.classTeacher.findFirstOrThrow({ where: { classId: w.classId }, include: { teacher: true } });
  const i = await prisma.organizationInvitation.create({
    data: {
      organizationId: w.organizationId,
      kind: "teacher",
      email: co.teacher.email!,
      tokenHash: `matrix-${w.unique()}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  return { id: i.id };
}

/** A fresh teacher member of orgA (each role-change or removal row acts on its own). */
async function freshMember(w: World) {
  const u = await prisma.user.create({ data: { username: `matrix.member.${w.unique()}`, isTeacher: true } });
  return prisma.organizationMember.create({
    data: { organizationId: w.organizationId, userId: u.id, kind: "teacher" },
  });
}
/** A fresh pending orgA invitation to an address no one has. */
const freshInvitation = (w: World) =>
  prisma.organizationInvitation.create({
    data: {
      organizationId: w.organizationId,
      kind: "teacher",
      email: `matrix${w.unique()}@invite.test`,
      tokenHash: `matrix-fresh-${w.unique()}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });

export const ORGANIZATION_ROWS: Rows = {
  // ---------------------------------------------------------------- organizations (issue 12)
  // Teachers and organizers list the organizations they belong to; parents and students have none.
  "GET /api/organization": {
    expect: { ...organizers(200, 200), owner: 200, coTeacher: 200, otherTeacher: 200, parentTeacher: 200 },
  },
  // Every organizer account creates an organization and becomes its organizer (docs/decisions/195).
  "POST /api/organization/admin": {
    expect: organizers(201, 201),
    body: (w) => ({ name: "Matrix school", description: "", invite_code: `M-${w.unique()}` }),
  },
  // Each organizer's roles are those of their current organization.
  "GET /api/organization/role": { expect: organizers(200, 200) },
  "POST /api/organization/role": { expect: organizers(201, 201), body: (w) => ({ name: `Helper ${w.unique()}` }) },
  "DELETE /api/organization/role/[id]": {
    expect: organizers(200, 404, 404),
    params: async (w) => ({ id: (await orgRole(w)).id }),
  },
  "GET /api/organization/[id]/users": { expect: organizers(200, 404), params: orgA },
  "GET /api/organization/[id]/users/students": { expect: organizers(200, 404), params: orgA },
  "GET /api/organization/[id]/users/students/[studentId]": {
    expect: organizers(200, 404),
    params: (w) => ({ id: w.organizationId, studentId: w.studentId }),
  },
  "GET /api/organization/[id]/invite": { expect: organizers(200, 404), params: orgA },
  // Issue 26 (docs/decisions/240-243): OneRoster export and import (previewed here: dryRun writes nothing) and an
  // import job's status — orgA's organizers only.
  "GET /api/organization/[id]/oneroster": { expect: organizers(200, 404), params: orgA },
  "POST /api/organization/[id]/oneroster": {
    expect: organizers(200, 404),
    params: orgA,
    form: () => rosterForm(zipOf(sampleFiles()), { dryRun: "true" }),
  },
  "GET /api/organization/[id]/oneroster/[importId]": {
    expect: organizers(200, 404),
    params: async (w) => {
      const klass = await prisma.class.findUniqueOrThrow({ where: { id: w.classId } });
      const job = await prisma.rosterImport.create({
        data: {
          organizationId: w.organizationId,
          createdById: klass.ownerId,
          total: 1,
          roster: {},
          status: "succeeded",
        },
      });
      return { id: w.organizationId, importId: job.id };
    },
  },
  // Issue 42: the administrator's people CSV, checked here (dryRun writes nothing) — orgA's organizers only.
  "POST /api/organization/[id]/people-csv": {
    expect: organizers(200, 404),
    params: orgA,
    form: () => peopleCsvForm(),
  },
  // Issue 28 (docs/decisions/195): the classes filter, a person's role, removal, an invitation sent again or
  // cancelled — orgA's organizer only; B's organizer does not see orgA (404); its teacher member is refused (403).
  "GET /api/organization/[id]/classes": { expect: organizers(200, 404), params: orgA },
  "PUT /api/organization/[id]/users/[userId]": {
    expect: organizers(200, 404),
    params: async (w) => ({ id: w.organizationId, userId: (await freshMember(w)).userId }),
    body: () => ({ role: null, kind: "teacher" }),
  },
  "DELETE /api/organization/[id]/users/[userId]": {
    expect: organizers(200, 404),
    params: async (w) => ({ id: w.organizationId, userId: (await freshMember(w)).userId }),
  },
  "POST /api/organization/[id]/invite/[invitationId]": {
    expect: organizers(200, 404),
    params: async (w) => ({ id: w.organizationId, invitationId: (await freshInvitation(w)).id }),
  },
  "DELETE /api/organization/[id]/invite/[invitationId]": {
    expect: organizers(200, 404),
    params: async (w) => ({ id: w.organizationId, invitationId: (await freshInvitation(w)).id }),
  },
  "POST /api/organization/[id]/invite": {
    expect: organizers(201, 404),
    params: orgA,
    body: async (w) => ({ email: `invite${w.unique()}@matrix.test`, role: (await standingRole(w)).id }),
  },
  // Everyone but a student has invitations (by verified email); only the addressee answers one.
  "GET /api/organization/invitations": { expect: { ...signedIn(200), student: 403 } },
  "PUT /api/organization/invitations/[id]": {
    expect: { ...signedIn(404), student: 403, coTeacher: 200 },
    params: coTeacherInvitation,
    body: () => ({ status: 2 }),
  },
};
