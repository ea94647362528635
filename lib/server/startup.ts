// Runs once when a Sprout server process starts (from instrumentation.ts, Node runtime only): migrate under an
// advisory lock (several instances may start together), then seed the demo accounts where configured and print them.
import { ensureDatabaseReady } from "@/lib/db/client";
import { env } from "@/lib/env";
import { demoBanner, seedDemo } from "./seed";
import { startJobs } from "./jobs";
import { scheduleRejudging } from "@/lib/activity/rejudge-job";
import { installPeerAddressHook } from "./peer-address";
import { syncPlans } from "@/lib/payments/plans";
import { startRetention } from "./retention";
import { startNightlyBackups } from "./backups";
import { stopOnSignals } from "./stop";

export async function startServer(): Promise<void> {
  installPeerAddressHook();
  try {
    await ensureDatabaseReady();
  } catch (error) {
    // A server without its database is no use: say why and stop, instead of answering 500s.
    console.error(`[sprout] cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  // The requests in flight answer before the database closes; new ones get 503 (./stop.ts).
  stopOnSignals();
  // Plans come from content/plans.json: an idempotent upsert, so every instance may run it (docs/decisions/110).
  await syncPlans().catch((error) => console.error(`[sprout] plans not loaded: ${(error as Error).message}`));
  // Every instance runs the tracked jobs (CSV and OneRoster imports): pg-boss on PostgreSQL, in-process on PGlite;
  // jobs a stopped server left are resumed by the runner's sweep, with no request needed (docs/decisions/258).
  await startJobs().catch((error) => console.error(`[sprout] job runner not started: ${(error as Error).message}`));
  // Attempts judged under other puzzle rules than today's are judged again from their programs (issue 38).
  await scheduleRejudging().catch((error) =>
    console.error(`[sprout] re-judging not scheduled: ${(error as Error).message}`),
  );
  // Archived classes after 30 days, unconfirmed under-13 sign-ups after 14 (./retention.ts).
  startRetention();
  console.log(
    `[sprout] database ready (${env.isEmbeddedDb ? `embedded PGlite in ${env.SPROUT_DATA_DIR}` : "PostgreSQL server"})`,
  );
  startNightlyBackups();
  if (env.seedDemo) {
    if (await seedDemo()) console.log("[sprout] demo data created");
    console.log(demoBanner(env.APP_URL));
  }
}
