// The job runner for the test files whose imports run as jobs (docs/decisions/258): started as server start-up
// starts it (lib/server/jobs.ts), before the file's tests and after its module (so a file's vi.hoisted environment
// is read first), and stopped after them. Route handlers only enqueue, so a file that waits for a job calls this.
import { afterAll, beforeAll } from "vitest";

export function useJobRunner(): void {
  beforeAll(async () => {
    await (await import("@/lib/server/jobs")).startJobs();
  });
  afterAll(async () => {
    await (await import("@/lib/jobs/queue")).stopWorkers();
  });
}
