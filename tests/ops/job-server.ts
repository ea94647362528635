// A Sprout server process for tests/ops/job-restart.test.ts: it runs the server's own start-up
// (lib/server/startup.ts, as instrumentation.ts does: migrate, plans, the job runner, retention) on the test's
// PostgreSQL database and serves nothing, so whatever jobs it finishes it finishes with no request sent.
// HOLD_JOBS=1 installs the runner's test hook: each job stops at its first progress write past 0 (heartbeat still
// going) and prints `held <queue> <id>`, so the test kills the process with the job certainly mid-flight.
// Run: node --conditions=react-server --import tsx tests/ops/job-server.ts
import { setJobTestHooks } from "@/lib/jobs/runner";

if (process.env.HOLD_JOBS === "1")
  setJobTestHooks({
    afterProgress: async (queue, id, processed) => {
      if (processed === 0) return;
      console.log(`held ${queue} ${id}`);
      await new Promise<void>(() => undefined); // never: the process is killed here
    },
  });
const { startServer } = await import("@/lib/server/startup");
await startServer();
console.log("started");
