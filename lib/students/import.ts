// The CSV import of a class's students, as one pipeline: parse → validate → prepare → persist (issue 8 §1).
// The class form (Class & File), the student upload and the job worker all go through it, so the preview applies
// exactly the checks the import applies. Files of at most SYNC_IMPORT_LIMIT rows are persisted within the
// request; larger ones become an import_job row, written in the caller's transaction, that a worker runs
// (docs/decisions/031, 063). All or nothing: a bad row refuses the whole file, a failed job writes no row.
import type { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { AppError, validationError } from "@/lib/http/errors";
import { log } from "@/lib/http/log";
import { describeIssue, parseStudentCsv, readCsvUpload, type CsvIssue, type CsvRow } from "@/lib/csv/student-rows";
import { uniqueUsernames } from "@/lib/auth/usernames";
import { enqueue, runJob, startWorker, type JobWorker } from "@/lib/jobs/queue";
import {
  classDefaults,
  insertStudents,
  isUniqueViolation,
  prepareStudents,
  takenIdentifiers,
  TAKEN_DURING_IMPORT,
  type NewStudent,
  type PreparedStudent,
} from "./accounts";

/** Files with more rows than this run as a job with a progress bar (hashing ~10 ms a row). */
export const SYNC_IMPORT_LIMIT = 100;

export type ImportPreview = { rows: CsvRow[]; errors: (CsvIssue & { text: string })[]; valid: boolean; total: number };

// ---------------------------------------------------------------- parse + validate (the preview)

/** Parse and validate an uploaded file: every problem, each naming its row and column. Writes nothing. */
export async function previewStudentFile(file: unknown): Promise<ImportPreview> {
  return previewStudentCsv(await readCsvUpload(file));
}

export async function previewStudentCsv(text: string): Promise<ImportPreview> {
  const { rows, errors } = parseStudentCsv(text, now().toISOString().slice(0, 10));
  if (rows.length && !errors.some((e) => e.row <= 1)) {
    const given = rows.filter((r) => r.username);
    const taken = await takenIdentifiers(
      given.map((r) => r.username),
      rows.filter((r) => r.email).map((r) => r.email),
    );
    // A blank username is generated from the names, clear of the file's own and of existing accounts.
    const blank = rows.filter((r) => !r.username);
    if (blank.length) {
      const names = await uniqueUsernames(blank, new Set(given.map((r) => r.username)));
      blank.forEach((r, i) => Object.assign(r, { username: names[i], usernameGenerated: true }));
    }
    for (const r of given) {
      if (taken.usernames.has(r.username))
        errors.push({
          row: r.row,
          column: "username",
          message: `"${r.username}" is already taken by another account.`,
        });
    }
    for (const r of rows) {
      if (r.email && taken.emails.has(r.email))
        errors.push({ row: r.row, column: "email", message: `"${r.email}" already has an account.` });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return {
    rows,
    errors: errors.map((e) => ({ ...e, text: describeIssue(e) })),
    valid: errors.length === 0,
    total: rows.length,
  };
}

/** The preview's errors as the 400 the error modal lists: one line per problem, keyed "row N". */
export function assertImportable(preview: ImportPreview): NewStudent[] {
  if (!preview.valid) {
    const fieldErrors: Record<string, string[]> = {};
    for (const e of preview.errors)
      (fieldErrors[e.row ? `row ${e.row}${e.column ? `.${e.column}` : ""}` : "file"] ??= []).push(e.text);
    throw validationError(fieldErrors);
  }
  return preview.rows.map(toNewStudent);
}

export function toNewStudent(
  r: Pick<CsvRow, "id" | "email" | "firstName" | "lastName" | "username" | "dob">,
): NewStudent {
  return {
    externalId: r.id,
    email: r.email || null,
    firstName: r.firstName,
    lastName: r.lastName,
    username: r.username,
    dob: r.dob || null,
  };
}

// ---------------------------------------------------------------- prepare + persist

/**
 * What an upload becomes once parsed and validated: its rows, and for a small file the accounts prepared (hashed)
 * now, outside any transaction. A large file is prepared by its job.
 */
export type ImportPlan = { rows: NewStudent[]; prepared: PreparedStudent[] | null };

/**
 * parse → validate → prepare, for every upload (the class form's Class & File and a class's student upload): the
 * preview when `dryRun` (nothing written), else the plan; a file with a problem is the 400 listing every one.
 */
export async function planStudentImport(
  file: unknown,
  dryRun: boolean,
): Promise<{ preview: ImportPreview } | { plan: ImportPlan }> {
  const preview = await previewStudentFile(file);
  if (dryRun) return { preview };
  const rows = assertImportable(preview);
  return { plan: { rows, prepared: rows.length <= SYNC_IMPORT_LIMIT ? await prepareStudents(rows) : null } };
}

/**
 * persist, in the caller's transaction (which may also create the class): a small file's students now, with the
 * class's default limits; a large file as an import job, which the caller delivers once the transaction commits.
 */
export async function persistStudentImport(
  tx: Prisma.TransactionClient,
  classId: string,
  createdById: string,
  plan: ImportPlan,
): Promise<ImportJobView | null> {
  if (!plan.prepared) return createImportJob(tx, classId, createdById, plan.rows);
  await insertWithClassDefaults(tx, classId, plan.prepared);
  return null;
}

/** The last step of every path (a request's small file, a job's large one): the rows with the class's defaults. */
async function insertWithClassDefaults(tx: Prisma.TransactionClient, classId: string, prepared: PreparedStudent[]) {
  const klass = await tx.class.findUniqueOrThrow({
    where: { id: classId },
    select: { timeLimits: true, levelThresholds: true },
  });
  await insertStudents(tx, classId, prepared, classDefaults(klass));
}

// ---------------------------------------------------------------- large files: the import job

/** A running job's heartbeat is written this often; one silent for STALE_AFTER_MS was lost and runs again. */
export const HEARTBEAT_MS = 5_000;
export const STALE_AFTER_MS = 45_000;
/** After this many runs broken by faults the job is failed with a message instead of retried. */
export const MAX_ATTEMPTS = 5;

export const FAULT_MESSAGE =
  "The import stopped because the database was unavailable. Nothing was imported; please try again.";
const INTERNAL_MESSAGE = "The import stopped because of an error on our side. Nothing was imported; please try again.";

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
  id: string;
  classId: string;
  status: string;
  total: number;
  processed: number;
  errors: unknown;
  createdAt: Date;
  finishedAt: Date | null;
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

/** Writes the job row in the caller's transaction (with the class it fills, for Class & File). */
export async function createImportJob(
  tx: Prisma.TransactionClient,
  classId: string,
  createdById: string,
  students: NewStudent[],
) {
  const job = await tx.importJob.create({
    data: {
      classId,
      createdById,
      total: students.length,
      rows: students as unknown as Prisma.InputJsonValue,
      createdAt: now(),
    },
  });
  return serializeImportJob(job);
}

/** After the transaction committed: hand the job to a worker. */
export function deliverImportJob(job: ImportJobView): Promise<void> {
  return enqueue(importWorker, job.id);
}

/**
 * A database that went away mid-job (restart, terminated connection, network): worth running again. Prisma
 * reports a connection cut under one of its implicit transactions as P2028 "Transaction already closed".
 */
export function isDatabaseFault(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown; meta?: { code?: unknown } } | undefined,
      depth = 0;
    e && depth < 6;
    depth++
  ) {
    const code = String(e.code ?? e.meta?.code ?? "");
    if (
      /^(08|57P0|53300)/.test(code) ||
      ["P1001", "P1002", "P1008", "P1017", "P2024", "P2028", "ECONNREFUSED", "ECONNRESET", "EPIPE"].includes(code)
    )
      return true;
    if (
      /connection terminated|terminating connection|transaction already closed|connection (is )?closed|ECONNREFUSED|ECONNRESET|Client has encountered a connection error|the database system is (starting|shutting) up|timeout exceeded when trying to connect/i.test(
        String(e.message ?? ""),
      )
    )
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

class JobGone extends Error {}

const stale = () => new Date(now().getTime() - STALE_AFTER_MS);
const lostJobs = (): Prisma.ImportJobWhereInput => ({
  OR: [
    { status: "queued", createdAt: { lt: new Date(now().getTime() - HEARTBEAT_MS * 2) } },
    { status: "running", OR: [{ heartbeatAt: { lt: stale() } }, { heartbeatAt: null, startedAt: { lt: stale() } }] },
  ],
});

async function claim(jobId: string): Promise<boolean> {
  const claimed = await prisma.importJob.updateMany({
    where: {
      id: jobId,
      OR: [
        { status: "queued" },
        {
          status: "running",
          OR: [{ heartbeatAt: { lt: stale() } }, { heartbeatAt: null, startedAt: { lt: stale() } }],
        },
      ],
    },
    data: { status: "running", startedAt: now(), heartbeatAt: now(), processed: 0, attempts: { increment: 1 } },
  });
  return claimed.count === 1;
}

/** Retries a bookkeeping write while the database is away (up to ~30 s); the sweeper covers longer outages. */
async function settle(write: () => Promise<unknown>) {
  for (let wait = 500; ; wait *= 2) {
    try {
      await write();
      return;
    } catch (error) {
      if (!isDatabaseFault(error) || wait > 16_000) throw error;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/** Runs one job to the end. Idempotent: a job already claimed, finished or deleted is left alone. */
export async function runImportJob(jobId: string): Promise<void> {
  if (!(await claim(jobId))) return;
  const job = await prisma.importJob.findUnique({
    where: { id: jobId },
  });
  if (!job) return;
  const students = job.rows as unknown as NewStudent[];
  const heartbeat = setInterval(() => {
    prisma.importJob
      .updateMany({ where: { id: jobId, status: "running" }, data: { heartbeatAt: now() } })
      .catch((error) => log.warn("import heartbeat not written", { jobId, error: String(error) }));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    let lastWrite = 0;
    const prepared = await prepareStudents(students, async (done) => {
      // Progress is written at most every 250 ms (and at the end): the bar moves without flooding the database.
      if (Date.now() - lastWrite > 250 || done === students.length) {
        lastWrite = Date.now();
        const still = await prisma.importJob.updateMany({
          where: { id: jobId, status: "running" },
          data: { processed: Math.max(0, done - 1), heartbeatAt: now() },
        });
        if (still.count === 0) throw new JobGone(); // deleted with its class meanwhile: stop hashing
      }
    });
    await prisma.$transaction(
      async (tx) => {
        await insertWithClassDefaults(tx, job.classId, prepared);
        await tx.importJob.update({
          where: { id: jobId },
          data: { status: "succeeded", processed: job.total, finishedAt: now(), rows: [] },
        });
      },
      { timeout: 120_000, maxWait: 30_000 },
    );
  } catch (error) {
    if (error instanceof JobGone) return;
    if (isDatabaseFault(error) && job.attempts < MAX_ATTEMPTS) {
      // Nothing was written (the rows go in in one transaction): queue it again and retry in a few seconds.
      log.warn("import job interrupted by a database fault; retrying", {
        jobId,
        attempt: job.attempts,
        error: String(error),
      });
      await settle(() =>
        prisma.importJob.updateMany({
          where: { id: jobId, status: "running" },
          data: { status: "queued", processed: 0 },
        }),
      );
      setTimeout(() => void runJob(importWorker, jobId), 2_000).unref();
      return;
    }
    const message = isUniqueViolation(error)
      ? TAKEN_DURING_IMPORT
      : error instanceof AppError
        ? error.message
        : isDatabaseFault(error)
          ? FAULT_MESSAGE
          : INTERNAL_MESSAGE;
    if (!isUniqueViolation(error) && !(error instanceof AppError)) {
      log.error("import job failed", { jobId, error: error instanceof Error ? error.stack : String(error) });
    }
    await settle(() => failJob(jobId, message));
  } finally {
    clearInterval(heartbeat);
  }
}

function failJob(jobId: string, message: string) {
  return prisma.importJob.update({
    where: { id: jobId },
    data: { status: "failed", errors: [message], finishedAt: now(), rows: [] },
  });
}

/** Lost jobs (never delivered, or running without a heartbeat): run again, or fail after MAX_ATTEMPTS. */
export async function sweepImportJobs(): Promise<void> {
  const lost = await prisma.importJob.findMany({ where: lostJobs(), select: { id: true, attempts: true } });
  for (const job of lost) {
    if (job.attempts >= MAX_ATTEMPTS) {
      await prisma.importJob.updateMany({
        where: { id: job.id, ...lostJobs() },
        data: { status: "failed", errors: [FAULT_MESSAGE], finishedAt: now(), rows: [] },
      });
    } else {
      void runJob(importWorker, job.id);
    }
  }
}

const importWorker: JobWorker = { queue: "csv-import", run: runImportJob, sweep: sweepImportJobs };

/** Starts this process's import worker (idempotent): the routes that create or watch imports call it. */
export function startImportWorker(): Promise<void> {
  return startWorker(importWorker);
}
