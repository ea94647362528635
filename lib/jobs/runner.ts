// One runner for Sprout's tracked background jobs (issue 37, docs/decisions/258), in the shape of documenso's
// defineJob: a job is a row of a table with the lifecycle columns (status, total, processed, errors, created_at,
// started_at, finished_at, heartbeat_at, attempts: import_job, roster_import) plus its own input. A definition
// names its table and keeps only its work; the runner owns claim, heartbeat, progress, the retry after a
// database fault, the failure message and the sweep of lost jobs. Jobs register once at start-up
// (lib/server/jobs.ts); delivery is ./queue.ts (pg-boss on PostgreSQL, in-process on PGlite).
import type { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { env } from "@/lib/env";
import { HEAVY_JOBS_PER_INSTANCE } from "@/lib/http/limits";
import { log } from "@/lib/http/log";
import { isDatabaseFault, settle } from "./faults";
import { enqueue, registerWorker, runJob, type JobWorker } from "./queue";

/** A running job's heartbeat is written this often; one silent for STALE_AFTER_MS was lost and runs again. */
export const HEARTBEAT_MS = 5_000;
export const STALE_AFTER_MS = 45_000;
/** After this many runs broken by faults the job is failed with a message instead of retried. */
export const MAX_ATTEMPTS = 5;
const RETRY_AFTER_MS = 2_000;
/** Progress is written at most this often (and at the end): the bar moves without flooding the database. */
const PROGRESS_EVERY_MS = 250;

export const FAULT_MESSAGE =
  "The import stopped because the database was unavailable. Nothing was imported; please try again.";
export const INTERNAL_MESSAGE =
  "The import stopped because of an error on our side. Nothing was imported; please try again.";

type Db = Prisma.TransactionClient;
type Lifecycle = { fields: { status: unknown; processed: unknown; heartbeatAt: unknown; attempts: unknown } };
/** The models with the lifecycle columns: the shared column contract, checked by the compiler. */
export type JobModel = { [K in keyof Db]: Db[K] extends Lifecycle ? K : never }[keyof Db];
/** What the runner reads of a job's row. */
export type JobRow = { id: string; total: number; attempts: number };

type Fields = Record<string, unknown>;
type JobTable = {
  updateMany(args: { where: Fields; data: Fields }): Promise<{ count: number }>;
  findMany(args: { where: Fields; select: { id: true; attempts: true } }): Promise<{ id: string; attempts: number }[]>;
};

export type JobIo = {
  /** `done` of `of` (the row's total) prepared: written with the heartbeat; stops the work if the row is gone. */
  progress(done: number, of?: number): Promise<void>;
  /** Marks the job succeeded inside the work's own transaction, so the result and the mark commit together. */
  complete(tx: Db, result?: Fields): Promise<void>;
};

export type JobDefinition<Row extends JobRow> = {
  /** The queue's name. */
  name: string;
  model: JobModel;
  /** The input column emptied when the job ends (children's details are not kept), e.g. `{ rows: [] }`. */
  cleared: Fields;
  load(id: string): Promise<Row | null>;
  /** The work: commits its result; the runner marks the job succeeded after it unless `io.complete` did. */
  work(job: Row, io: JobIo): Promise<void>;
  /** The message of a failure the work expects (not logged as an error); undefined for anything else. */
  knownFailure?(error: unknown): string | undefined;
};

export type TrackedJob = {
  name: string;
  /** Runs one job to its end; idempotent (a job claimed, finished or deleted is left alone). */
  run(id: string): Promise<void>;
  /** Lost jobs (never delivered, or running without a heartbeat): run again, or failed after MAX_ATTEMPTS. */
  sweep(): Promise<void>;
  /** Wakes the runner for a job whose row was committed; the sweep runs it if delivery fails. */
  enqueue(id: string): Promise<void>;
  worker: JobWorker;
};

type Hooks = { afterProgress?: (name: string, id: string, processed: number) => Promise<void> };
const hooks = ((globalThis as unknown as { __sproutJobHooks?: Hooks }).__sproutJobHooks ??= {});

/**
 * Tests only (tests/ops/job-restart.test.ts): `afterProgress` runs after each progress write; one that never
 * resolves holds the job mid-flight, heartbeat going, as a process killed there leaves it.
 */
export function setJobTestHooks(next: Hooks): void {
  Object.assign(hooks, next);
}

class JobGone extends Error {}

type Slots = { running: number; waiting: (() => void)[]; queued: Set<string> };
const slots = ((globalThis as unknown as { __sproutJobSlots?: Slots }).__sproutJobSlots ??= {
  running: 0,
  waiting: [],
  queued: new Set(),
});

/**
 * Runs `work` once one of this process's HEAVY_JOBS_PER_INSTANCE slots is free (issue 41): an import waits its
 * turn with its row still "queued" (the progress bar says so), never dropped. A job already waiting here is not
 * queued twice (the sweep re-delivers queued jobs every SWEEP_MS).
 */
async function inSlot(key: string, work: () => Promise<void>): Promise<void> {
  if (slots.queued.has(key)) return;
  if (slots.running < HEAVY_JOBS_PER_INSTANCE) slots.running++;
  else {
    slots.queued.add(key);
    await new Promise<void>((take) => slots.waiting.push(take)); // the slot is handed over by the job ending
    slots.queued.delete(key);
  }
  try {
    await work();
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.running--;
  }
}

const PROCESS_START = Date.now() - process.uptime() * 1000;

/** A running job whose heartbeat is older than this was lost. */
function staleBefore(): Date {
  const cutoff = now().getTime() - STALE_AFTER_MS;
  // The embedded database has one process (docs/decisions/003): a heartbeat older than this one is a dead one's.
  return new Date(env.isEmbeddedDb ? Math.max(cutoff, PROCESS_START) : cutoff);
}

/** A running job whose heartbeat stopped (or never started) was lost. */
function staleRunning(): Fields {
  const stale = staleBefore();
  return { status: "running", OR: [{ heartbeatAt: { lt: stale } }, { heartbeatAt: null, startedAt: { lt: stale } }] };
}

/** Jobs no runner holds: queued but not delivered within two heartbeats, or running and lost. */
function lostJobs(): Fields {
  return {
    OR: [{ status: "queued", createdAt: { lt: new Date(now().getTime() - HEARTBEAT_MS * 2) } }, staleRunning()],
  };
}

export function defineJob<Row extends JobRow>(def: JobDefinition<Row>): TrackedJob {
  const table = (db: Db) => (db as unknown as Record<JobModel, JobTable>)[def.model];
  const ended = (status: string, data: Fields) => ({ status, finishedAt: now(), ...def.cleared, ...data });

  async function claim(id: string): Promise<boolean> {
    const claimed = await table(prisma).updateMany({
      where: { id, OR: [{ status: "queued" }, staleRunning()] },
      data: { status: "running", startedAt: now(), heartbeatAt: now(), processed: 0, attempts: { increment: 1 } },
    });
    return claimed.count === 1;
  }

  async function run(id: string): Promise<void> {
    await inSlot(`${def.name} ${id}`, () => runClaimed(id));
  }

  async function runClaimed(id: string): Promise<void> {
    if (!(await claim(id))) return;
    const job = await def.load(id);
    if (!job) return;
    const running = { id, status: "running" };
    const heartbeat = setInterval(() => {
      table(prisma)
        .updateMany({ where: running, data: { heartbeatAt: now() } })
        .catch((error) => log.warn("job heartbeat not written", { queue: def.name, id, error: String(error) }));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    let lastWrite = 0;
    const io: JobIo = {
      async progress(done, of = job.total) {
        if (Date.now() - lastWrite <= PROGRESS_EVERY_MS && done < of) return;
        lastWrite = Date.now();
        const still = await table(prisma).updateMany({
          where: running,
          data: { processed: Math.max(0, done - 1), heartbeatAt: now() },
        });
        if (still.count === 0) throw new JobGone(); // deleted (with its class or organization) meanwhile: stop
        await hooks.afterProgress?.(def.name, id, Math.max(0, done - 1));
      },
      async complete(tx, result = {}) {
        await table(tx).updateMany({ where: running, data: ended("succeeded", { processed: job.total, ...result }) });
      },
    };
    try {
      await def.work(job, io);
      await table(prisma).updateMany({ where: running, data: ended("succeeded", { processed: job.total }) });
    } catch (error) {
      if (error instanceof JobGone) return;
      if (isDatabaseFault(error) && job.attempts < MAX_ATTEMPTS) {
        // The work writes in one transaction, so nothing was: queue it again and retry in a few seconds.
        log.warn("job interrupted by a database fault; retrying", {
          queue: def.name,
          id,
          attempt: job.attempts,
          error: String(error),
        });
        await settle(() => table(prisma).updateMany({ where: running, data: { status: "queued", processed: 0 } }));
        setTimeout(() => void runJob(tracked.worker, id), RETRY_AFTER_MS).unref();
        return;
      }
      const known = def.knownFailure?.(error);
      if (known === undefined)
        log.error("job failed", { queue: def.name, id, error: error instanceof Error ? error.stack : String(error) });
      const message = known ?? (isDatabaseFault(error) ? FAULT_MESSAGE : INTERNAL_MESSAGE);
      await settle(() => table(prisma).updateMany({ where: running, data: ended("failed", { errors: [message] }) }));
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function sweep(): Promise<void> {
    const lost = await table(prisma).findMany({ where: lostJobs(), select: { id: true, attempts: true } });
    for (const job of lost) {
      if (job.attempts >= MAX_ATTEMPTS)
        await table(prisma).updateMany({
          where: { id: job.id, ...lostJobs() },
          data: ended("failed", { errors: [FAULT_MESSAGE] }),
        });
      else void runJob(tracked.worker, job.id);
    }
  }

  const worker: JobWorker = { queue: def.name, run, sweep };
  const tracked: TrackedJob = { name: def.name, run, sweep, enqueue: (id) => enqueue(worker, id), worker };
  return tracked;
}

/** Registers tracked jobs with this process's runner (at start-up, once per job; again is harmless). */
export function registerJobs(jobs: TrackedJob[]): void {
  for (const job of jobs) registerWorker(job.worker);
}
