// Large CSV imports run as jobs. The import_job row is the source of truth (status, progress, the validated
// rows); the queue only says "run job X". With DATABASE_URL, pg-boss delivers it to any instance; on the
// embedded database (PGlite, one process) the same function runs in-process from the persisted row, and
// unfinished rows are picked up again when the server starts. See docs/decisions/031-csv-import-jobs.md.
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { AppError } from "@/lib/http/errors";
import { log } from "@/lib/http/log";
import { classDefaults, insertStudents, isUniqueViolation, prepareStudents, TAKEN_DURING_IMPORT, type NewStudent } from "@/lib/students/accounts";
import { Prisma } from "@/lib/generated/prisma/client";
import { enqueueImportJob } from "./queue";

/** A "running" job not finished after this long was abandoned by a stopped process: it may be claimed again. */
export const STALE_AFTER_MS = 15 * 60_000;

export type ImportJobView = {
  id: string;
  classId: string;
  status: "queued" | "running" | "succeeded" | "failed";
  total: number;
  processed: number;
  errors: string[];
  createdAt: string;
  finishedAt: string | null;
};

export function serializeImportJob(j: {
  id: string; classId: string; status: string; total: number; processed: number; errors: unknown; createdAt: Date; finishedAt: Date | null;
}): ImportJobView {
  return {
    id: j.id,
    classId: j.classId,
    status: j.status as ImportJobView["status"],
    total: j.total,
    processed: j.processed,
    errors: Array.isArray(j.errors) ? (j.errors as string[]) : [],
    createdAt: j.createdAt.toISOString(),
    finishedAt: j.finishedAt?.toISOString() ?? null,
  };
}

export async function createImportJob(classId: string, createdById: string, students: NewStudent[]): Promise<ImportJobView> {
  const job = await prisma.importJob.create({
    data: { classId, createdById, total: students.length, rows: students as unknown as Prisma.InputJsonValue, createdAt: now() },
  });
  await enqueueImportJob(job.id);
  return serializeImportJob(job);
}

class JobGone extends Error {}

async function claim(jobId: string): Promise<boolean> {
  const staleBefore = new Date(now().getTime() - STALE_AFTER_MS);
  const claimed = await prisma.importJob.updateMany({
    where: { id: jobId, OR: [{ status: "queued" }, { status: "running", startedAt: { lt: staleBefore } }] },
    data: { status: "running", startedAt: now(), processed: 0, attempts: { increment: 1 } },
  });
  return claimed.count === 1;
}

/** Runs one job to the end. Idempotent: a job already claimed, finished or deleted is left alone. */
export async function runImportJob(jobId: string): Promise<void> {
  if (!(await claim(jobId))) return;
  const job = await prisma.importJob.findUnique({ where: { id: jobId }, include: { class: { select: { timeLimits: true, levelThresholds: true } } } });
  if (!job) return;
  const students = job.rows as unknown as NewStudent[];
  try {
    let lastWrite = 0;
    const prepared = await prepareStudents(students, async (done) => {
      // Progress is written at most every 250 ms (and at the end): the bar moves without flooding the database.
      if (Date.now() - lastWrite > 250 || done === students.length) {
        lastWrite = Date.now();
        const still = await prisma.importJob.updateMany({ where: { id: jobId, status: "running" }, data: { processed: Math.max(0, done - 1) } });
        if (still.count === 0) throw new JobGone(); // deleted with its class meanwhile: stop hashing

      }
    });
    await prisma.$transaction(
      async (tx) => {
        await insertStudents(tx, job.classId, prepared, classDefaults(job.class));
        await tx.importJob.update({
          where: { id: jobId },
          data: { status: "succeeded", processed: job.total, finishedAt: now(), rows: [] },
        });
      },
      { timeout: 120_000, maxWait: 30_000 },
    );
  } catch (error) {
    if (error instanceof JobGone) return;
    const message = isUniqueViolation(error)
        ? TAKEN_DURING_IMPORT
        : error instanceof AppError
          ? error.message
          : "The import stopped because of an error on our side. Nothing was imported; please try again.";
    if (!isUniqueViolation(error) && !(error instanceof AppError)) {
      log.error("import job failed", { jobId, error: error instanceof Error ? error.stack : String(error) });
    }
    await prisma.importJob
      .update({ where: { id: jobId }, data: { status: "failed", errors: [message], finishedAt: now(), rows: [] } })
      .catch(() => undefined);
  }
}
