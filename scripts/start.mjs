// `npm start`: builds Sprout when there is no build or the sources changed since the last one, then serves
// it on PORT (default 3000), on the address HOSTNAME names (default every interface). Without DATABASE_URL it
// runs on embedded PGlite under ./.data, migrated and seeded with demo accounts that the server prints. With
// DATABASE_URL it runs one server process per core (SPROUT_WORKERS sets the count; scripts/cluster.mjs).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { supervise, workerCount } from "./cluster.mjs";
import { listeningOn, nextStartArgs } from "./next-start.mjs";

if (!process.env.DATABASE_URL) {
  // The embedded database (issue 41): everything Sprout writes is owner-only, and a data folder other accounts can
  // write is refused before anything is built or served (the server checks again as it opens the database).
  process.umask(0o077);
  const { register } = await import("tsx/esm/api");
  register();
  const { assertOwnFolder } = await import("../lib/db/private-files.ts");
  const dir = path.resolve(process.env.SPROUT_DATA_DIR ?? ".data");
  try {
    if (existsSync(dir)) assertOwnFolder(dir);
  } catch (error) {
    console.error(`[sprout] cannot start: ${error.message}`);
    process.exit(1);
  }
}

const SOURCES = [
  "app",
  "components",
  "lib",
  "prisma",
  "public",
  "content",
  "package.json",
  "next.config.mjs",
  "instrumentation.ts",
];
const STAMP = ".next/sprout-source-stamp";

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === "generated" || entry === "node_modules") continue;
    max = Math.max(max, newestMtime(path.join(p, entry)));
  }
  return max;
}

const stamp = String(Math.max(...SOURCES.map(newestMtime)));
const built = existsSync(".next/BUILD_ID") && existsSync(STAMP) && readFileSync(STAMP, "utf8") === stamp;
if (!built) {
  console.log("[sprout] building (first start, or sources changed)…");
  const started = Date.now();
  const r = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(STAMP, stamp);
  console.log(`[sprout] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const port = process.env.PORT ?? "3000";
const serverEnv = {
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  APP_URL: `http://localhost:${port}`,
  NEXTAUTH_URL: process.env.APP_URL ?? `http://localhost:${port}`,
  ...process.env,
};
const { count, note } = workerCount();
if (count === 0) {
  console.error(`[sprout] ${note}`);
  process.exit(1);
}
if (note) console.log(`[sprout] ${note}`);
console.log(listeningOn());
if (count > 1) {
  // With PostgreSQL: one process per core (SPROUT_WORKERS), docs/decisions/230.
  console.log(`[sprout] ${count} server processes (SPROUT_WORKERS=${process.env.SPROUT_WORKERS ?? "one per core"})`);
  const [exec, ...args] = nextStartArgs();
  process.exit(
    await supervise({
      count,
      exec,
      args,
      env: serverEnv,
      // Once per deployment, not once per process: the demo seed and its banner, nightly backups.
      quietEnv: { SPROUT_SEED_DEMO: "0", SPROUT_BACKUP_NIGHTLY: "0" },
    }),
  );
}
const child = spawn(process.execPath, nextStartArgs(), { stdio: "inherit", env: serverEnv });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
