// Issue 24: a backup restores with every row and a verifying audit log, on PostgreSQL (pg_dump) and on the
// embedded PGlite (pglite-tools' pg_dump), including a dump taken while the embedded database is in use; a
// restore refuses a database that is not empty.
import { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { recordAudit } from "@/lib/audit/record";
import { dumpPglite, dumpPostgres, restoreDump } from "@/lib/db/backup";
import { prisma } from "@/lib/db/client";
import { sqlFromPg, sqlFromPglite } from "@/lib/db/sql";
import { seedDemo } from "@/lib/server/seed";
import { prefix, serverUrl, urlFor } from "../support/db-names";
import { brokenAuditEntries, rowCounts } from "../support/backup-checks";

const target = `${prefix}_restore`;
const admin = new Client({ connectionString: serverUrl });

afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS "${target}" WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
});

/** The demo school plus audit entries in its chain and in the deployment's. */
async function seededSource() {
  await seedDemo();
  const org = await prisma.organization.findFirstOrThrow({ where: { inviteCode: "MAPLE-DEMO" } });
  const organizer = await prisma.user.findFirstOrThrow({ where: { email: "organizer@demo.sprout.school" } });
  for (let i = 0; i < 12; i++) {
    await recordAudit({
      action: `test.entry.${i}`,
      actor: { id: organizer.id, username: organizer.username, roles: ["organizer"] },
      organizationId: i % 3 ? org.id : null,
      ip: "127.0.0.1",
      userAgent: "vitest",
      requestId: `req-${i}`,
      status: 200,
      details: { note: `entry ${i} — ünïcödé, 'quoted'` },
    });
  }
  const source = new Client({ connectionString: process.env.DATABASE_URL });
  await source.connect();
  const counts = await rowCounts(sqlFromPg(source));
  await source.end();
  expect(counts.audit_log).toBe(12);
  expect(counts.user).toBeGreaterThan(5);
  return counts;
}

describe("backup and restore", () => {
  it(
    "round-trips on PostgreSQL and then on PGlite: every row, the audit chains verify",
    { timeout: 180_000 },
    async () => {
      const counts = await seededSource();

      // PostgreSQL: pg_dump of the live database into a new, empty one.
      const pgDumpText = await dumpPostgres(process.env.DATABASE_URL!);
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${target}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${target}"`);
      const restored = new Client({ connectionString: urlFor(target) });
      await restored.connect();
      try {
        const sql = sqlFromPg(restored);
        await restoreDump(sql, pgDumpText, "the target");
        expect(await rowCounts(sql)).toEqual(counts);
        expect(await brokenAuditEntries(sql)).toBe(0);
        // Still append-only: the restore brought the triggers back.
        await expect(sql.exec(`UPDATE audit_log SET action = 'changed'`)).rejects.toThrow(/append-only/);
        // A second restore into it is refused, and changes nothing.
        await expect(restoreDump(sql, pgDumpText, "The database at DATABASE_URL")).rejects.toThrow(
          /The database at DATABASE_URL is not empty \(\d+ tables\)/,
        );
        expect(await rowCounts(sql)).toEqual(counts);
      } finally {
        await restored.end();
      }

      // PGlite: the server's dump loaded into an embedded database, dumped from there, loaded into another.
      const first = new PGlite();
      await restoreDump(sqlFromPglite(first), pgDumpText, "the first PGlite");
      const pgliteDumpText = await dumpPglite(first);
      const second = new PGlite();
      await restoreDump(sqlFromPglite(second), pgliteDumpText, "the second PGlite");
      expect(await rowCounts(sqlFromPglite(second))).toEqual(counts);
      expect(await brokenAuditEntries(sqlFromPglite(second))).toBe(0);
      await Promise.all([first.close(), second.close()]);
    },
  );

  it(
    "dumps an embedded database in use: a transaction in flight is either whole in the dump or absent, and the database takes writes after",
    { timeout: 120_000 },
    async () => {
      const db = new PGlite();
      await db.exec(`CREATE TABLE note (id int PRIMARY KEY, body text NOT NULL)`);
      await db.exec(`INSERT INTO note VALUES (1, 'before')`);
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      // The application's transaction: one row in, then it waits (as an interactive Prisma transaction does).
      const transaction = db.transaction(async (tx) => {
        await tx.query(`INSERT INTO note VALUES (2, 'in flight')`);
        await held;
        await tx.query(`INSERT INTO note VALUES (3, 'in flight')`);
      });
      const dump = dumpPglite(db); // waits for the transaction
      release();
      await transaction;
      const text = await dump;
      expect(text).toMatch(/\(1, 'before'\)/);
      expect(text).toMatch(/\(2, 'in flight'\)/);
      expect(text).toMatch(/\(3, 'in flight'\)/);
      // The dump's own transaction is over and the session is as it was: writes and unqualified names work.
      await db.exec(`INSERT INTO note VALUES (4, 'after')`);
      expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM note`)).rows[0].n).toBe(4);
      await db.close();
    },
  );
});
