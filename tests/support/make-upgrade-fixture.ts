// Makes the upgrade fixture: a data folder of THIS release's embedded database (the demo school, audit entries),
// as tests/fixtures/upgrade/sprout-data-<version>.tar.xz beside a manifest of its rows per table and migrations.
// tests/ops/upgrade.test.ts starts every later release on a copy of each fixture kept there. A release refreshes
// it with (see README "Backups and upgrades"):
//   node --import tsx tests/support/make-upgrade-fixture.ts
// and commits the new pair; older pairs stay, so each release still upgrades from every kept one.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sqlFromPglite } from "@/lib/db/sql";
import { rowCounts } from "./backup-checks";
import { root, startInstance, stopInstance } from "./embedded";

const version = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).version as string;
const work = mkdtempSync(path.join(tmpdir(), "sprout-fixture-"));
const dataDir = path.join(work, "data");

const instance = await startInstance(dataDir, { SEED: "1" });
for (let i = 0; i < 20; i++) await fetch(`${instance.url}/write?key=fixture-${i}`, { method: "POST" });
await stopInstance(instance); // SIGTERM: PGlite closed cleanly

const db = new PGlite(path.join(dataDir, "pgdata"));
const sql = sqlFromPglite(db);
await db.exec("CHECKPOINT");
const manifest = {
  version,
  made: new Date().toISOString(),
  migrations: (
    await sql.query<{ migration_name: string }>(`SELECT migration_name FROM _prisma_migrations ORDER BY 1`)
  ).map((r) => r.migration_name),
  rows: await rowCounts(sql),
};
await db.close();

const out = path.join(root, "tests/fixtures/upgrade", `sprout-data-${version}`);
execFileSync("sh", ["-c", `tar -C "${dataDir}" -cf - pgdata | xz -9e -T1 > "${out}.tar.xz"`]);
writeFileSync(`${out}.json`, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`wrote ${out}.tar.xz and ${out}.json`);
