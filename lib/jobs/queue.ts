// Delivery of import jobs. PostgreSQL server (DATABASE_URL): pg-boss, so a job survives a restart and any
// instance may run it. Embedded PGlite: pg-boss cannot connect to it, so the job runs in this process from
// its persisted import_job row, and rows left queued/running by a stopped server are resumed on start.
import PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { prisma } from "@/lib/db/client";
import { log } from "@/lib/http/log";

export const IMPORT_QUEUE = "csv-import";

type QueueState = { boss?: Promise<PgBoss | null>; resumed?: boolean };
const g = globalThis as unknown as { __sproutQueue?: QueueState };
const state = (): QueueState => (g.__sproutQueue ??= {});

async function run(jobId: string) {
  const { runImportJob } = await import("./import-jobs");
  await runImportJob(jobId);
}

async function startBoss(): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: env.DATABASE_URL!, schema: "pgboss", max: 3 });
  boss.on("error", (error) => log.error("pg-boss error", { error: String(error) }));
  await boss.start();
  await boss.createQueue(IMPORT_QUEUE, { name: IMPORT_QUEUE, retryLimit: 3, retryDelay: 5, expireInSeconds: 60 * 30 });
  await boss.work<{ jobId: string }>(IMPORT_QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async (jobs) => {
    for (const job of jobs) await run(job.data.jobId);
  });
  return boss;
}

/** Starts this process's worker (idempotent). Called by the routes that create or watch import jobs. */
export function startImportWorker(): Promise<PgBoss | null> {
  const s = state();
  if (!env.DATABASE_URL) {
    if (!s.resumed) {
      s.resumed = true;
      void resumeEmbeddedJobs();
    }
    return Promise.resolve(null);
  }
  s.boss ??= startBoss().catch((error) => {
    s.boss = undefined;
    throw error;
  });
  return s.boss;
}

async function resumeEmbeddedJobs() {
  // One process owns an embedded database, so a row still "running" was left by a server that stopped.
  await prisma.importJob.updateMany({ where: { status: "running" }, data: { status: "queued" } });
  const pending = await prisma.importJob.findMany({ where: { status: { in: ["queued", "running"] } }, select: { id: true } });
  for (const job of pending) setImmediate(() => void run(job.id).catch((e) => log.error("import job", { error: String(e) })));
}

export async function enqueueImportJob(jobId: string): Promise<void> {
  const boss = await startImportWorker();
  if (boss) {
    await boss.send(IMPORT_QUEUE, { jobId }, { retryLimit: 3, retryDelay: 5 });
    return;
  }
  setImmediate(() => void run(jobId).catch((e) => log.error("import job", { jobId, error: String(e) })));
}

/** Tests and the benchmark stop the worker so the process can exit. */
export async function stopImportWorker(): Promise<void> {
  const s = state();
  const boss = await s.boss?.catch(() => null);
  s.boss = undefined;
  await boss?.stop({ graceful: false, wait: true }).catch(() => undefined);
}
