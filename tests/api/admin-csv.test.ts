// The administrator's people CSV (issue 42): the example file Sprout serves checks and imports (teachers invited,
// students with the usernames the file gives, classes with their grades), importing it again changes nothing, a
// bad file is refused with every bad row named by line and nothing written, and only the organization's
// organizers may upload (an outsider 404, a teacher member 403, no one signed in 401).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POST as adminPOST } from "@/app/api/organization/admin/route";
import { POST as csvPOST } from "@/app/api/organization/[id]/people-csv/route";
import { GET as jobGET } from "@/app/api/organization/[id]/oneroster/[importId]/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn, createUser } from "../support/factories";
import { lastMailTo } from "../support/mailbox";
import { useJobRunner } from "../support/jobs";

useJobRunner();

const EXAMPLE = readFileSync(path.join(process.cwd(), "public/examples/sprout-people.csv"), "utf8");

/** The example with the teachers' addresses and the usernames made unique to one test. */
function example(tag: string): string {
  return EXAMPLE.replaceAll("@maplegrove.example", `.${tag}@maplegrove.example`).replace(
    /^(student,[^,]*,[^,]*,[^,]*,)([a-z.]+)(,)/gm,
    `$1$2${tag}$3`,
  );
}

function csvForm(text: string, fields: Record<string, string> = {}): FormData {
  const f = new FormData();
  f.append("file", new File([text], "sprout-people.csv", { type: "text/csv" }));
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

async function organizerWithOrganization() {
  const o = await createSignedIn({ role: "organizer" });
  const tag = o.user.id.slice(0, 6);
  const res = await call(adminPOST, {
    token: o.token,
    body: { name: "Maple Grove Elementary", description: "", invite_code: `CSV-${tag}` },
  });
  expect(res.status).toBe(201);
  return { ...o, orgId: res.body.id as string, tag };
}
type Org = Awaited<ReturnType<typeof organizerWithOrganization>>;

const check = (o: Org, text: string) =>
  call(csvPOST, { token: o.token, params: { id: o.orgId }, form: csvForm(text, { dryRun: "true" }) });

/** Imports and waits for the job to end, polling the import-status route as the progress bar does. */
async function importCsv(o: Org, text: string) {
  const res = await call(csvPOST, { token: o.token, params: { id: o.orgId }, form: csvForm(text) });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = await call(jobGET, { token: o.token, params: { id: o.orgId, importId: res.body.id } });
    expect(job.status).toBe(200);
    if (job.body.status === "succeeded" || job.body.status === "failed") return job.body;
    if (Date.now() > deadline) throw new Error(`import still ${job.body.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const held = async (orgId: string) => ({
  classes: await prisma.class.count({ where: { organizationId: orgId } }),
  students: await prisma.student.count({ where: { class: { organizationId: orgId } } }),
  people: await prisma.rosterPerson.count({ where: { organizationId: orgId } }),
  invitations: await prisma.organizationInvitation.count({ where: { organizationId: orgId } }),
  imports: await prisma.rosterImport.count({ where: { organizationId: orgId } }),
});
const NOTHING = { classes: 0, students: 0, people: 0, invitations: 0, imports: 0 };

describe("the administrator's people CSV", () => {
  it("checks the example file (nothing written), imports it, and importing it again changes nothing", async () => {
    const o = await organizerWithOrganization();
    const text = example(o.tag);
    const res = await check(o, text);
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(true);
    expect(res.body.counts).toEqual({
      teachers: { create: 2, update: 0, leave: 0, remove: 0 },
      students: { create: 8, update: 0, leave: 0, remove: 0 },
      classes: { create: 2, update: 0, leave: 0, remove: 0 },
      enrollments: { create: 10, update: 0, leave: 0, remove: 0 },
    });
    expect(await held(o.orgId)).toEqual(NOTHING);

    const job = await importCsv(o, text);
    expect(job.status).toBe("succeeded");
    expect(job.invited).toBe(2);
    expect((await prisma.rosterImport.findUniqueOrThrow({ where: { id: job.id } })).source).toBe("csv");
    const classes = await prisma.class.findMany({
      where: { organizationId: o.orgId },
      include: { students: { include: { user: true } } },
      orderBy: { className: "asc" },
    });
    expect(classes.map((c) => [c.className, c.grade, c.ownerId, c.students.length])).toEqual([
      ["Room 2 Otters", "Grade 2", o.user.id, 4],
      ["Room 5 Foxes", "Grade 5", o.user.id, 4],
    ]);
    const usernames = classes.flatMap((c) => c.students.map((s) => s.user.username)).sort();
    expect(usernames).toContain(`amara.nwosu${o.tag}`);
    // The two without a username in the file got one made from their names.
    expect(usernames.filter((u) => u.startsWith("noah.kim") || u.startsWith("zara.oconnor"))).toHaveLength(2);
    expect(usernames.filter((u) => u.endsWith(o.tag))).toHaveLength(6);
    expect(classes[0].students.every((s) => s.cardTokenHash && s.externalId === "")).toBe(true);
    for (const who of ["helena.rivera", "marcus.okafor"])
      expect(lastMailTo(`${who}.${o.tag}@maplegrove.example`)).toBeTruthy();
    const after = await held(o.orgId);
    expect(after).toEqual({ classes: 2, students: 8, people: 10, invitations: 2, imports: 1 });

    const again = await check(o, text);
    expect(again.body.counts).toEqual({
      teachers: { create: 0, update: 0, leave: 2, remove: 0 },
      students: { create: 0, update: 0, leave: 8, remove: 0 },
      classes: { create: 0, update: 0, leave: 2, remove: 0 },
      enrollments: { create: 0, update: 0, leave: 10, remove: 0 },
    });
    const second = await importCsv(o, text);
    expect(second.status).toBe("succeeded");
    expect(second.invited).toBe(0);
    expect(await held(o.orgId)).toEqual({ ...after, imports: 2 });
    expect((await prisma.user.findMany({ where: { username: { in: usernames } } })).length).toBe(8);
  }, 180_000);

  it("a later file updates who it names (a new class, a new name) and removes no one it leaves out", async () => {
    const o = await organizerWithOrganization();
    const text = example(o.tag);
    expect((await importCsv(o, text)).status).toBe("succeeded");
    const later = [
      "role,firstName,lastName,email,username,grade,class",
      `student,Amara,Nwosu-Bell,,amara.nwosu${o.tag},2,Room 5 Foxes`,
    ].join("\n");
    const res = await check(o, later);
    expect(res.body.counts.students).toEqual({ create: 0, update: 1, leave: 7, remove: 0 });
    expect(res.body.removals).toEqual([]);
    expect((await importCsv(o, later)).status).toBe("succeeded");
    const amara = await prisma.user.findUniqueOrThrow({
      where: { username: `amara.nwosu${o.tag}` },
      include: { studentProfile: { include: { class: true } } },
    });
    expect([amara.lastname, amara.studentProfile?.class?.className]).toEqual(["Nwosu-Bell", "Room 5 Foxes"]);
    expect(await held(o.orgId)).toEqual({ classes: 2, students: 8, people: 10, invitations: 2, imports: 2 });
  }, 180_000);

  it("refuses a bad file naming every bad row by line and column, and writes nothing", async () => {
    const o = await organizerWithOrganization();
    const taken = await createUser({ role: "teacher" });
    const text = [
      "role,firstName,lastName,email,username,grade,class",
      "teacher,Ann,Lee,,,,Red",
      "student,Bo,Dee,,bo.dee.x1,9,Red",
      `student,Cy,Ho,,${taken.username},3,Red`,
      "principal,Di,Ma,di@s.example,,,",
      "student,Ed,Fo,,ed.fo.x1,3,Red",
    ].join("\n");
    const res = await check(o, text);
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(false);
    expect(res.body.problems.map((p: { text: string }) => p.text)).toEqual([
      "sprout-people.csv, row 2, column email: A teacher needs an email address: Sprout mails their invitation there.",
      'sprout-people.csv, row 3, column grade: "9" is not a grade: write K or 1 to 8.',
      `sprout-people.csv, row 4, column username: "${taken.username}" is already taken by another account.`,
      'sprout-people.csv, row 5, column role: "principal" is not a role: write teacher or student.',
    ]);
    const refused = await call(csvPOST, { token: o.token, params: { id: o.orgId }, form: csvForm(text) });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.details)).toEqual([
      "sprout-people.csv row 2.email",
      "sprout-people.csv row 3.grade",
      "sprout-people.csv row 4.username",
      "sprout-people.csv row 5.role",
    ]);
    expect(await held(o.orgId)).toEqual(NOTHING);
    expect(await prisma.user.count({ where: { username: "ed.fo.x1" } })).toBe(0);
  });

  it("answers only the organization's organizers: an outsider 404, a teacher member 403, anonymous 401", async () => {
    const o = await organizerWithOrganization();
    const text = example(o.tag);
    const other = await createSignedIn({ role: "organizer" });
    expect((await call(csvPOST, { token: other.token, params: { id: o.orgId }, form: csvForm(text) })).status).toBe(
      404,
    );
    const teacher = await createSignedIn({ role: "teacher" });
    await prisma.organizationMember.create({
      data: { organizationId: o.orgId, userId: teacher.user.id, kind: "teacher" },
    });
    expect((await call(csvPOST, { token: teacher.token, params: { id: o.orgId }, form: csvForm(text) })).status).toBe(
      403,
    );
    expect((await call(csvPOST, { params: { id: o.orgId }, form: csvForm(text) })).status).toBe(401);
    expect(await held(o.orgId)).toEqual(NOTHING);
  });
});
