// The term report (issue 39): its figures are the one progress function's for every child, the CSV opens in a
// grade book as text, the PDF has a page per child, and only the class's teachers get it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { GET as reportGET } from "@/app/api/academics/class/[classId]/report/route";
import { prisma } from "@/lib/db/client";
import { figuresOf } from "@/lib/progress/service";
import { starsFor } from "@/lib/progress/figures";
import { schoolToday } from "@/lib/progress/reach";
import { findStandardSet, testsById } from "@/lib/standards/standards";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { addStudent, teacherWithClass } from "../fixtures/csv/classroom";
import { attemptRows } from "../support/activity";

async function seededClass() {
  const t = await teacherWithClass("Owls 4B");
  const ada = await addStudent(t.token, t.classId, { firstName: "Ada", lastName: "Lovelace" });
  const bo = await addStudent(t.token, t.classId, { firstName: "Bo", lastName: "Beta" });
  const evil = await addStudent(t.token, t.classId, { firstName: '=HYPERLINK("x")', lastName: "Cole" });
  const idle = await addStudent(t.token, t.classId, { firstName: "Idle", lastName: "Dee" });
  await attemptRows(ada.id, [
    { puzzleId: "first-steps", outcome: "perfect" },
    { puzzleId: "longer-walk", outcome: "failed" },
    { puzzleId: "longer-walk", outcome: "passed" },
    { puzzleId: "turn-the-corner", outcome: "perfect" },
    { puzzleId: "repeat-walk", outcome: "perfect" },
    { puzzleId: "count-the-steps", outcome: "passed" },
  ]);
  await attemptRows(bo.id, [
    { puzzleId: "first-steps", outcome: "failed" },
    { puzzleId: "first-steps", outcome: "passed", credited: false },
  ]);
  await attemptRows(evil.id, [{ puzzleId: "up-the-hill", outcome: "perfect" }]);
  const today = schoolToday();
  const beat = new Date();
  await prisma.screenTimeDay.createMany({
    data: [
      { studentId: ada.id, day: new Date(`${today}T00:00:00Z`), seconds: 25 * 60, lastBeatAt: beat },
      // Before the school year: not this term's minutes.
      {
        studentId: ada.id,
        day: new Date("2020-01-06T00:00:00Z"),
        seconds: 90 * 60,
        lastBeatAt: new Date("2020-01-06T10:00:00Z"),
      },
      { studentId: bo.id, day: new Date(`${today}T00:00:00Z`), seconds: 5 * 60, lastBeatAt: beat },
    ],
  });
  return { t, students: [ada, bo, evil, idle], today };
}

const report = (token: string | undefined, classId: string, query: Record<string, string>) =>
  call(reportGET, { token, params: { classId }, query });

function save(bytes: Buffer, name: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "report-")), name);
  writeFileSync(file, bytes);
  return file;
}

describe("GET /api/academics/class/{classId}/report", () => {
  it(
    "the CSV carries every child's figures from the one progress function, formulas neutralised",
    { timeout: 60_000 },
    async () => {
      const { t, students, today } = await seededClass();
      const res = await report(t.token, t.classId, { format: "csv" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="term-report-owls-4b-${termStart(today)}-to-${today}.csv"`,
      );
      const rows = parse(res.body as string, { columns: true, bom: true }) as Record<string, string>[];
      expect(rows.map((r) => r.Student)).toEqual(
        ["Bo Beta", `'=HYPERLINK("x") Cole`, "Idle Dee", "Ada Lovelace"].sort(byLast),
      );
      const csta = testsById(findStandardSet("CSTA")!);
      for (const s of students) {
        const f = await figuresOf(s.id);
        const row = rows.find((r) => r.Username === s.username)!;
        expect(row).toMatchObject({
          Class: "Owls 4B",
          "Puzzles solved": String(f.overall.solved),
          "Puzzles at the child's levels": String(f.overall.total),
          "Progress %": String(f.overall.percent),
          Stars: String(f.puzzles.reduce((n, p) => n + starsFor(p.best), 0)),
        });
        for (const u of f.units) expect(row[`${u.title} solved`]).toBe(String(u.share.solved));
        const codes = f.standards.flatMap((c) => c.tests.map((x) => x.testId)).filter((id) => csta.has(id));
        expect(row["Standard codes"]).toBe(codes.join(" "));
        expect(row["Standards met (CSTA)"]).toBe(String(codes.length));
      }
      const ada = rows.find((r) => r.Student === "Ada Lovelace")!;
      expect(ada).toMatchObject({ "Puzzles solved": "5", Stars: String(3 + 2 + 3 + 3 + 2), "Last active": today });
      expect(Number(ada["Standards met (CSTA)"])).toBeGreaterThan(0);
      expect(ada[`Minutes coded ${termStart(today)} to ${today}`]).toBe("25");
      // Bo solved without the puzzle's idea: solved and starred, no standard met.
      const bo = rows.find((r) => r.Student === "Bo Beta")!;
      expect(bo).toMatchObject({
        "Puzzles solved": "1",
        Stars: "2",
        "Standards met (CSTA)": "0",
        "Standard codes": "",
      });
      expect(rows.find((r) => r.Student === "Idle Dee")).toMatchObject({
        "Puzzles solved": "0",
        Stars: "0",
        "Last active": "",
      });

      // A term of the teacher's choosing counts only its days' minutes.
      const old = await report(t.token, t.classId, { format: "csv", from: "2020-01-01", to: "2020-01-31" });
      const oldAda = (parse(old.body as string, { columns: true, bom: true }) as Record<string, string>[]).find(
        (r) => r.Student === "Ada Lovelace",
      )!;
      expect(oldAda["Minutes coded 2020-01-01 to 2020-01-31"]).toBe("90");
    },
  );

  it("the PDF has one page per child with their name, class and figures in words", { timeout: 60_000 }, async () => {
    const { t, students } = await seededClass();
    const res = await reportGET(
      new NextRequest(`http://sprout.test/api/academics/class/${t.classId}/report/?format=pdf`, {
        headers: { authorization: `Bearer ${t.token}` },
      }),
      { params: Promise.resolve({ classId: t.classId }) },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="term-report-owls-4b-.*\.pdf"$/);
    const file = save(Buffer.from(await res.arrayBuffer()), "report.pdf");
    expect(execFileSync("pdfinfo", [file], { encoding: "utf8" })).toMatch(/Pages:\s+4\n/);
    const pages = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).split("\f");
    const ada = await figuresOf(students[0]!.id);
    const adaPage = pages.find((p) => p.includes("Ada Lovelace"))!;
    expect(adaPage).toContain("Owls 4B");
    expect(adaPage.replace(/\s+/g, " ")).toContain(`Solved ${ada.overall.text}`);
    expect(adaPage).toContain("Time spent coding this term: 25 minutes");
    const firstStandard = ada.standards
      .flatMap((c) => c.tests)
      .find((x) => testsById(findStandardSet("CSTA")!).has(x.testId))!;
    expect(adaPage).toContain(firstStandard.testId);
    expect(pages.find((p) => p.includes("Idle Dee"))).toContain("has not tried a puzzle yet");
    expect(pages.some((p) => p.includes('=HYPERLINK("x") Cole'))).toBe(true);
  });

  it("answers the class's teachers only: co-teacher 200, other teacher and a teaching organizer 404", async () => {
    const t = await teacherWithClass("Closed");
    await addStudent(t.token, t.classId);
    const co = await createSignedIn({ role: "teacher" });
    await prisma.classTeacher.create({ data: { classId: t.classId, teacherId: co.user.id } });
    expect((await report(co.token, t.classId, { format: "csv" })).status).toBe(200);

    const other = await createSignedIn({ role: "teacher" });
    const missing = await report(other.token, t.classId, { format: "csv" });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe("Class not found.");

    const org = await prisma.organization.create({ data: { name: "Report school", inviteCode: `REP-${Date.now()}` } });
    await prisma.class.update({ where: { id: t.classId }, data: { organizationId: org.id } });
    const organizer = await createSignedIn({ roles: ["teacher", "organizer"] });
    await prisma.organizationMember.create({
      data: { organizationId: org.id, userId: organizer.user.id, kind: "organizer" },
    });
    expect((await report(organizer.token, t.classId, { format: "pdf" })).status).toBe(404);
    const plainOrganizer = await createSignedIn({ role: "organizer" });
    expect((await report(plainOrganizer.token, t.classId, { format: "pdf" })).status).toBe(403);

    expect((await report(undefined, t.classId, { format: "csv" })).status).toBe(401);
    const parent = await createSignedIn({ role: "parent" });
    expect((await report(parent.token, t.classId, { format: "csv" })).status).toBe(403);
  });

  it("refuses an unknown format or a term that ends before it starts, in SPEC §8's shape", async () => {
    const t = await teacherWithClass();
    const bad = await report(t.token, t.classId, { format: "xlsx" });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toContain("application/problem+json");
    expect(bad.body.details.format).toEqual(["Choose the report's format: csv or pdf."]);
    const backwards = await report(t.token, t.classId, { format: "csv", from: "2026-09-02", to: "2026-09-01" });
    expect(backwards.status).toBe(400);
    expect(backwards.body.details.to).toEqual(["The term must end on or after the day it starts."]);
  });
});

const termStart = (today: string) =>
  today.slice(5) >= "08-01" ? `${today.slice(0, 4)}-08-01` : `${Number(today.slice(0, 4)) - 1}-08-01`;
const byLast = (a: string, b: string) => {
  const last = (n: string) => n.split(" ").at(-1)!;
  return last(a) < last(b) ? -1 : 1;
};
