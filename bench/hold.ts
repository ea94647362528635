// `npm run bench -- hold` (issue 41): the event loop's delay (p50/p99/max) and a child's request (packs and
// progress, p50/p99) on an idle server, while four 40,000-row OneRoster previews and a 2,000-student import run
// with the files read in worker threads (lib/jobs/pool.ts), and while the same work runs on the request thread
// (SPROUT_POOL_THREADS=0, the way before issue 41). In-process through the route handlers, in a scratch
// database; BENCH_HOLD_IN_THREAD=0 skips the in-thread run (it holds the loop for the whole run).
import { scratchDatabase } from "./support";

export default async function run() {
  const scratch = await scratchDatabase(`sprout_bench_hold_${process.pid}`);
  process.env.DATABASE_URL = scratch.url;
  process.env.LOG_LEVEL = "error";
  process.env.AUTH_SECRET ??= "bench-secret-0123456789-0123456789-abcdef";
  try {
    const { prisma, ensureDatabaseReady } = await import("@/lib/db/client");
    const { startJobs } = await import("@/lib/server/jobs");
    const { stopWorkers } = await import("@/lib/jobs/queue");
    const pool = await import("@/lib/jobs/pool");
    const { holdScenario, measureHold, describeHold, BIG_DISTRICT, IMPORTED, PREVIEWS } =
      await import("../tests/support/hold");
    await ensureDatabaseReady();
    await startJobs();
    const threads = pool.defaultPoolSettings({ SPROUT_POOL_THREADS: undefined, SPROUT_POOL_QUEUE: 16 }).threads;
    console.log(
      `hold bench: ${PREVIEWS} previews of ${BIG_DISTRICT.toLocaleString("en-US")} students (40,000-row files) + a ${IMPORTED.toLocaleString("en-US")}-student import; ${threads} worker thread(s)`,
    );
    const a = await holdScenario("a");
    await a.probe();
    console.log(describeHold("idle", await measureHold(null, a.probe)));
    console.log(describeHold("heavy work, worker threads", await measureHold(a.heavy, a.probe)));
    if (process.env.BENCH_HOLD_IN_THREAD !== "0") {
      await pool.configureOffThreadPool({ threads: 0 });
      const b = await holdScenario("b");
      console.log(describeHold("heavy work, request thread (old)", await measureHold(b.heavy, b.probe)));
    }
    await pool.closeOffThreadPool();
    await stopWorkers();
    await prisma.$disconnect();
  } finally {
    await scratch.drop();
  }
}
