// The worker threads' module (issue 41; lib/jobs/pool.ts): every domain's off-thread.ts, whose import registers its
// tasks, and the function piscina calls for each task. The top layer of lib/ (it imports domains; nothing imports
// it): scripts/build-workers.mjs bundles it to lib/generated/workers/entry.mjs, the file the pool's threads load.
// A domain with off-thread work adds its line here.
import "@/lib/cards/off-thread";
import "@/lib/csv/off-thread";
import "@/lib/puzzles/off-thread";
import "@/lib/reports/off-thread";
import "@/lib/rostering/off-thread";
import "@/lib/rostering/admin-csv-off-thread";
import "@/lib/students/off-thread";

export { runRegisteredTask as default } from "@/lib/jobs/pool";
