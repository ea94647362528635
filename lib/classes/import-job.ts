// The CSV import job (docs/decisions/031, 063, 258): a large file's rows, written as an import_job row by
// lib/students/import.ts, are prepared (hashed) with the progress bar, then inserted with the class's defaults and the job
// marked succeeded in one transaction, or nothing is; a Class & File job creates its class in that transaction
// too (issue 41), which is why the job lives with classes (classes import students, never the reverse; the
// students' side hands a job over by its queue's name). Claim, heartbeat, retry and failure are lib/jobs/runner.ts'.
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { defineJob } from "@/lib/jobs/runner";
import { isUniqueViolation, prepareStudents, TAKEN_DURING_IMPORT, type NewStudent } from "@/lib/students/accounts";
import { CSV_IMPORT_QUEUE } from "@/lib/students/import";
import { insertWithClassDefaults } from "@/lib/students/import-insert";
import { createDraftedClass } from "./draft";

export const importStudentsJob = defineJob({
  name: CSV_IMPORT_QUEUE,
  model: "importJob",
  cleared: { rows: [] },
  load: (id) => prisma.importJob.findUnique({ where: { id } }),
  async work(job, io) {
    const students = job.rows as unknown as NewStudent[];
    const prepared = await prepareStudents(students, (done) => io.progress(done));
    await prisma.$transaction(
      async (tx) => {
        // A job with no class yet creates it from its draft, so the class exists only if its students do.
        const classId = job.classId ?? (await createDraftedClass(tx, job.createdById, job.classDraft));
        await insertWithClassDefaults(tx, classId, prepared);
        await io.complete(tx, job.classId ? {} : { classId });
      },
      { timeout: 120_000, maxWait: 30_000 },
    );
  },
  knownFailure: (error) =>
    isUniqueViolation(error) ? TAKEN_DURING_IMPORT : error instanceof AppError ? error.message : undefined,
});

/** Runs one import job to its end (tests and the benchmark call it directly). */
export function runImportJob(id: string): Promise<void> {
  return importStudentsJob.run(id);
}
