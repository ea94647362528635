// `npm run restore <file>`: loads a dump made by `npm run backup` into an EMPTY database: the embedded one in
// SPROUT_DATA_DIR (Sprout stopped), or the one DATABASE_URL names (moving to a server). A database that already
// has tables is refused. See README "Backups and upgrades".
import { readFileSync } from "node:fs";
import path from "node:path";
import { register } from "tsx/esm/api";

register();
if (!process.env.DATABASE_URL) process.umask(0o077); // owner-only files and folders (issue 41)
const { env } = await import("../lib/env.ts");
const { restoreDatabase } = await import("../lib/db/backup.ts");

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore <backup file>");
  process.exit(2);
}
try {
  const started = Date.now();
  const target = { databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.SPROUT_DATA_DIR) };
  await restoreDatabase(target, readFileSync(file, "utf8"));
  const where = env.DATABASE_URL ? "the database at DATABASE_URL" : `the embedded database in ${target.dataDir}`;
  console.log(`[sprout] restored ${file} into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`[sprout] restore failed: ${error.message}`);
  process.exit(1);
}
