// The tracked jobs every Sprout process runs (docs/decisions/258), registered and started once: by start-up
// (./startup.ts) and, the same way, by the test files that wait for a job (tests/support/jobs.ts). No route handler
// starts a worker.
import { registerJobs } from "@/lib/jobs/runner";
import { startWorkers } from "@/lib/jobs/queue";
import { importStudentsJob } from "@/lib/classes/import-job";
import { rosterImportJob } from "@/lib/rostering/import-job";
import { rejudgeJob } from "@/lib/activity/rejudge-job";

/** Registers every tracked job and starts this process's runner: pg-boss on PostgreSQL, in-process on PGlite. */
export async function startJobs(): Promise<void> {
  registerJobs([importStudentsJob, rosterImportJob, rejudgeJob]);
  await startWorkers();
}
