// A district file imported (issue 42): the importing organization is the district (its source_id is the district
// row's sourcedId); each school of the file is an organization under it, made on the first import (an invite
// code and the default roles, as creating one by hand gives), renamed on the next, keyed by its sourcedId. In ONE
// transaction with the import's every write: the district's organizers become organizers of each school, each
// school's part of the roster is applied as a one-school file is (./apply.ts), and each school's administrators
// get an organizer invitation. The invitations are mailed per school once it commits.
import { randomBytes } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import type { PreparedStudent } from "@/lib/students/accounts";
import { prepareStudents } from "@/lib/students/accounts";
import { createInvitationsIn, mailInvitations } from "@/lib/organizations/invitations";
import { addDefaultRoles } from "@/lib/organizations/roles";
import { displayName } from "@/lib/vocabulary";
import { applyPlan, ChangedMeanwhile, lockRoster, newStudentRows, ROSTER_ROLE } from "./apply";
import { newDistrictStudents, planDistrict, rosterOfSchool, sumCounts, type HeldSchools } from "./district";
import { countsOf, heldRoster, planRoster, type Counts } from "./plan";
import type { Roster, RosterOrg } from "./roster";

/** What each school organization of the district holds, by the school's sourcedId. */
export async function heldSchools(db: Prisma.TransactionClient, districtId: string): Promise<HeldSchools> {
  const schools = await db.organization.findMany({
    where: { districtId, sourceId: { not: null } },
    select: { id: true, name: true, sourceId: true },
  });
  const out: HeldSchools = {};
  for (const s of schools) out[s.sourceId!] = { id: s.id, name: s.name, held: await heldRoster(db, s.id) };
  return out;
}

/** The school's organization under the district: found by sourcedId (renamed when the file renamed it) or made. */
async function schoolOrganization(tx: Prisma.TransactionClient, districtId: string, school: RosterOrg) {
  const found = await tx.organization.findUnique({
    where: { districtId_sourceId: { districtId, sourceId: school.sourceId } },
    select: { id: true, name: true },
  });
  if (found) {
    if (found.name !== school.name)
      await tx.organization.update({ where: { id: found.id }, data: { name: school.name } });
    return found.id;
  }
  const created = await tx.organization.create({
    data: {
      name: school.name,
      inviteCode: `S-${randomBytes(6).toString("hex").toUpperCase()}`,
      districtId,
      sourceId: school.sourceId,
    },
  });
  await addDefaultRoles(tx, created.id);
  return created.id;
}

type Job = { id: string; organizationId: string; createdById: string; applyRemovals: boolean; total: number };
type Sent = {
  school: string;
  teachers: { email: string; token: string }[];
  organizers: { email: string; token: string }[];
};

/** Applies a district file in one transaction, under the district's lock and each school's. */
export function applyDistrictImport(job: Job, roster: Roster, prepared: Map<string, PreparedStudent>) {
  return prisma.$transaction(
    async (tx) => {
      await lockRoster(tx, job.organizationId);
      if (roster.district)
        await tx.organization.update({
          where: { id: job.organizationId },
          data: { sourceId: roster.district.sourceId },
        });
      const organizers = await tx.organizationMember.findMany({
        where: { organizationId: job.organizationId, kind: "organizer" },
        select: { userId: true },
      });
      const sent: Sent[] = [];
      const schools: { sourceId: string; name: string; counts: Counts }[] = [];
      for (const school of roster.schools ?? []) {
        const orgId = await schoolOrganization(tx, job.organizationId, school);
        await lockRoster(tx, orgId);
        await tx.organizationMember.createMany({
          data: organizers.map((o) => ({ organizationId: orgId, userId: o.userId, kind: "organizer" as const })),
          skipDuplicates: true,
        });
        const part = rosterOfSchool(roster, school.sourceId);
        const plan = planRoster(part, await heldRoster(tx, orgId));
        if (plan.students.create.some((p) => !prepared.has(p.sourceId))) throw new ChangedMeanwhile();
        const teachers = await applyPlan(tx, { ...job, organizationId: orgId }, part, plan, prepared);
        const role = await tx.organizationRole.findFirst({ where: { organizationId: orgId, kind: "organizer" } });
        const admins = (part.administrators ?? []).map((a) => a.email);
        const members = await tx.organizationMember.findMany({
          where: { organizationId: orgId, user: { email: { in: admins } } },
          select: { user: { select: { email: true } } },
        });
        const isMember = new Set(members.map((m) => m.user.email));
        const organizersSent = role
          ? await createInvitationsIn(tx, {
              organizationId: orgId,
              roleId: role.id,
              invitedById: job.createdById,
              emails: admins.filter((e) => !isMember.has(e)),
              kind: "organizer",
            })
          : [];
        sent.push({ school: school.name, teachers, organizers: organizersSent });
        const counts = countsOf(plan);
        if (!job.applyRemovals)
          for (const k of ["teachers", "students", "classes", "enrollments"] as const) {
            counts[k].leave += counts[k].remove;
            counts[k].remove = 0;
          }
        schools.push({ sourceId: school.sourceId, name: school.name, counts });
      }
      const invited = sent.reduce((n, s) => n + s.teachers.length + s.organizers.length, 0);
      await tx.rosterImport.update({
        where: { id: job.id },
        data: {
          processed: job.total,
          roster: {},
          summary: { counts: sumCounts(schools.map((s) => s.counts)), invited, schools },
        },
      });
      return sent;
    },
    { timeout: 300_000, maxWait: 30_000 },
  );
}

/** The import job's work for a district file: accounts prepared with the progress bar, applied, then mailed. */
export async function runDistrictImport(
  job: Job,
  roster: Roster,
  progress: (done: number, of: number) => Promise<void>,
) {
  const creates = newDistrictStudents(planDistrict(roster, await heldSchools(prisma, job.organizationId)));
  const rows = await newStudentRows(creates);
  const preparedList = await prepareStudents(rows, (done) => progress(done, rows.length));
  const prepared = new Map(creates.map((p, i) => [p.sourceId, preparedList[i]]));
  const sent = await applyDistrictImport(job, roster, prepared);
  const inviter = await prisma.user.findUnique({
    where: { id: job.createdById },
    select: { firstname: true, lastname: true, username: true },
  });
  const from = inviter ? displayName(inviter) : "Your school";
  for (const s of sent) {
    await mailInvitations(s.school, ROSTER_ROLE, from, s.teachers);
    await mailInvitations(s.school, "Organizer", from, s.organizers, "organizer");
  }
}
