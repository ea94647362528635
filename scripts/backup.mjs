// `npm run backup [file]`: writes a consistent SQL dump of Sprout's database, while Sprout serves or not.
// Embedded (no DATABASE_URL): a running server writes it through its control channel; otherwise the data
// directory is opened here. With DATABASE_URL: PostgreSQL's `pg_dump`. Default file:
// <SPROUT_BACKUP_DIR>/sprout-<UTC time>.sql. See README "Backups and upgrades".
import path from "node:path";
import { register } from "tsx/esm/api";

register();
if (!process.env.DATABASE_URL) process.umask(0o077); // owner-only files and folders (issue 41)
const { env } = await import("../lib/env.ts");
const { backupDatabase, backupFileName, writeBackupFile } = await import("../lib/db/backup.ts");

const file = process.argv[2] ?? path.join(env.backupDir, backupFileName(new Date()));
try {
  const started = Date.now();
  const text = await backupDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.SPROUT_DATA_DIR) });
  writeBackupFile(file, text);
  const kb = Math.round(Buffer.byteLength(text) / 1024);
  console.log(`[sprout] backup written: ${file} (${kb} KB in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
} catch (error) {
  console.error(`[sprout] backup failed: ${error.message}`);
  process.exit(1);
}
