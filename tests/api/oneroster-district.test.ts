// A district's OneRoster file (issue 42): three schools under the importing organization (the district) become
// three organizations, each with its classes, students and teachers; the district's organizer organizes each; a
// teacher in two schools is invited to both and, once joined, is a member of both; each school's administrator is
// invited as its organizer; the same file again changes nothing; the preview counts per school.
import { describe, expect, it } from "vitest";
import { PUT as answerPUT } from "@/app/api/organization/invitations/[id]/route";
import { login } from "@/lib/accounts/login";
import { prisma } from "@/lib/db/client";
import { DISTRICT_IN_SCHOOL, DISTRICT_OVER_SCHOOL } from "@/lib/rostering/service";
import { call } from "../support/http";
import { lastMailTo } from "../support/mailbox";
import { addRows, sampleFiles, threeSchoolFiles } from "../fixtures/oneroster";
import {
  importRoster,
  organizerWithOrganization,
  PASSWORD,
  preview,
  rosterCounts,
  signUpFromMail,
} from "../support/oneroster";
import { useJobRunner } from "../support/jobs";

useJobRunner();

const district = () => organizerWithOrganization("MAPLE-UNIFIED", "Maple Grove Unified");
const count = (create: number, leave = 0) => ({ create, update: 0, leave, remove: 0 });

async function schoolsOf(districtId: string) {
  return prisma.organization.findMany({
    where: { districtId },
    orderBy: { sourceId: "asc" },
    include: { memberships: true, roles: true },
  });
}

/** Every row a district import writes, per school: classes, students, roster rows, invitations, members. */
async function snapshot(districtId: string) {
  const schools = await schoolsOf(districtId);
  return Promise.all(
    schools.map(async (s) => ({
      school: s.sourceId,
      ...(await rosterCounts(s.id)),
      members: s.memberships.length,
      updated: (await prisma.rosterPerson.findMany({ where: { organizationId: s.id }, orderBy: { id: "asc" } })).map(
        (p) => p.updatedAt.toISOString(),
      ),
    })),
  );
}

describe("a district file of three schools", () => {
  it("previews each school's counts and writes nothing", async () => {
    const o = await district();
    const res = await preview(o, threeSchoolFiles());
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(true);
    expect(res.body.problems).toEqual([]);
    expect(res.body.district).toEqual({ sourceId: "org-district-1", name: "Maple Grove Unified" });
    expect(res.body.schools).toEqual([
      {
        sourceId: "org-school-11",
        name: "Maple Grove Elementary",
        isNew: true,
        counts: { teachers: count(2), students: count(8), classes: count(3), enrollments: count(12) },
      },
      {
        sourceId: "org-school-12",
        name: "Cedar Elementary",
        isNew: true,
        counts: { teachers: count(1), students: count(2), classes: count(1), enrollments: count(3) },
      },
      {
        sourceId: "org-school-13",
        name: "Birch Middle",
        isNew: true,
        counts: { teachers: count(1), students: count(1), classes: count(1), enrollments: count(2) },
      },
    ]);
    // Helena teaches in two schools: counted in each.
    expect(res.body.counts.teachers).toEqual(count(4));
    expect(res.body.counts.students).toEqual(count(11));
    expect(res.body.notes.map((n: { message: string }) => n.message)).toContain(
      "Priya Shah (priya.shah@cedar.test) will be invited as an organizer of Cedar Elementary.",
    );
    expect(await prisma.organization.count({ where: { districtId: o.orgId } })).toBe(0);
    expect(await rosterCounts(o.orgId)).toEqual({ classes: 0, students: 0, people: 0, invitations: 0 });
  });

  it(
    "imports as three organizations; a teacher in two schools joins both; the same file again changes nothing",
    { timeout: 180_000 },
    async () => {
      const o = await district();
      const job = await importRoster(o, threeSchoolFiles());
      expect(job.status, JSON.stringify(job.errors)).toBe("succeeded");
      // Teachers: Helena and Kwame, Helena again at Cedar, Grace; and Cedar's administrator.
      expect(job.invited).toBe(5);
      expect(job.summary.students).toEqual(count(11));

      const dist = await prisma.organization.findUniqueOrThrow({ where: { id: o.orgId } });
      expect(dist.sourceId).toBe("org-district-1");
      const schools = await schoolsOf(o.orgId);
      expect(schools.map((s) => [s.sourceId, s.name])).toEqual([
        ["org-school-11", "Maple Grove Elementary"],
        ["org-school-12", "Cedar Elementary"],
        ["org-school-13", "Birch Middle"],
      ]);
      // Made as an organization is made by hand: an invite code and the default roles; the district's organizer
      // organizes each.
      for (const s of schools) {
        expect(s.inviteCode).toMatch(/^[A-Z0-9-]{4,32}$/);
        expect(s.roles.map((r) => r.name).sort()).toEqual(["Organizer", "Teacher"]);
        expect(s.memberships).toEqual([expect.objectContaining({ userId: o.user.id, kind: "organizer" })]);
      }
      const [maple, cedar, birch] = schools;
      expect(await rosterCounts(maple.id)).toEqual({ classes: 3, students: 8, people: 10, invitations: 2 });
      expect(await rosterCounts(cedar.id)).toEqual({ classes: 1, students: 2, people: 3, invitations: 2 });
      expect(await rosterCounts(birch.id)).toEqual({ classes: 1, students: 1, people: 2, invitations: 1 });
      // Nothing lands in the district itself.
      expect(await rosterCounts(o.orgId)).toEqual({ classes: 0, students: 0, people: 0, invitations: 0 });
      const cedarInvites = await prisma.organizationInvitation.findMany({
        where: { organizationId: cedar.id },
        orderBy: { email: "asc" },
      });
      expect(cedarInvites.map((i) => [i.email, i.kind])).toEqual([
        ["helena.rivera@maplegrove.test", "teacher"],
        ["priya.shah@cedar.test", "organizer"],
      ]);
      expect(lastMailTo("priya.shah@cedar.test")?.text).toContain("Cedar Elementary");

      // Helena signs up from her last mail (Cedar's), then accepts Maple Grove's invitation: a member of both,
      // with her classes in each.
      const helena = await signUpFromMail("helena.rivera@maplegrove.test", "helena.rivera");
      const mapleInvite = await prisma.organizationInvitation.findFirstOrThrow({
        where: { organizationId: maple.id, email: "helena.rivera@maplegrove.test", status: "pending" },
      });
      const { access_token: token } = await login({ identifier: helena.username, password: PASSWORD, ip: "10.0.0.1" });
      const answered = await call(answerPUT, { token, params: { id: mapleInvite.id }, body: { status: 1 } });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      const memberships = await prisma.organizationMember.findMany({ where: { userId: helena.id } });
      expect(memberships.map((m) => m.organizationId).sort()).toEqual([maple.id, cedar.id].sort());
      const owned = await prisma.class.findMany({ where: { ownerId: helena.id }, orderBy: { sourceId: "asc" } });
      expect(owned.map((c) => [c.sourceId, c.organizationId])).toEqual([
        ["cls-12a", cedar.id],
        ["cls-3a", maple.id],
        ["cls-3b", maple.id],
      ]);

      // The same file again: every school left as it is, nothing doubles, nobody mailed again.
      const again = await preview(o, threeSchoolFiles());
      expect(again.body.schools.map((s: { isNew: boolean }) => s.isNew)).toEqual([false, false, false]);
      expect(again.body.counts.students).toEqual(count(0, 11));
      expect(again.body.counts.classes).toEqual(count(0, 5));
      const before = await snapshot(o.orgId);
      const second = await importRoster(o, threeSchoolFiles());
      expect(second.status).toBe("succeeded");
      expect(second.invited).toBe(0);
      expect(await snapshot(o.orgId)).toEqual(before);
      expect(await prisma.organization.count({ where: { districtId: o.orgId } })).toBe(3);
      expect((await prisma.class.findFirstOrThrow({ where: { sourceId: "cls-12a" } })).ownerId).toBe(helena.id);
    },
  );

  it("renames a school the file renamed, and never makes it twice", { timeout: 180_000 }, async () => {
    const o = await district();
    expect((await importRoster(o, threeSchoolFiles())).status).toBe("succeeded");
    const f = threeSchoolFiles();
    const renamed = { ...f, "orgs.csv": f["orgs.csv"].replace("Birch Middle", "Birch Middle School") };
    expect((await importRoster(o, renamed)).status).toBe("succeeded");
    const schools = await schoolsOf(o.orgId);
    expect(schools.map((s) => s.name)).toEqual(["Maple Grove Elementary", "Cedar Elementary", "Birch Middle School"]);
    // The district's file into one of its schools would nest schools: refused, naming where it goes.
    const intoSchool = await preview({ ...o, orgId: schools[1].id }, threeSchoolFiles());
    expect(intoSchool.status).toBe(400);
    expect(intoSchool.body.details.file).toEqual([DISTRICT_IN_SCHOOL]);
  });

  it("a student in two schools stays a problem, named clearly", async () => {
    const o = await district();
    const f = addRows(threeSchoolFiles(), "enrollments.csv", ["e-30,,,cls-13a,org-school-13,s-210,student,false,,"]);
    const res = await preview(o, f);
    expect(res.body.valid).toBe(false);
    expect(res.body.problems.map((p: { text: string }) => p.text)).toEqual([
      'users.csv, row 14, column sourcedId: Student "s-210" belongs to 2 schools (org-school-12, org-school-13); a Sprout student is in one class of one school, so the file must place them in one school.',
    ]);
  });

  it("a file of one school keeps importing into the organization itself", { timeout: 180_000 }, async () => {
    const o = await organizerWithOrganization();
    expect((await importRoster(o, sampleFiles())).status).toBe("succeeded");
    expect(await prisma.organization.count({ where: { districtId: o.orgId } })).toBe(0);
    expect((await rosterCounts(o.orgId)).students).toBe(8);
    expect((await prisma.organization.findUniqueOrThrow({ where: { id: o.orgId } })).sourceId).toBeNull();
    // A district's file into this school, which holds its own import, is refused at the check: no school is made.
    const refused = await preview(o, threeSchoolFiles());
    expect(refused.status).toBe(400);
    expect(refused.body.details.file).toEqual([DISTRICT_OVER_SCHOOL]);
    expect(await prisma.organization.count({ where: { districtId: o.orgId } })).toBe(0);
  });
});
