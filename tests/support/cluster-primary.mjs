// The cluster primary of `npm start` (scripts/cluster.mjs) over tests/support/cluster-worker.ts instead of
// `next start`, for tests/ops/cluster.test.ts: SPROUT_WORKERS workers on PORT, replaced when they die.
import { supervise, workerCount } from "../../scripts/cluster.mjs";

const { count, note } = workerCount();
if (note) console.log(`[sprout] ${note}`);
console.log(`[sprout] ${count} workers`);
process.exit(
  await supervise({
    count,
    exec: new URL("./cluster-worker.ts", import.meta.url).pathname,
    execArgv: ["--conditions=react-server", "--import", "tsx"],
    env: process.env,
  }),
);
