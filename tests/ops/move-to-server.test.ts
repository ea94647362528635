// Issue 24: the documented path from the embedded database to a PostgreSQL server, through the commands a
// school's administrator runs (README "Backups and upgrades"): `npm run restore` into a new data folder,
// `npm run backup` while Sprout serves on it, then `DATABASE_URL=… npm run restore` into a new, empty database.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { recordAudit } from "@/lib/audit/record";
import { dumpPostgres } from "@/lib/db/backup";
import { migrate } from "@/lib/db/migrate";
import { sqlFromPg } from "@/lib/db/sql";
import { seedDemo } from "@/lib/server/seed";
import { brokenAuditEntries, rowCounts } from "../support/backup-checks";
import { prefix, serverUrl, urlFor } from "../support/db-names";
import { embeddedEnv, root, startInstance, stopInstance } from "../support/embedded";

const target = `${prefix}_move`;
const admin = new Client({ connectionString: serverUrl });

afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS "${target}" WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
});

/** Runs `npm run <script> -- args` as the administrator would (node scripts/<script>.mjs), with `env`. */
function npmRun(script: "backup" | "restore", args: string[], env: NodeJS.ProcessEnv) {
  const r = spawnSync(process.execPath, [`scripts/${script}.mjs`, ...args], { cwd: root, env, encoding: "utf8" });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe("moving from the embedded database to a PostgreSQL server", () => {
  it(
    "backup on the embedded database while it serves, restore with DATABASE_URL: every row, the audit log verifies",
    { timeout: 300_000 },
    async () => {
      // An embedded school with data: the demo school and audit entries, restored into a new data folder.
      await seedDemo();
      for (let i = 0; i < 5; i++) {
        await recordAudit({
          action: `test.${i}`,
          actor: null,
          organizationId: null,
          ip: "",
          userAgent: "",
          requestId: `r${i}`,
          status: 200,
        });
      }
      const work = mkdtempSync(path.join(tmpdir(), "sprout-move-"));
      const dataDir = path.join(work, "data");
      const seedFile = path.join(work, "seed.sql");
      writeFileSync(seedFile, await dumpPostgres(process.env.DATABASE_URL!));
      const seeded = npmRun("restore", [seedFile], embeddedEnv(dataDir));
      expect(seeded.out).toContain(`restored ${seedFile} into the embedded database in ${dataDir}`);

      // Sprout serves on it; one more acknowledged write; then `npm run backup` (answered by the server itself).
      const instance = await startInstance(dataDir);
      const backupFile = path.join(work, "backups", "before-move.sql");
      try {
        expect((await fetch(`${instance.url}/write?key=last-before-backup`, { method: "POST" })).status).toBe(200);
        const backup = npmRun("backup", [backupFile], embeddedEnv(dataDir));
        expect(backup.out).toContain(`backup written: ${backupFile}`);
        expect(readFileSync(backupFile, "utf8")).toContain("last-before-backup");
        // Restoring over a served data folder is refused: the lock.
        const over = npmRun("restore", [backupFile], embeddedEnv(dataDir));
        expect(over.status).toBe(1);
        expect(over.out).toContain(`is using the embedded database in ${dataDir}`);
      } finally {
        await stopInstance(instance);
      }

      // The move: an empty database on the server, DATABASE_URL=… npm run restore <file>.
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${target}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${target}"`);
      const moved = npmRun("restore", [backupFile], { ...embeddedEnv(dataDir), DATABASE_URL: urlFor(target) });
      expect(moved.out).toContain(`restored ${backupFile} into the database at DATABASE_URL`);
      const again = npmRun("restore", [backupFile], { ...embeddedEnv(dataDir), DATABASE_URL: urlFor(target) });
      expect(again.status).toBe(1);
      expect(again.out).toMatch(/The database at DATABASE_URL is not empty/);

      const source = new Client({ connectionString: process.env.DATABASE_URL });
      const server = new Client({ connectionString: urlFor(target) });
      await Promise.all([source.connect(), server.connect()]);
      try {
        const expected = await rowCounts(sqlFromPg(source));
        expected.audit_log! += 1; // the write made on the embedded database
        expect(await rowCounts(sqlFromPg(server))).toEqual(expected);
        expect(await brokenAuditEntries(sqlFromPg(server))).toBe(0);
        // Sprout starting on it finds its schema up to date.
        expect((await migrate(sqlFromPg(server))).applied).toEqual([]);
      } finally {
        await Promise.all([source.end(), server.end()]);
      }
    },
  );
});
