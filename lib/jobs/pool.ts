// Work that would hold the request thread (parsing and planning a roster file, rendering card PDFs, exports,
// long drawing replays) runs through `runOffThread` (issue 41) on a pool of worker threads (piscina over
// node:worker_threads). A domain names its tasks in its own `lib/<domain>/off-thread.ts`: a `tasks` object of
// pure functions (structured-clonable input and output, no database) and the matching entries of
// `OffThreadTasks` by declaration merging:
//
//   export const tasks = { "cards.render": renderCards };
//   declare module "@/lib/jobs/pool" {
//     interface OffThreadTasks { "cards.render": { input: CardsInput; output: Uint8Array } }
//   }
//   registerOffThreadTasks(tasks);
//
// The worker threads load lib/workers/entry.ts, which imports every domain's off-thread.ts, bundled by
// scripts/build-workers.mjs to WORKER_ENTRY (at `npm run build`, `npm run dev`, postinstall and the tests' global
// setup): Next's server bundle cannot be a worker's file. The service that calls a task imports its own
// off-thread.ts too, so the task is also known in this thread: SPROUT_POOL_THREADS=0 runs every task here (the old
// way, for comparison), and so does a checkout whose bundle was never built (with a warning in the log).
// A task's AppError (a damaged zip's 400) is sent back as data and thrown here again as the same AppError.
// This file imports no domain code (lib/workers is the layer above the domains). What only the request thread
// needs (the environment, the log, piscina) is imported when the pool starts, so a worker thread never loads it
// (zod alone took 0.6 s of a thread's start on a loaded 2-core machine; scripts/build-workers.mjs refuses it).
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Piscina } from "piscina";
import type { Env } from "@/lib/env";
import { AppError, type ErrorCode, type FieldErrors } from "@/lib/http/errors";

/** Every off-thread task by name: its input and output. Domains add entries (see above). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in each domain
export interface OffThreadTasks {}

export type OffThreadTaskName = keyof OffThreadTasks;
type InputOf<K extends OffThreadTaskName> = OffThreadTasks[K] extends { input: infer I } ? I : never;
type OutputOf<K extends OffThreadTaskName> = OffThreadTasks[K] extends { output: infer O } ? O : never;
type Fn = (input: never) => unknown;

const registry = new Map<string, Fn>();

/** A domain's off-thread.ts registers its task functions (also what the worker entry loads). */
export function registerOffThreadTasks(tasks: Record<string, Fn>): void {
  for (const [name, fn] of Object.entries(tasks)) registry.set(name, fn);
}

/** The worker bundle, relative to the app's folder (scripts/build-workers.mjs writes it). */
export const WORKER_ENTRY = "lib/generated/workers/entry.mjs";

type Call = { task: string; input: unknown };
type SentError = {
  code: ErrorCode;
  message: string;
  fieldErrors?: FieldErrors;
  headers?: Record<string, string>;
  extra?: Record<string, unknown>;
};
type Outcome = { ok: true; value: unknown } | { ok: false; error: SentError };

function taskOf(name: string): Fn {
  const fn = registry.get(name);
  if (!fn) throw new Error(`No off-thread task named ${name}`);
  return fn;
}

/** In a worker thread (the entry's default export): runs one call; an AppError comes back as data. */
export async function runRegisteredTask(call: Call): Promise<Outcome> {
  try {
    return { ok: true, value: await (taskOf(call.task) as (i: unknown) => unknown)(call.input) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { code, message, fieldErrors, headers, extra } = error;
    return { ok: false, error: { code, message, fieldErrors, headers, extra } };
  }
}

// ---------------------------------------------------------------- the pool (request thread)

export type PoolSettings = {
  /** Worker threads at most; 0 runs every task in the calling thread. */
  threads: number;
  /** Tasks waiting for a thread; one more is refused with 503 and Retry-After. */
  queue: number;
};

/** Cores minus one for the request thread, at least one (SPROUT_POOL_THREADS overrides); SPROUT_POOL_QUEUE waiting. */
export function defaultPoolSettings(
  env: Pick<Env, "SPROUT_POOL_THREADS" | "SPROUT_POOL_QUEUE">,
  cores = availableParallelism(),
): PoolSettings {
  return { threads: env.SPROUT_POOL_THREADS ?? Math.max(1, cores - 1), queue: env.SPROUT_POOL_QUEUE };
}

/** Worker threads run at a lower priority than the request thread (Linux nice), so a request still gets a core. */
const NICE = 10;
/** A thread left idle this long exits (its memory goes back); the next task starts one again. */
const IDLE_MS = 30_000;

type Running = { settings: PoolSettings; pool: Piscina | null };
const state: { overrides: Partial<PoolSettings>; running: Promise<Running> | null; avgMs: number } = {
  overrides: {},
  running: null,
  avgMs: 1000,
};
let warned = false;

async function startPool(): Promise<Running> {
  const [{ env }, { log }] = await Promise.all([import("@/lib/env"), import("@/lib/http/log")]);
  const settings = { ...defaultPoolSettings(env), ...state.overrides };
  const entry = path.join(process.cwd(), WORKER_ENTRY);
  if (settings.threads === 0) return { settings, pool: null };
  if (!existsSync(entry)) {
    if (!warned)
      log.warn("off-thread pool: the worker bundle is missing, heavy work runs on the request thread", {
        entry,
        fix: "npm run build (or node scripts/build-workers.mjs)",
      });
    warned = true;
    return { settings, pool: null };
  }
  const { Piscina } = await import("piscina");
  const pool = new Piscina({
    filename: pathToFileURL(entry).href,
    minThreads: 0,
    maxThreads: settings.threads,
    maxQueue: settings.queue,
    idleTimeout: IDLE_MS,
    niceIncrement: NICE,
    // Not the server's flags: under tsx (`npm run bench`) its loader made each thread's start 4 s instead of 0.6 s.
    execArgv: [],
  });
  return { settings, pool };
}

/** Tests and the bench: run with other settings (threads 0: every task in this thread); the old pool is closed. */
export async function configureOffThreadPool(settings: Partial<PoolSettings> | null): Promise<void> {
  await closeOffThreadPool();
  state.overrides = settings ?? {};
}

/** Closes the worker threads (tests, the bench, shutdown); the next task starts the pool again. */
export async function closeOffThreadPool(): Promise<void> {
  const running = await state.running;
  state.running = null;
  await running?.pool?.destroy();
}

/** The pool's figures, for tests and the bench: tasks completed by worker threads, threads alive, waiting. */
export async function offThreadStats(): Promise<{ completed: number; threads: number; queued: number }> {
  const pool = (await state.running)?.pool;
  return { completed: pool?.completed ?? 0, threads: pool?.threads.length ?? 0, queued: pool?.queueSize ?? 0 };
}

function busy({ pool, settings }: Running): AppError {
  const waitS = Math.ceil((((pool?.queueSize ?? 0) / settings.threads + 1) * state.avgMs) / 1000);
  const seconds = Math.min(60, Math.max(1, waitS));
  return new AppError(
    "unavailable",
    `Sprout is busy with other large files right now. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
    { headers: { "Retry-After": String(seconds) } },
  );
}

/** Runs a named task off the request thread and resolves with its output (a full queue: AppError 503). */
export async function runOffThread<K extends OffThreadTaskName>(task: K, input: InputOf<K>): Promise<OutputOf<K>> {
  const name = task as string;
  const fn = taskOf(name) as (i: unknown) => unknown;
  state.running ??= startPool();
  const running = await state.running;
  const { pool, settings } = running;
  if (!pool) return (await fn(input)) as OutputOf<K>;
  if (pool.queueSize >= settings.queue) throw busy(running);
  const started = performance.now();
  let outcome: Outcome;
  try {
    outcome = (await pool.run({ task: name, input } satisfies Call)) as Outcome;
  } catch (error) {
    if (error instanceof Error && error.message === "Task queue is at limit") throw busy(running);
    throw error;
  }
  state.avgMs = 0.8 * state.avgMs + 0.2 * (performance.now() - started);
  if (outcome.ok) return outcome.value as OutputOf<K>;
  const { code, message, ...opts } = outcome.error;
  throw new AppError(code, message, opts);
}
