// Issue 24: a data folder made by an earlier release still opens. Each fixture in tests/fixtures/upgrade (made by
// tests/support/make-upgrade-fixture.ts at a release) is copied, Sprout starts on the copy — lock, PGlite,
// lib/db/migrate.ts applying every migration newer than the fixture — and its data is all there: rows per table,
// the demo accounts' passwords, the writes it acknowledged, a verifying audit log.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { migrate, migrationsDir } from "@/lib/db/migrate";
import { sqlFromPglite } from "@/lib/db/sql";
import { DEMO_PASSWORD } from "@/lib/server/seed";
import { brokenAuditEntries, rowCounts } from "../support/backup-checks";
import { root, startInstance, stopInstance } from "../support/embedded";

type Manifest = { version: string; migrations: string[]; rows: Record<string, number> };

const fixtures = path.join(root, "tests/fixtures/upgrade");
const kept = readdirSync(fixtures).filter((f) => f.endsWith(".tar.xz"));
const current = readdirSync(migrationsDir(), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

describe("upgrading a data folder from an earlier release", () => {
  it("keeps at least one fixture", () => {
    expect(kept.length).toBeGreaterThan(0);
  });

  it.each(kept)(
    "%s: Sprout starts on a copy, migrates forward, and its data is intact",
    { timeout: 180_000 },
    async (file) => {
      const manifest = JSON.parse(
        readFileSync(path.join(fixtures, file.replace(/\.tar\.xz$/, ".json")), "utf8"),
      ) as Manifest;
      const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "sprout-upgrade-")), "data");
      mkdirSync(dataDir);
      execFileSync("tar", ["-xJf", path.join(fixtures, file), "-C", dataDir]);

      const instance = await startInstance(dataDir);
      const keys = (await (await fetch(`${instance.url}/keys`)).text()).split("\n");
      await stopInstance(instance);
      expect(keys).toEqual(expect.arrayContaining(Array.from({ length: 20 }, (_, i) => `fixture-${i}`)));
      const newer = current.filter((m) => !manifest.migrations.includes(m));
      expect(instance.output()).toContain(newer.length ? `applied migrations: ${newer.join(", ")}` : "port=");
      // An earlier release left PGlite's 0755/0666 modes: tightened at start, in one line (issue 41).
      expect(instance.output()).toContain(`${dataDir} was readable by other accounts: made `);

      const db = new PGlite(path.join(dataDir, "pgdata"));
      try {
        const sql = sqlFromPglite(db);
        expect((await migrate(sql)).applied).toEqual([]); // all applied at start
        // A next release's migration (here a stand-in that adds a column) applies on it too.
        const next = path.join(path.dirname(dataDir), "migrations");
        cpSync(migrationsDir(), next, { recursive: true });
        mkdirSync(path.join(next, "99991231000000_next_release"));
        writeFileSync(
          path.join(next, "99991231000000_next_release/migration.sql"),
          `ALTER TABLE "user" ADD COLUMN "next" INTEGER;`,
        );
        expect((await migrate(sql, next)).applied).toEqual(["99991231000000_next_release"]);
        const rows = await rowCounts(sql);
        for (const [table, count] of Object.entries(manifest.rows)) {
          if (table !== "_prisma_migrations") expect({ table, count: rows[table] }).toEqual({ table, count });
        }
        expect(await brokenAuditEntries(sql)).toBe(0);
        const [teacher] = await sql.query<{ password_hash: string }>(
          `SELECT password_hash FROM "user" WHERE email = 'teacher@demo.sprout.school'`,
        );
        expect(await verifyPassword(teacher!.password_hash, DEMO_PASSWORD)).toBe(true);
      } finally {
        await db.close();
      }
    },
  );
});
