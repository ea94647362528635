// Issue 41 "No request starves the others": file checks and imports are paced per account and per organization
// (429 with Retry-After and the SPEC §8 problem body), and at most HEAVY_JOBS_PER_INSTANCE imports run at once in
// an instance: the next one waits queued (its progress bar says so) and runs when one ends.
import { afterEach, describe, expect, it } from "vitest";
import { POST as classPOST } from "@/app/api/academics/class/route";
import { POST as filePOST } from "@/app/api/academics/class/[classId]/student/file/route";
import { GET as jobGET } from "@/app/api/academics/class/[classId]/student/file/[jobId]/route";
import { POST as adminPOST } from "@/app/api/organization/admin/route";
import { POST as rosterPOST } from "@/app/api/organization/[id]/oneroster/route";
import { prisma } from "@/lib/db/client";
import { FILE_LIMITS, HEAVY_JOBS_PER_INSTANCE } from "@/lib/http/limits";
import { addToCounter, storedCounterKey } from "@/lib/http/rate-limit";
import { setJobTestHooks } from "@/lib/jobs/runner";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { csvFile, csvRows, form, teacherWithClass } from "../fixtures/csv/classroom";
import { rosterForm, sampleFiles, zipOf } from "../fixtures/oneroster";
import { useJobRunner } from "../support/jobs";

useJobRunner();

afterEach(() => setJobTestHooks({ afterProgress: undefined }));

let organizations = 0;
async function organizer() {
  const o = await createSignedIn({ role: "organizer" });
  const res = await call(adminPOST, {
    token: o.token,
    body: { name: "Maple Grove Elementary", description: "", invite_code: `MAPLE-GROVE-${++organizations}` },
  });
  expect(res.status).toBe(201);
  return { ...o, orgId: res.body.id as string };
}

function expectPaced(res: { status: number; headers: Headers; body: { detail?: string } }, message: string) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.body.detail).toBe(message);
}

describe("file checks and imports are paced", () => {
  it(
    "an organizer's OneRoster previews past the account's budget answer 429 with Retry-After",
    { timeout: 120_000 },
    async () => {
      const o = await organizer();
      const bytes = zipOf(sampleFiles());
      const check = () =>
        call(rosterPOST, { token: o.token, params: { id: o.orgId }, form: rosterForm(bytes, { dryRun: "true" }) });
      for (let i = 0; i < FILE_LIMITS.previewPerAccount.max; i++) expect((await check()).status).toBe(200);
      expectPaced(await check(), FILE_LIMITS.previewPerAccount.message);
      // The import has its own budget: checking many times does not stop the school's import.
      const imported = await call(rosterPOST, { token: o.token, params: { id: o.orgId }, form: rosterForm(bytes) });
      expect(imported.status).toBe(202);
    },
  );

  it(
    "an organization's budget holds for each of its members; another organization is not touched",
    { timeout: 120_000 },
    async () => {
      const o = await organizer();
      const other = await organizer();
      await addToCounter(`file-check:organization:${o.orgId}`, FILE_LIMITS.previewPerOrganization.max, 60);
      const bytes = zipOf(sampleFiles());
      const refused = await call(rosterPOST, {
        token: o.token,
        params: { id: o.orgId },
        form: rosterForm(bytes, { dryRun: "true" }),
      });
      expectPaced(refused, FILE_LIMITS.previewPerOrganization.message);
      const fine = await call(rosterPOST, {
        token: other.token,
        params: { id: other.orgId },
        form: rosterForm(bytes, { dryRun: "true" }),
      });
      expect(fine.status).toBe(200);
    },
  );

  it("a stranger's requests to an organization spend nothing of its budget", { timeout: 120_000 }, async () => {
    const o = await organizer();
    const stranger = await organizer();
    const bytes = zipOf(sampleFiles());
    for (let i = 0; i < FILE_LIMITS.previewPerOrganization.max + 1; i++) {
      const res = await call(rosterPOST, {
        token: stranger.token,
        params: { id: o.orgId },
        form: rosterForm(bytes, { dryRun: "true" }),
      });
      expect(res.status).toBe(404);
    }
    const key = storedCounterKey(`file-check:organization:${o.orgId}`);
    expect(await prisma.rateLimit.count({ where: { key } })).toBe(0);
  });

  it(
    "class-file checks (a class's upload and the class form's Class & File) share a teacher's budget; imports too",
    { timeout: 120_000 },
    async () => {
      const t = await teacherWithClass();
      const half = FILE_LIMITS.previewPerAccount.max / 2;
      for (let i = 0; i < half; i++) {
        const res = await call(filePOST, {
          token: t.token,
          params: { classId: t.classId },
          form: form({ file: csvFile(csvRows(3, `c${i}`)), dryRun: "true" }),
        });
        expect(res.status).toBe(200);
      }
      const classCheck = () =>
        call(classPOST, {
          token: t.token,
          form: form({ className: "Room 2", file: csvFile(csvRows(3, "f")), dryRun: "true" }),
        });
      for (let i = 0; i < half; i++) expect((await classCheck()).status).toBe(200);
      expectPaced(await classCheck(), FILE_LIMITS.previewPerAccount.message);

      for (let i = 0; i < FILE_LIMITS.importPerAccount.max; i++) {
        const res = await call(filePOST, {
          token: t.token,
          params: { classId: t.classId },
          form: form({ file: csvFile(csvRows(1, `i${i}`)) }),
        });
        expect(res.status).toBe(201);
      }
      const paced = await call(filePOST, {
        token: t.token,
        params: { classId: t.classId },
        form: form({ file: csvFile(csvRows(1, "late")) }),
      });
      expectPaced(paced, FILE_LIMITS.importPerAccount.message);
      expect(await prisma.user.count({ where: { isStudent: true } })).toBe(FILE_LIMITS.importPerAccount.max);
    },
  );
});

describe("imports running at once", () => {
  it(
    `runs at most ${HEAVY_JOBS_PER_INSTANCE} at once; the next waits queued and then finishes`,
    { timeout: 240_000 },
    async () => {
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      const held = new Set<string>();
      setJobTestHooks({
        afterProgress: async (_queue, id, processed) => {
          if (processed === 0) return;
          held.add(id);
          await released;
        },
      });
      const teachers = await Promise.all(
        Array.from({ length: HEAVY_JOBS_PER_INSTANCE + 1 }, (_, i) => teacherWithClass(`Room ${i + 1}`)),
      );
      const jobs: { classId: string; token: string; id: string }[] = [];
      for (const [i, t] of teachers.entries()) {
        const res = await call(filePOST, {
          token: t.token,
          params: { classId: t.classId },
          form: form({ file: csvFile(csvRows(101, `j${i}`)) }),
        });
        expect(res.status).toBe(202);
        jobs.push({ classId: t.classId, token: t.token, id: res.body.job.id });
      }
      const statusOf = async (j: (typeof jobs)[number]) =>
        (await call(jobGET, { token: j.token, params: { classId: j.classId, jobId: j.id } })).body.status as string;
      const until = async (what: string, check: () => Promise<boolean> | boolean) => {
        for (const deadline = Date.now() + 120_000; !(await check());) {
          if (Date.now() > deadline) throw new Error(`${what}: not within 120 s`);
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      await until("two imports running", () => held.size === HEAVY_JOBS_PER_INSTANCE);
      const statuses = await Promise.all(jobs.map(statusOf));
      expect(statuses.filter((s) => s === "running")).toHaveLength(HEAVY_JOBS_PER_INSTANCE);
      expect(statuses.filter((s) => s === "queued")).toHaveLength(1);

      release();
      await until("every import finished", async () =>
        (await Promise.all(jobs.map(statusOf))).every((s) => s === "succeeded"),
      );
      expect(await prisma.user.count({ where: { isStudent: true } })).toBe(101 * jobs.length);
    },
  );
});
