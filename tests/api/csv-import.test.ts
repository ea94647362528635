// The hostile CSV corpus (tests/fixtures/csv): what real school files contain. Every refused file names the
// row and column, and nothing is written.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POST as filePOST } from "@/app/api/academics/class/[classId]/student/file/route";
import { GET as jobGET } from "@/app/api/academics/class/[classId]/student/file/[jobId]/route";
import { prisma } from "@/lib/db/client";
import { runImportJob } from "@/lib/classes/import-job";
import { call } from "../support/http";
import { createSignedIn, createUser } from "../support/factories";
import { csvFile, csvRows, fixtureFile, form, HEADER, teacherWithClass } from "../fixtures/csv/classroom";
import { useJobRunner } from "../support/jobs";

useJobRunner();

async function upload(token: string, classId: string, file: File, dryRun = false) {
  return call(filePOST, { token, params: { classId }, form: form({ file, ...(dryRun ? { dryRun: "true" } : {}) }) });
}

async function studentCount() {
  return prisma.user.count({ where: { isStudent: true } });
}

describe("CSV import: files that must work", () => {
  it("reads a UTF-8 BOM, CRLF line ends, quoted commas and blank trailing lines", async () => {
    const t = await teacherWithClass();
    const res = await upload(t.token, t.classId, fixtureFile("bom-crlf-quoted.csv"));
    expect(res.status).toBe(201);
    expect(res.body.imported).toBe(3);
    const names = res.body.students.map((s: { fullName: string }) => s.fullName).sort();
    expect(names).toEqual(["Ada Lovelace, Jr", "Alan Turing", "Grace Hopper"]);
    const ada = res.body.students.find((s: { username: string }) => s.username === "ada.l");
    expect(ada).toMatchObject({ externalId: "1", email: "ada@kids.test", dob: "2016-04-23" });
  });

  it("accepts a .csv labelled application/vnd.ms-excel (Windows browsers)", async () => {
    const t = await teacherWithClass();
    const res = await upload(t.token, t.classId, csvFile(csvRows(2, "ms"), "class.CSV", "application/vnd.ms-excel"));
    expect(res.status).toBe(201);
    expect(await studentCount()).toBe(2);
  });

  it("previews rows and errors with dryRun and writes nothing", async () => {
    const t = await teacherWithClass();
    const res = await upload(t.token, t.classId, fixtureFile("impossible-dates.csv"), true);
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(false);
    expect(res.body.rows).toHaveLength(4);
    expect(res.body.rows[0]).toMatchObject({ row: 2, username: "ada.l", firstName: "Ada" });
    expect(res.body.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [2, "dob"],
      [3, "dob"],
      [4, "dob"],
      [5, "dob"],
    ]);
    expect(await studentCount()).toBe(0);
  });
});

describe("CSV import: a real roster (issue 28)", () => {
  /** 30 children, 10 with an e-mail; usernames blank on every third row, birth dates blank on every other row. */
  function roster(): string {
    const lines = [HEADER];
    for (let i = 1; i <= 30; i++) {
      const email = i <= 10 ? `parent${i}@home.test` : "";
      const username = i % 3 === 0 ? "" : `roster.kid${i}`;
      const dob = i % 2 === 0 ? "" : "2017-03-04";
      lines.push(`${i % 5 === 0 ? "" : i},${email},Kid${i},Zoë Roster,${username},${dob}`);
    }
    return lines.join("\n") + "\n";
  }

  it("imports 30 rows with 10 e-mails: blank usernames generated, blank e-mails and birth dates stay empty", async () => {
    const t = await teacherWithClass();
    const preview = await upload(t.token, t.classId, csvFile(roster()), true);
    expect(preview.body).toMatchObject({ valid: true, total: 30, errors: [] });
    const twelfth = preview.body.rows.find((r: { row: number }) => r.row === 13);
    expect(twelfth).toMatchObject({ firstName: "Kid12", usernameGenerated: true, email: "", dob: "" });
    expect(twelfth.username).toMatch(/^kid12\.zoeroster/);

    const res = await upload(t.token, t.classId, csvFile(roster()));
    expect(res.status).toBe(201);
    expect(res.body.imported).toBe(30);
    const users = await prisma.user.findMany({
      where: { studentProfile: { classId: t.classId } },
      select: { username: true, email: true, dob: true },
    });
    expect(users).toHaveLength(30);
    expect(users.filter((u) => u.email !== null)).toHaveLength(10);
    expect(users.filter((u) => u.dob === null)).toHaveLength(15);
    expect(new Set(users.map((u) => u.username)).size).toBe(30);
    for (const u of users) expect(u.username).toMatch(/^[a-z0-9][a-z0-9._-]{2,29}$/);
  });

  it("a generated username steps around one already taken and one written further down the file", async () => {
    const t = await teacherWithClass();
    await createUser({ username: "ada.lovelace" });
    const text = [HEADER, ",,Ada,Lovelace,,", ",,Ada,Lovelace,,", ",,Alan,Turing,alan.turing,"].join("\n");
    const res = await upload(t.token, t.classId, csvFile(text + "\n"), true);
    expect(res.body.valid).toBe(true);
    const names = res.body.rows.map((r: { username: string }) => r.username);
    expect(names[0]).not.toBe("ada.lovelace");
    expect(names[0]).toMatch(/^ada\.lovelace\d+$/);
    expect(names[1]).toMatch(/^ada\.lovelace\d+$/);
    expect(names[0]).not.toBe(names[1]);
    expect(names[2]).toBe("alan.turing");
  });

  it("the example file the instructions offer imports as it is", async () => {
    const t = await teacherWithClass();
    const text = readFileSync(path.join(process.cwd(), "public/bulk-import-example.csv"), "utf8");
    const res = await upload(t.token, t.classId, csvFile(text));
    expect(res.status).toBe(201);
    expect(res.body.imported).toBe(3);
  });

  it("a file with only the firstName and lastName columns imports", async () => {
    const t = await teacherWithClass();
    const res = await upload(t.token, t.classId, csvFile("firstName,lastName\nAda,Lovelace\nAlan,Turing\n"));
    expect(res.status).toBe(201);
    expect(res.body.imported).toBe(2);
  });
});

const refused: [string, string[]][] = [
  [
    "formula.csv",
    [
      "Row 2, column firstName: starts with '=', which a spreadsheet runs as a formula. Remove it.",
      "Row 3, column lastName: starts with '+', which a spreadsheet runs as a formula. Remove it.",
      "Row 4, column username: starts with '@', which a spreadsheet runs as a formula. Remove it.",
    ],
  ],
  [
    "wrong-headers.csv",
    [
      'Row 1: header "ID" must be written "id" (capital letters matter).',
      'Row 1: header "Email" must be written "email" (capital letters matter).',
      'Row 1: header "FirstName" must be written "firstName" (capital letters matter).',
    ],
  ],
  [
    "missing-column.csv",
    [
      'Row 1, column lastName: the column "lastName" is missing; the headers are id,email,firstName,lastName,username,dob (firstName and lastName are required).',
    ],
  ],
  [
    "extra-column.csv",
    ['Row 1: header "grade" is not expected; the columns are id,email,firstName,lastName,username,dob.'],
  ],
  [
    "duplicates.csv",
    ['Row 3, column email: "ada@kids.test" is also on row 2.', 'Row 4, column username: "ada.l" is also on row 2.'],
  ],
  [
    "impossible-dates.csv",
    [
      'Row 2, column dob: "2015-02-30" is not a real date.',
      'Row 3, column dob: "2015-13-01" is not a real date.',
      'Row 4, column dob: "15/04/2016" must be a date written YYYY-MM-DD (for example 2016-04-23).',
      'Row 5, column dob: "2099-01-01" is not in the past.',
    ],
  ],
  ["empty-cells.csv", ["Row 3, column lastName: must be filled."]],
  [
    "unquoted-comma.csv",
    ["Row 2: expected 6 values but found 7. A value containing a comma must be in double quotes."],
  ],
  ["headers-only.csv", ["The file has headers but no students."]],
  ["latin1.csv", ["The file is not UTF-8 text. In your spreadsheet choose Save As → 'CSV UTF-8 (Comma delimited)'."]],
];

describe("CSV import: hostile files are refused whole, naming row and column", () => {
  it.each(refused)("%s", async (name, messages) => {
    const t = await teacherWithClass();
    const res = await upload(t.token, t.classId, fixtureFile(name));
    expect(res.status).toBe(400);
    for (const m of messages) expect(res.body.detail.split("\n")).toContain(m);
    expect(await studentCount()).toBe(0);
  });

  it("an unclosed quote names its row", async () => {
    const t = await teacherWithClass();
    const res = await upload(t.token, t.classId, fixtureFile("unclosed-quote.csv"));
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^Row \d+: a quote is not closed\.$/);
    expect(await studentCount()).toBe(0);
  });

  it("refuses a file that is not .csv with the SPEC message", async () => {
    const t = await teacherWithClass();
    const res = await upload(t.token, t.classId, fixtureFile("not-a-csv.txt", "text/plain"));
    expect(res.status).toBe(415);
    expect(res.body.detail).toBe("Uploaded file is not a csv file");
    const pdf = await upload(t.token, t.classId, csvFile("%PDF", "students.csv", "application/pdf"));
    expect(pdf.body.detail).toBe("Uploaded file is not a csv file");
  });

  it("refuses usernames and emails that already have accounts", async () => {
    const t = await teacherWithClass();
    await createUser({ username: "k.kid2", email: "k1@kids.test" });
    const res = await upload(t.token, t.classId, csvFile(csvRows(3)));
    expect(res.status).toBe(400);
    expect(res.body.detail.split("\n")).toEqual([
      'Row 2, column email: "k1@kids.test" already has an account.',
      'Row 3, column username: "k.kid2" is already taken by another account.',
    ]);
    expect(await studentCount()).toBe(0);
  });

  it("refuses an oversize file", async () => {
    const t = await teacherWithClass();
    const res = await upload(t.token, t.classId, csvFile(HEADER + "\n" + "x".repeat(4 * 1024 * 1024 + 10)));
    expect(res.status).toBe(413);
    expect(res.body.detail).toMatch(/^The file is too large \(4\.0 MB\)/);
  });

  it("refuses more than 10,000 rows", async () => {
    const t = await teacherWithClass();
    const res = await upload(t.token, t.classId, csvFile(csvRows(10_001, "big")), true);
    expect(res.status).toBe(200);
    expect(res.body.errors[0].text).toBe("The file has 10,001 students; import at most 10,000 at a time.");
  });

  it("10,000 rows with one bad date at the end: all listed, nothing written", async () => {
    const t = await teacherWithClass();
    const text = csvRows(10_000, "tk").replace(/2016-0(\d)-1(\d)\n$/, "2016-02-30\n");
    const preview = await upload(t.token, t.classId, csvFile(text), true);
    expect(preview.body.total).toBe(10_000);
    expect(preview.body.errors.map((e: { text: string }) => e.text)).toEqual([
      'Row 10001, column dob: "2016-02-30" is not a real date.',
    ]);
    const res = await upload(t.token, t.classId, csvFile(text));
    expect(res.status).toBe(400);
    expect(await studentCount()).toBe(0);
    expect(await prisma.importJob.count()).toBe(0);
  });
});

describe("CSV import: large files run as a job", () => {
  it("answers 202 with a job whose progress reaches the total, then every student exists", async () => {
    const t = await teacherWithClass();
    const res = await upload(t.token, t.classId, csvFile(csvRows(150, "job")));
    expect(res.status).toBe(202);
    expect(res.body.job).toMatchObject({ status: "queued", total: 150, processed: 0 });
    let job = res.body.job;
    const deadline = Date.now() + 60_000;
    const seen = new Set<number>();
    while (!["succeeded", "failed"].includes(job.status) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await call(jobGET, { token: t.token, params: { classId: t.classId, jobId: job.id } })).body;
      seen.add(job.processed);
    }
    expect(job.status).toBe("succeeded");
    expect(job.processed).toBe(150);
    expect([...seen].some((p) => p > 0 && p < 150)).toBe(true); // the progress bar moved in between
    expect(await prisma.student.count({ where: { classId: t.classId } })).toBe(150);
    const row = await prisma.importJob.findUniqueOrThrow({ where: { id: job.id } });
    expect(row.rows).toEqual([]); // the children's details are not kept once imported
  }, 90_000);

  it("a username taken after validation fails the job and writes none of its rows", async () => {
    const t = await teacherWithClass();
    const rows = Array.from({ length: 30 }, (_, i) => ({
      externalId: String(i),
      email: `r${i}@kids.test`,
      firstName: "R",
      lastName: String(i),
      username: `race.${i}`,
      dob: "2016-01-01",
    }));
    const job = await prisma.importJob.create({
      data: { classId: t.classId, createdById: t.user.id, total: rows.length, rows },
    });
    await createUser({ username: "race.29" });
    await runImportJob(job.id);
    const after = await prisma.importJob.findUniqueOrThrow({ where: { id: job.id } });
    expect(after.status).toBe("failed");
    expect(after.errors).toEqual([expect.stringContaining("Nothing was imported")]);
    expect(await prisma.student.count({ where: { classId: t.classId } })).toBe(0);
  }, 90_000);

  it("another teacher cannot see the job", async () => {
    const t = await teacherWithClass();
    const job = await prisma.importJob.create({
      data: { classId: t.classId, createdById: t.user.id, total: 1, rows: [], status: "succeeded" },
    });
    const other = await teacherWithClass();
    expect((await call(jobGET, { token: other.token, params: { classId: t.classId, jobId: job.id } })).status).toBe(
      404,
    );
    expect((await call(jobGET, { token: other.token, params: { classId: other.classId, jobId: job.id } })).status).toBe(
      404,
    );
  });
});

describe("CSV import: who may", () => {
  it("401 without a token, 403 for a parent, 404 for another teacher's class", async () => {
    const t = await teacherWithClass();
    expect(
      (await call(filePOST, { params: { classId: t.classId }, form: form({ file: csvFile(csvRows(1)) }) })).status,
    ).toBe(401);
    const parent = await createSignedIn({ role: "parent" });
    expect((await upload(parent.token, t.classId, csvFile(csvRows(1)))).status).toBe(403);
    const other = await createSignedIn({ role: "teacher" });
    expect((await upload(other.token, t.classId, csvFile(csvRows(1)))).status).toBe(404);
    expect(await studentCount()).toBe(0);
  });
});
