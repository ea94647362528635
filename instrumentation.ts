// Runs once when a Sprout server process starts: migrate (under an advisory lock, so several instances can
// start together), then seed the demo accounts where configured and print them.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { ensureDatabaseReady, closeDatabase } = await import("@/lib/db/client");
  const { env } = await import("@/lib/env");
  try {
    await ensureDatabaseReady();
  } catch (error) {
    // A server without its database is no use: say why and stop, instead of answering 500s.
    console.error(`[sprout] cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void closeDatabase().finally(() => process.exit(0)));
  }
  console.log(`[sprout] database ready (${env.isEmbeddedDb ? `embedded PGlite in ${env.SPROUT_DATA_DIR}` : "PostgreSQL server"})`);
  if (env.seedDemo) {
    const { seedDemo, demoBanner } = await import("@/lib/db/seed");
    const created = await seedDemo();
    if (created) console.log("[sprout] demo data created");
    console.log(demoBanner(env.APP_URL));
  }
}
