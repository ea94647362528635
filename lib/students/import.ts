// The CSV import of a class's students, as one pipeline: parse → validate (./import-preview.ts) → prepare →
// persist (issue 8 §1). The class form (Class & File), the student upload and the job all go through it, so the
// preview applies exactly the checks the import applies. Files of at most SYNC_IMPORT_LIMIT rows are persisted
// within the request; larger ones become an import_job row, written in the caller's transaction, that the job
// runner runs (./import-job.ts; docs/decisions/031, 063, 258). All or nothing: a bad row refuses the whole file,
// a failed job writes no row, not even the class a Class & File job was to create (issue 41).
import type { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { now } from "@/lib/clock";
import { prepareStudents, type NewStudent, type PreparedStudent } from "./accounts";
import { assertImportable, previewStudentFile, type ImportPreview } from "./import-preview";
import { insertWithClassDefaults } from "./import-insert";
import { enqueueByName } from "@/lib/jobs/queue";
import type { importJobViewSchema } from "./wire";
import type { ClassDraft } from "@/lib/classes/draft";

/** Files with more rows than this run as a job with a progress bar (hashing ~10 ms a row). */
export const SYNC_IMPORT_LIMIT = 100;

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
  if (!plan.prepared) return createImportJob(tx, { classId }, createdById, plan.rows);
  await insertWithClassDefaults(tx, classId, plan.prepared);
  return null;
}

// ---------------------------------------------------------------- large files: the import job

export type ImportJobView = z.output<typeof importJobViewSchema>;

export function serializeImportJob(j: {
  id: string;
  classId: string | null;
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

/**
 * Writes the job row in the caller's transaction: for the class it fills, or (Class & File) with the draft of the
 * class it creates when it runs (lib/classes/draft.ts).
 */
export async function createImportJob(
  tx: Prisma.TransactionClient,
  target: { classId: string } | { classDraft: ClassDraft },
  createdById: string,
  students: NewStudent[],
) {
  const job = await tx.importJob.create({
    data: {
      ...("classId" in target ? { classId: target.classId } : { classDraft: target.classDraft }),
      createdById,
      total: students.length,
      rows: students as unknown as Prisma.InputJsonValue,
      createdAt: now(),
    },
  });
  return serializeImportJob(job);
}

/** The import job's queue (its definition is lib/classes/import-job.ts: it may create the job's class). */
export const CSV_IMPORT_QUEUE = "csv-import";

/** After the transaction committed: wake the job runner (which would also find the row by itself). */
export function deliverImportJob(job: ImportJobView): Promise<void> {
  return enqueueByName(CSV_IMPORT_QUEUE, job.id);
}
