// One Sprout process per core (issue 25, docs/decisions/230): `npm start` with DATABASE_URL runs this primary,
// which forks SPROUT_WORKERS workers (default: one per core) through Node's cluster module. Every worker runs
// `next start` on the same port; the primary accepts the connections and hands them round-robin to the workers.
// Sessions, rate limits, jobs and chat already live in PostgreSQL (several instances share them), so workers
// need nothing from each other. A worker that dies is replaced (after a growing pause if it keeps dying young);
// SIGTERM or SIGINT stops every worker and waits for them. On the embedded PGlite database there is one process
// only: its lock admits one.
import cluster from "node:cluster";
import { availableParallelism } from "node:os";

/**
 * How many server processes `npm start` runs: 1 on the embedded database (no DATABASE_URL), else SPROUT_WORKERS
 * (a whole number ≥ 1) or one per core. Returns the count and, when the setting was not followed, why.
 */
export function workerCount(env = process.env, cores = availableParallelism()) {
  const asked = env.SPROUT_WORKERS?.trim();
  if (asked && !/^[1-9]\d{0,2}$/.test(asked)) {
    return { count: 0, note: `SPROUT_WORKERS must be a whole number from 1 to 999, not "${env.SPROUT_WORKERS}"` };
  }
  if (!env.DATABASE_URL) {
    return {
      count: 1,
      note:
        asked && asked !== "1"
          ? "SPROUT_WORKERS ignored: the embedded database (no DATABASE_URL) admits one process"
          : undefined,
    };
  }
  return { count: asked ? Number(asked) : Math.max(1, cores) };
}

/** The pause before replacing a worker that died `lifeMs` after it started, the `streak`-th young death in a row. */
export function restartDelay(lifeMs, streak) {
  return lifeMs >= 10_000 ? 0 : Math.min(30_000, 500 * 2 ** Math.min(Math.max(streak - 1, 0), 6));
}

/**
 * Runs as the cluster primary: forks `count` workers of `exec` (with `args`) and keeps them running. Workers
 * other than the first get `quietEnv` on top of `env` (one-per-deployment chores: the demo seed, nightly
 * backups). Resolves with the exit code once every worker has stopped after SIGTERM/SIGINT, or when the
 * workers fail before any of them served (a configuration error: restarting would not help).
 */
export function supervise({ count, exec, args = [], execArgv, env = {}, quietEnv = {}, log = console.log }) {
  cluster.setupPrimary({ exec, args, ...(execArgv ? { execArgv } : {}) });
  const slots = new Map(); // worker.id → { slot, startedAt }
  const youngDeaths = new Map(); // slot → consecutive deaths within 10 s of starting
  let served = false;
  let stopping = false;
  let exitCode = 0;
  return new Promise((resolve) => {
    const fork = (slot) => {
      const worker = cluster.fork({ ...env, ...(slot === 1 ? {} : quietEnv), SPROUT_WORKER: String(slot) });
      slots.set(worker.id, { slot, startedAt: Date.now() });
    };
    cluster.on("listening", () => (served = true));
    cluster.on("exit", (worker, code, signal) => {
      const s = slots.get(worker.id);
      slots.delete(worker.id);
      if (!stopping && !served) {
        log(`[sprout] worker ${s?.slot} exited (${signal ?? code}) before serving; stopping`);
        stopping = true;
        exitCode = typeof code === "number" && code !== 0 ? code : 1;
        for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
      }
      if (stopping) {
        if (slots.size === 0) resolve(exitCode);
        return;
      }
      const life = Date.now() - (s?.startedAt ?? 0);
      const streak = life < 10_000 ? (youngDeaths.get(s.slot) ?? 0) + 1 : 0;
      youngDeaths.set(s.slot, streak);
      const delay = restartDelay(life, streak);
      log(
        `[sprout] worker ${s.slot} (pid ${worker.process.pid}) exited (${signal ?? code}); ` +
          `starting a new one${delay ? ` in ${(delay / 1000).toFixed(1)} s` : ""}`,
      );
      setTimeout(() => !stopping && fork(s.slot), delay);
    });
    const stop = (sig) => {
      if (stopping) return;
      stopping = true;
      log(`[sprout] ${sig}: stopping ${slots.size} worker(s)`);
      if (slots.size === 0) return resolve(exitCode);
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(sig);
      // A worker that does not stop within 15 s is killed, so the deployment's stop never hangs.
      setTimeout(() => {
        for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGKILL");
      }, 15_000).unref();
    };
    process.on("SIGTERM", () => stop("SIGTERM"));
    process.on("SIGINT", () => stop("SIGINT"));
    for (let slot = 1; slot <= count; slot++) fork(slot);
  });
}
