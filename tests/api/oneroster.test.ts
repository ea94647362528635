// OneRoster 1.2 CSV for organizers (issue 26, docs/decisions/240-243): the sample school's files preview and
// import (teachers invited, students with accounts and cards, classes with their teachers once they join), the
// next day's file updates and never duplicates, removals wait for the organizer's word, a 5,000-student district
// imports, the export round-trips, and every bad input is a clear problem with nothing written.
import { NextRequest } from "next/server";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { GET as exportGET, POST as rosterPOST } from "@/app/api/organization/[id]/oneroster/route";
import { prisma } from "@/lib/db/client";
import { MAX_ROWS, MAX_UNZIPPED_BYTES } from "@/lib/rostering/files";
import { call } from "../support/http";
import { lastMailTo } from "../support/mailbox";
import { addRows, districtFiles, rosterForm, sampleFiles, withRows, zipOf, type Files } from "../fixtures/oneroster";
import {
  importRoster,
  organizerWithOrganization,
  preview,
  rosterCounts,
  signUpFromMail,
  type Org,
} from "../support/oneroster";
import { useJobRunner } from "../support/jobs";

useJobRunner();

describe("the sample school's OneRoster files", () => {
  it("preview counts what would be created and writes nothing", async () => {
    const o = await organizerWithOrganization();
    const res = await preview(o, sampleFiles());
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(true);
    expect(res.body.problems).toEqual([]);
    expect(res.body.counts).toEqual({
      teachers: { create: 2, update: 0, leave: 0, remove: 0 },
      students: { create: 8, update: 0, leave: 0, remove: 0 },
      classes: { create: 3, update: 0, leave: 0, remove: 0 },
      enrollments: { create: 12, update: 0, leave: 0, remove: 0 },
    });
    // The guardian and the course file are named as left out, not as problems.
    expect(res.body.notes.map((n: { message: string }) => n.message).join("\n")).toMatch(/guardian/);
    expect(res.body.notes.map((n: { file: string }) => n.file)).toContain("courses.csv");
    expect(await rosterCounts(o.orgId)).toEqual({ classes: 0, students: 0, people: 0, invitations: 0 });
  });

  it(
    "import: students get accounts and cards, teachers invitations; a teacher who joins gets their classes",
    {
      timeout: 180_000,
    },
    async () => {
      const o = await organizerWithOrganization();
      const job = await importRoster(o, sampleFiles());
      expect(job.status).toBe("succeeded");
      expect(job.invited).toBe(2);
      const classes = await prisma.class.findMany({
        where: { organizationId: o.orgId },
        include: { students: { include: { user: true } } },
        orderBy: { sourceId: "asc" },
      });
      expect(classes.map((c) => [c.sourceId, c.className, c.grade, c.students.length])).toEqual([
        ["cls-3a", "Room 12 Coding", "Grade 3", 3],
        ["cls-3b", "Room 14 Coding", "Grade 3", 2],
        ["cls-4a", "Grade 4 Robotics", "Grade 4", 3],
      ]);
      const ava = classes[0].students.find((s) => s.user.firstname === "Ava")!;
      expect(ava.externalId).toBe("S200");
      expect(ava.cardSecret).toBeTruthy();
      expect(ava.user.isStudent).toBe(true);
      // Until a rostered teacher joins, the organizer holds the classes.
      expect(classes.every((c) => c.ownerId === o.user.id)).toBe(true);
      expect(lastMailTo("helena.rivera@maplegrove.test")?.text).toContain("Maple Grove Elementary");

      const helena = await signUpFromMail("helena.rivera@maplegrove.test", "helena.rivera");
      const kwame = await signUpFromMail("kwame.osei@maplegrove.test", "kwame.osei");
      const after = await prisma.class.findMany({
        where: { organizationId: o.orgId },
        include: { coTeachers: true },
        orderBy: { sourceId: "asc" },
      });
      expect(after.map((c) => [c.sourceId, c.ownerId, c.coTeachers.map((t) => t.teacherId)])).toEqual([
        ["cls-3a", helena.id, [kwame.id]],
        ["cls-3b", helena.id, []],
        ["cls-4a", kwame.id, []],
      ]);
      expect(await prisma.organizationMember.count({ where: { organizationId: o.orgId, kind: "teacher" } })).toBe(2);

      // The same file again the next morning: everything is left as it is, nothing doubles, no new mail.
      const again = await preview(o, sampleFiles());
      expect(again.body.counts.students).toEqual({ create: 0, update: 0, leave: 8, remove: 0 });
      expect(again.body.counts.teachers).toEqual({ create: 0, update: 0, leave: 2, remove: 0 });
      const before = await rosterCounts(o.orgId);
      const second = await importRoster(o, sampleFiles());
      expect(second.status).toBe("succeeded");
      expect(second.invited).toBe(0);
      expect(await rosterCounts(o.orgId)).toEqual(before);
      // The teachers keep their classes.
      expect((await prisma.class.findFirstOrThrow({ where: { sourceId: "cls-4a" } })).ownerId).toBe(kwame.id);
    },
  );
});

describe("the next day's file", () => {
  const nextDay = () => {
    let f = sampleFiles();
    // Liam is now Liam Nguyen-Hart, Mia moved to Room 14, Zoe is new, Lucas left, Grade 4 Robotics closed.
    f = { ...f, "users.csv": f["users.csv"].replace("Liam,Nguyen,", "Liam,Nguyen-Hart,") };
    f = addRows(f, "users.csv", ["s-208,,,true,zali,,Zoe,Ali,,S208,,,,,03,,,,,,,org-school-11,"]);
    f = { ...f, "users.csv": f["users.csv"].replace(/^s-207,.*\n/m, "") };
    f = { ...f, "roles.csv": f["roles.csv"].replace(/^r-s-207,.*\n/m, "") };
    f = { ...f, "classes.csv": f["classes.csv"].replace(/^cls-4a,.*\n/m, "") };
    f = {
      ...f,
      "enrollments.csv":
        f["enrollments.csv"]
          .replace("e-12,,,cls-3a", "e-12,,,cls-3b")
          .replace(/^e-(14|3|15|16|17),.*\n/gm, "")
          .trimEnd() + "\ne-18,,,cls-3b,org-school-11,s-208,student,false,2026-09-01,\n",
    };
    return f;
  };

  it(
    "is previewed as updates, a creation and removals, and removals wait for the organizer's word",
    {
      timeout: 180_000,
    },
    async () => {
      const o = await organizerWithOrganization();
      expect((await importRoster(o, sampleFiles())).status).toBe("succeeded");
      const res = await preview(o, nextDay());
      expect(res.body.valid).toBe(true);
      // Kwame's only class closed, but he is still in the file (co-teacher of Room 12): left.
      expect(res.body.counts.teachers).toEqual({ create: 0, update: 0, leave: 2, remove: 0 });
      // Liam renamed and Mia moved: 2 updates; Zoe new; Ava and Noah as they were; Lucas and Grade 4 Robotics's
      // three students (in the file, but in no class) leave.
      expect(res.body.counts.students).toEqual({ create: 1, update: 2, leave: 2, remove: 4 });
      expect(res.body.counts.classes).toEqual({ create: 0, update: 0, leave: 2, remove: 1 });
      expect(res.body.removals).toEqual(
        expect.arrayContaining([
          { kind: "student", sourceId: "s-207", name: "Lucas Patel" },
          { kind: "class", sourceId: "cls-4a", name: "Grade 4 Robotics" },
        ]),
      );

      // Imported without applying removals: the updates and the new student, the removed ones left in place.
      const kept = await importRoster(o, nextDay());
      expect(kept.status).toBe("succeeded");
      expect(kept.summary.students).toEqual({ create: 1, update: 2, leave: 6, remove: 0 });
      const liam = await prisma.user.findFirstOrThrow({ where: { firstname: "Liam" } });
      expect(liam.lastname).toBe("Nguyen-Hart");
      const mia = await prisma.student.findFirstOrThrow({
        where: { user: { firstname: "Mia" } },
        include: { class: true },
      });
      expect(mia.class?.sourceId).toBe("cls-3b");
      expect(await prisma.user.count({ where: { firstname: "Lucas" } })).toBe(1);
      expect(await prisma.class.count({ where: { sourceId: "cls-4a", archivedAt: null } })).toBe(1);
      expect(await prisma.user.count({ where: { firstname: "Zoe", isStudent: true } })).toBe(1);

      // With the organizer's word: Lucas's account goes, the closed class is archived (restorable for 30 days).
      const applied = await importRoster(o, nextDay(), { applyRemovals: "true" });
      expect(applied.summary.students).toEqual({ create: 0, update: 0, leave: 5, remove: 4 });
      expect(await prisma.user.count({ where: { firstname: "Lucas" } })).toBe(0);
      expect(await prisma.class.count({ where: { sourceId: "cls-4a", archivedAt: { not: null } } })).toBe(1);
      expect(await prisma.user.count({ where: { firstname: "Zoe", isStudent: true } })).toBe(1);
    },
  );
});

describe("bad input: a clear problem per file or row, and nothing written", () => {
  const expectNothingWritten = async (orgId: string) =>
    expect(await rosterCounts(orgId)).toEqual({ classes: 0, students: 0, people: 0, invitations: 0 });

  async function refused(o: Org, files: Files | Uint8Array) {
    const bytes = files instanceof Uint8Array ? files : zipOf(files);
    const res = await call(rosterPOST, { token: o.token, params: { id: o.orgId }, form: rosterForm(bytes) });
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    await expectNothingWritten(o.orgId);
    return res;
  }

  it("a zip bomb stops at the unzipped cap while streaming", { timeout: 120_000 }, async () => {
    const o = await organizerWithOrganization();
    // 64 MB of commas deflate to a few dozen kilobytes.
    const bomb = zipSync(
      {
        "manifest.csv": strToU8(sampleFiles()["manifest.csv"]),
        "users.csv": new Uint8Array(64 * 1024 * 1024).fill(44),
      },
      { level: 1 },
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    const res = await refused(o, bomb);
    expect(res.status).toBe(413);
    expect(res.body.detail).toContain(`${MAX_UNZIPPED_BYTES / 1024 / 1024} MB`);
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
    const dry = await preview(o, bomb);
    expect(dry.status).toBe(413);
  });

  it("too many entries, and a file that is not a zip", async () => {
    const o = await organizerWithOrganization();
    const many: Files = {};
    for (let i = 0; i < 40; i++) many[`f${i}.csv`] = "x";
    expect((await refused(o, zipOf(many))).status).toBe(413);
    const notZip = await refused(o, strToU8("sourcedId,name\n1,2\n"));
    expect(notZip.status).toBe(400);
    expect(notZip.body.detail).toContain("not a zip");
  });

  it("a missing manifest", async () => {
    const o = await organizerWithOrganization();
    const { ["manifest.csv"]: _m, ...files } = sampleFiles();
    void _m;
    const res = await preview(o, files);
    expect(res.body.valid).toBe(false);
    expect(res.body.problems).toEqual([
      expect.objectContaining({ file: "manifest.csv", row: 0, text: expect.stringContaining("no manifest.csv") }),
    ]);
    const refusedRes = await refused(o, files);
    expect(refusedRes.status).toBe(400);
    expect(refusedRes.body.details["manifest.csv"][0]).toContain("no manifest.csv");
  });

  it("unknown columns, named with the file's real columns", async () => {
    const o = await organizerWithOrganization();
    const f = sampleFiles();
    const files = { ...f, "users.csv": f["users.csv"].replace("pronouns", "favouriteColour") };
    const res = await preview(o, files);
    expect(res.body.problems).toEqual([
      expect.objectContaining({ file: "users.csv", row: 1, column: "favouriteColour" }),
    ]);
    expect(res.body.problems[0].text).toContain('Unknown column "favouriteColour"');
    const r = await refused(o, files);
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.details)).toEqual(["users.csv row 1.favouriteColour"]);
  });

  // A teacher in two schools of a district file belongs to both (tests/api/oneroster-district.test.ts); a student
  // cannot: a Sprout student is in one class.
  it("a student in two schools", async () => {
    const o = await organizerWithOrganization();
    let f = sampleFiles();
    f = addRows(f, "orgs.csv", ["org-school-12,,,Cedar Elementary,school,CE-012,org-district-1"]);
    f = addRows(f, "roles.csv", ["r-s-200b,,,s-200,secondary,student,,,org-school-12,"]);
    const res = await preview(o, f);
    expect(res.body.problems).toEqual([
      expect.objectContaining({
        file: "users.csv",
        row: 4,
        column: "sourcedId",
        text: expect.stringContaining('Student "s-200" belongs to 2 schools'),
      }),
    ]);
    expect((await refused(o, f)).status).toBe(400);
  });

  it("an enrollment naming a missing class", async () => {
    const o = await organizerWithOrganization();
    const f = addRows(sampleFiles(), "enrollments.csv", ["e-99,,,cls-9z,org-school-11,s-200,student,false,,"]);
    const res = await preview(o, f);
    expect(res.body.problems).toEqual([
      expect.objectContaining({
        file: "enrollments.csv",
        row: 14,
        column: "classSourcedId",
        message: 'No class in classes.csv has sourcedId "cls-9z".',
      }),
    ]);
    const r = await refused(o, f);
    expect(r.body.details["enrollments.csv row 14.classSourcedId"]).toHaveLength(1);
  });

  it("a 50,000-row file is refused as a whole, naming the limit", async () => {
    const o = await organizerWithOrganization();
    const rows = Array.from({ length: 50_000 }, (_, i) => `e-x${i},,,cls-3a,org-school-11,s-200,student,false,,`);
    const f = withRows(sampleFiles(), "enrollments.csv", rows);
    const res = await preview(o, f);
    expect(res.body.problems).toEqual([
      expect.objectContaining({
        file: "enrollments.csv",
        row: 0,
        text: expect.stringContaining(MAX_ROWS.toLocaleString("en-US")),
      }),
    ]);
    expect((await refused(o, f)).status).toBe(400);
  });

  it("per-row problems name file, row and column; the import refuses the whole file", async () => {
    const o = await organizerWithOrganization();
    let f = sampleFiles();
    f = {
      ...f,
      "users.csv": f["users.csv"].replace("helena.rivera@maplegrove.test", "").replace("s-201,,,true", "s-201,,,maybe"),
    };
    const res = await preview(o, f);
    expect(res.body.problems.map((p: { text: string }) => p.text)).toEqual([
      "users.csv, row 2, column email: A teacher needs an email address: Sprout mails their invitation there.",
      "users.csv, row 5, column enabledUser: enabledUser is true or false.",
    ]);
    expect((await refused(o, f)).status).toBe(400);
  });

  it("a delta manifest and a file the manifest calls absent", async () => {
    const o = await organizerWithOrganization();
    const f = sampleFiles();
    const res = await preview(o, {
      ...f,
      "manifest.csv": f["manifest.csv"].replace("file.users,bulk", "file.users,delta"),
    });
    expect(res.body.problems.map((p: { message: string }) => p.message)).toEqual(
      expect.arrayContaining([expect.stringContaining("bulk exports only"), expect.stringContaining("absent")]),
    );
  });
});

// A district file at full size is checked here (unzip, parse, every reference, the plan: what a preview does); the
// import job at full size hashes 5,000 passwords (argon2id, ~25 ms each on one core), so its time is measured by
// `npm run bench -- oneroster` beside its floor, and the job is exercised here on a 500-student slice of the same
// generator (decision 241).
describe("a district of 5,000 students", () => {
  it("is checked in one go: every row planned, no problem, nothing written", { timeout: 300_000 }, async () => {
    const o = await organizerWithOrganization();
    const started = Date.now();
    const res = await preview(o, districtFiles(5_000));
    console.log(`OneRoster check of 5,000 students: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body.valid).toBe(true);
    expect(res.body.problems).toEqual([]);
    expect(res.body.counts.students).toMatchObject({ create: 5_000 });
    expect(res.body.counts.classes).toMatchObject({ create: 200 });
    expect(await prisma.class.count({ where: { organizationId: o.orgId } })).toBe(0);
  });

  it("imports a 500-student slice through the job in one go", { timeout: 900_000 }, async () => {
    const o = await organizerWithOrganization();
    const started = Date.now();
    const job = await importRoster(o, districtFiles(500), {}, 880_000);
    console.log(`OneRoster import of 500 students: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(job.status).toBe("succeeded");
    expect(job.summary.students.create).toBe(500);
    expect(await prisma.student.count({ where: { class: { organizationId: o.orgId } } })).toBe(500);
    expect(await prisma.class.count({ where: { organizationId: o.orgId } })).toBe(20);
    expect(await prisma.organizationInvitation.count({ where: { organizationId: o.orgId } })).toBe(20);
  });
});

describe("export", () => {
  it(
    "the organization's OneRoster zip imports into another organization as the same roster",
    {
      timeout: 180_000,
    },
    async () => {
      const o = await organizerWithOrganization();
      expect((await importRoster(o, sampleFiles())).status).toBe("succeeded");
      await signUpFromMail("helena.rivera@maplegrove.test", "helena.r");
      // The handler itself (call() reads bodies as text): the zip's bytes.
      const res = await exportGET(
        new NextRequest("http://sprout.test/api/test", { headers: { authorization: `Bearer ${o.token}` } }),
        { params: Promise.resolve({ id: o.orgId }) },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/zip");
      const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
      expect(Object.keys(zip).sort()).toEqual([
        "academicSessions.csv",
        "classes.csv",
        "enrollments.csv",
        "manifest.csv",
        "orgs.csv",
        "roles.csv",
        "users.csv",
      ]);
      expect(strFromU8(zip["classes.csv"])).toContain("cls-3a");
      expect(strFromU8(zip["users.csv"])).toContain("s-200");

      const other = await organizerWithOrganization("CEDAR-1");
      const files = Object.fromEntries(Object.entries(zip).map(([k, v]) => [k, strFromU8(v)]));
      const p = await preview(other, files);
      expect(p.body.problems).toEqual([]);
      expect(p.body.counts.students.create).toBe(8);
      expect(p.body.counts.classes.create).toBe(3);
    },
  );
});
