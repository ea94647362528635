// Issue 37: the tracked jobs survive a server killed with SIGKILL mid-flight. A class-file import (150 rows) and a
// OneRoster import are held by the runner's test hook in a server process (tests/ops/job-server.ts) after their
// first progress write, the process is killed, and a new one is started: it finishes both with no request sent
// (the runner starts at start-up and its sweep takes the jobs whose heartbeat stopped). Rostered students get
// their class's default screen time and level thresholds, as CSV-imported ones do (one insert for both).
import { spawn, type ChildProcess } from "node:child_process";
import { describe, expect, it } from "vitest";
import { PATCH as thresholdPATCH } from "@/app/api/academics/class/[classId]/levelthreshold/route";
import { PATCH as screenPATCH } from "@/app/api/academics/class/[classId]/screentime/route";
import { POST as filePOST } from "@/app/api/academics/class/[classId]/student/file/route";
import { POST as adminPOST } from "@/app/api/organization/admin/route";
import { POST as rosterPOST } from "@/app/api/organization/[id]/oneroster/route";
import { prisma } from "@/lib/db/client";
import { stopWorkers } from "@/lib/jobs/queue";
import { STALE_AFTER_MS } from "@/lib/jobs/runner";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { root } from "../support/embedded";
import { csvFile, csvRows, form, teacherWithClass } from "../fixtures/csv/classroom";
import { districtFiles, rosterForm, zipOf } from "../fixtures/oneroster";

type Server = { child: ChildProcess; output: () => string };

function startServer(extra: Record<string, string> = {}): Server {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/ops/job-server.ts"], {
    cwd: root,
    env: { ...process.env, ...extra },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  return { child, output: () => out };
}

/** Polls `check` until it returns true; fails after `ms` naming what was awaited. */
async function until(what: string, ms: number, check: () => boolean | Promise<boolean>, server?: Server) {
  for (const deadline = Date.now() + ms; !(await check());) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms\n${server?.output() ?? ""}`);
    if (server && server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const LIMITS = [
  { dayOfTheWeek: "Monday", timeLimit: "01:30:00" },
  { dayOfTheWeek: "Saturday", timeLimit: "00:45:00" },
];
const THRESHOLD = { grade: "Grade 3", level: "Blue" };

/** Each student of the class has the class's week (Monday 1:30, Saturday 0:45) and its Grade 3 threshold. */
async function expectClassLimits(classId: string, students: number) {
  const rows = await prisma.student.findMany({
    where: { classId },
    include: { timeLimits: true, levelThresholds: true },
  });
  expect(rows).toHaveLength(students);
  for (const s of rows) {
    const week = Object.fromEntries(s.timeLimits.map((l) => [l.dayOfTheWeek, l.timeLimit]));
    expect(s.timeLimits).toHaveLength(7);
    expect(week).toMatchObject({ Monday: "01:30:00", Saturday: "00:45:00" });
    expect(s.levelThresholds.map((t) => ({ grade: t.grade, level: t.level }))).toEqual([THRESHOLD]);
  }
}

describe.runIf(process.platform === "linux")("tracked jobs across a SIGKILL", () => {
  it(
    "a class-file and a OneRoster import killed mid-flight finish after restart with no request; rostered students carry the class's limits",
    { timeout: 300_000 },
    async () => {
      // The server processes run the jobs, not this test's process (its runner was started by the setup).
      await stopWorkers();

      const t = await teacherWithClass("Room K");
      const limits = { token: t.token, method: "PATCH", params: { classId: t.classId } };
      expect((await call(screenPATCH, { ...limits, body: { timeLimits: LIMITS } })).status).toBe(200);
      expect((await call(thresholdPATCH, { ...limits, body: { levelThresholds: [THRESHOLD] } })).status).toBe(200);
      const file = await call(filePOST, {
        token: t.token,
        params: { classId: t.classId },
        form: form({ file: csvFile(csvRows(150, "kill")) }),
      });
      expect(file.status).toBe(202);

      // The organization's class k-cls-0 exists with the same defaults before the roster names it.
      const o = await createSignedIn({ role: "organizer" });
      const org = await call(adminPOST, {
        token: o.token,
        body: { name: "Kill School", description: "", invite_code: "KILL-1" },
      });
      expect(org.status).toBe(201);
      const { timeLimits, levelThresholds } = await prisma.class.findUniqueOrThrow({ where: { id: t.classId } });
      const rostered = await prisma.class.create({
        data: {
          className: "Section 1",
          organizationId: org.body.id,
          ownerId: o.user.id,
          sourceId: "k-cls-0",
          timeLimits: timeLimits ?? [],
          levelThresholds: levelThresholds ?? [],
        },
      });
      const roster = await call(rosterPOST, {
        token: o.token,
        params: { id: org.body.id },
        form: rosterForm(zipOf(districtFiles(50, "k"))),
      });
      expect(roster.status, JSON.stringify(roster.body)).toBe(202);

      const jobs = async () => [
        await prisma.importJob.findUniqueOrThrow({ where: { id: file.body.job.id } }),
        await prisma.rosterImport.findUniqueOrThrow({ where: { id: roster.body.id } }),
      ];
      expect((await jobs()).map((j) => j.status)).toEqual(["queued", "queued"]);

      // First server: both jobs held after their first progress write, then SIGKILL.
      const first = startServer({ HOLD_JOBS: "1" });
      const held = () => /held csv-import/.test(first.output()) && /held oneroster-import/.test(first.output());
      await until("both jobs held mid-flight", 120_000, held, first);
      const mid = await jobs();
      for (const j of mid) {
        expect(j.status).toBe("running");
        expect(j.processed).toBeGreaterThan(0);
        expect(j.processed).toBeLessThan(j.total);
      }
      const gone = new Promise((r) => first.child.once("exit", r));
      first.child.kill("SIGKILL");
      await gone;
      expect(await prisma.student.count()).toBe(0); // nothing half-way

      // The killed process's heartbeat stopped. The runner takes a job as lost once its heartbeat is STALE_AFTER_MS
      // old (lib/jobs/runner.ts): the heartbeats are dated that long ago instead of the test waiting that long.
      const stopped = new Date(Date.now() - STALE_AFTER_MS - 1_000);
      await prisma.importJob.update({ where: { id: file.body.job.id }, data: { heartbeatAt: stopped } });
      await prisma.rosterImport.update({ where: { id: roster.body.id }, data: { heartbeatAt: stopped } });

      // Second server: no request is sent to anything from here on; the runner's first sweep, at start-up, takes
      // both lost jobs and runs them to the end.
      const second = startServer();
      try {
        await until(
          "both jobs succeeded after the restart",
          STALE_AFTER_MS + 150_000,
          async () => (await jobs()).every((j) => j.status === "succeeded"),
          second,
        );
      } finally {
        const exited = new Promise((r) => second.child.once("exit", r));
        second.child.kill("SIGTERM");
        await exited;
      }
      const done = await jobs();
      expect(done.map((j) => [j.processed, j.total, j.attempts, j.errors])).toEqual([
        [150, 150, 2, null],
        [50, 50, 2, null],
      ]);
      await expectClassLimits(t.classId, 150);
      await expectClassLimits(rostered.id, 25); // k-s-0 … k-s-24
      expect(await prisma.student.count({ where: { class: { organizationId: org.body.id } } })).toBe(50);
    },
  );
});
