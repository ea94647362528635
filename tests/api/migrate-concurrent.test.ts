import { Client } from "pg";
import { describe, expect, it } from "vitest";
import { migrate } from "@/lib/db/migrate";
import { sqlFromPg } from "@/lib/db/sql";
import { serverUrl, prefix, urlFor } from "../support/db-names";

describe("migrations on PostgreSQL", () => {
  it("two instances starting at once: one applies, the other waits and finds nothing to do", async () => {
    const name = `${prefix}_concurrent_${process.pid}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const a = new Client({ connectionString: urlFor(name) });
    const b = new Client({ connectionString: urlFor(name) });
    await Promise.all([a.connect(), b.connect()]);
    try {
      const [ra, rb] = await Promise.all([migrate(sqlFromPg(a)), migrate(sqlFromPg(b))]);
      const applied = [ra.applied.length, rb.applied.length].sort();
      expect(applied[0]).toBe(0);
      expect(applied[1]).toBeGreaterThan(0);
      const { rows } = await a.query(`SELECT count(*)::int AS n FROM "_prisma_migrations"`);
      expect(rows[0].n).toBe(applied[1]);
    } finally {
      await Promise.all([a.end(), b.end()]);
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
