// Delivery of background jobs by id; the job's own row is the source of truth (docs/decisions/031, 063, 258).
// PostgreSQL server (DATABASE_URL): pg-boss hands the id to any instance. Embedded PGlite: the job runs in this
// process. Either way a sweeper in every process re-runs jobs that were lost (a process stopped, a database
// fault broke the run or the hand-over): a job is retried within a minute or failed with a message. Workers are
// registered and started once at start-up (lib/server/jobs.ts); enqueueing wakes them, never starts them.
import PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { log } from "@/lib/http/log";

export type JobWorker = {
  queue: string;
  /** Runs one job to its end; must be idempotent (a claimed, finished or missing job is left alone). */
  run: (id: string) => Promise<void>;
  /** Finds this queue's lost jobs and runs them again (or fails them); called every SWEEP_MS. */
  sweep: () => Promise<void>;
};

export const SWEEP_MS = 15_000;
const POLL_MS = 500;

type QueueState = {
  boss?: Promise<PgBoss | null>;
  workers: Map<string, JobWorker>;
  working: Set<string>;
  /** startWorkers ran (and stopWorkers did not since): deliveries go to pg-boss or run here. */
  started?: boolean;
  sweeper?: NodeJS.Timeout;
};
const g = globalThis as unknown as { __sproutQueue?: QueueState };
const state = (): QueueState => (g.__sproutQueue ??= { workers: new Map(), working: new Set() });

/** Runs a job and never rejects: a job's failures are recorded on its row, anything else is logged. */
export function runJob(worker: JobWorker, id: string): Promise<void> {
  return worker
    .run(id)
    .catch((error) => log.error("job run failed", { queue: worker.queue, id, error: String(error) }));
}

async function startBoss(): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: env.DATABASE_URL!, schema: "pgboss", max: 3 });
  boss.on("error", (error) => log.warn("pg-boss error", { error: String(error) }));
  await boss.start();
  return boss;
}

async function sweepAll() {
  for (const w of state().workers.values()) {
    await w.sweep().catch((error) => log.warn("job sweep failed", { queue: w.queue, error: String(error) }));
  }
}

function startSweeper(s: QueueState) {
  if (s.sweeper) return;
  s.sweeper = setInterval(() => void sweepAll(), SWEEP_MS);
  s.sweeper.unref();
  setImmediate(() => void sweepAll()); // jobs a stopped server left behind
}

/**
 * A scheduled task with no queue of its own (the retention purges): the sweeper calls `sweep` every SWEEP_MS in
 * every process, so it must be idempotent and decide itself how often to do real work.
 */
export function startScheduledTask(task: Pick<JobWorker, "queue" | "sweep">): void {
  const s = state();
  s.workers.set(task.queue, { ...task, run: async () => undefined });
  startSweeper(s);
}

/** Adds a worker to this process's runner (idempotent); it takes jobs once startWorkers has run. */
export function registerWorker(worker: JobWorker): void {
  const s = state();
  s.workers.set(worker.queue, worker);
  if (s.started) void listen(s, worker);
}

/** Starts this process's runner: the sweeper (which also picks up jobs a stopped server left) and pg-boss. */
export async function startWorkers(): Promise<void> {
  const s = state();
  s.started = true;
  startSweeper(s);
  // One queue after the other: pg-boss creating two queues at once can deadlock on its own tables.
  for (const worker of s.workers.values()) await listen(s, worker);
}

async function listen(s: QueueState, worker: JobWorker): Promise<void> {
  if (!env.DATABASE_URL) return;
  s.boss ??= startBoss().catch((error) => {
    s.boss = undefined;
    throw error;
  });
  const boss = await s.boss;
  if (!boss || s.working.has(worker.queue)) return;
  s.working.add(worker.queue);
  try {
    await boss.createQueue(worker.queue, {
      name: worker.queue,
      retryLimit: 3,
      retryDelay: 5,
      expireInSeconds: 60 * 30,
    });
  } catch (error) {
    s.working.delete(worker.queue);
    throw error;
  }
  void poll(boss, worker);
}

/**
 * Our own fetch → run → complete loop instead of boss.work(): pg-boss 10's worker completes a job without
 * awaiting it, so a database fault at that moment was an unhandled rejection and left the queue job active
 * until it expired. Here every step's failure is caught; the job's row stays the truth either way.
 */
async function poll(boss: PgBoss, worker: JobWorker) {
  while (state().working.has(worker.queue)) {
    let jobs: PgBoss.Job<{ id: string }>[] = [];
    try {
      jobs = (await boss.fetch<{ id: string }>(worker.queue, { batchSize: 1 })) ?? [];
    } catch (error) {
      log.warn("job queue not reachable", { queue: worker.queue, error: String(error) });
    }
    for (const job of jobs) {
      await runJob(worker, job.data.id);
      await boss
        .complete(worker.queue, job.id)
        .catch((error) =>
          log.warn("queue job not completed", { queue: worker.queue, id: job.data.id, error: String(error) }),
        );
    }
    if (!jobs.length) await new Promise((r) => setTimeout(r, POLL_MS).unref());
  }
}

/**
 * Hands a committed job to the runner. If the runner is not started in this process, or the hand-over fails (the
 * queue's database connection broke), the job's row is still there and a sweeper runs it: the caller's request
 * does not fail for it.
 */
export async function enqueue(worker: JobWorker, id: string): Promise<void> {
  const s = state();
  if (!s.started) return;
  const boss = s.working.has(worker.queue) ? await s.boss?.catch(() => null) : null;
  if (boss) {
    const sent = await boss.send(worker.queue, { id }, { retryLimit: 3, retryDelay: 5 }).catch((error) => {
      log.warn("job not handed to the queue; the sweeper will run it", {
        queue: worker.queue,
        id,
        error: String(error),
      });
      return null;
    });
    if (sent !== null) return;
  }
  setImmediate(() => void runJob(s.workers.get(worker.queue) ?? worker, id));
}

/** `enqueue` by the queue's name, for a caller below the job's definition; unregistered here, the sweeper runs it. */
export async function enqueueByName(queue: string, id: string): Promise<void> {
  const worker = state().workers.get(queue);
  if (worker) await enqueue(worker, id);
}

/** Tests and the benchmark stop the workers so the process can exit. */
export async function stopWorkers(): Promise<void> {
  const s = state();
  s.started = false;
  if (s.sweeper) clearInterval(s.sweeper);
  s.sweeper = undefined;
  const boss = await s.boss?.catch(() => null);
  s.boss = undefined;
  s.working.clear();
  await boss?.stop({ graceful: false, wait: true }).catch(() => undefined);
}
