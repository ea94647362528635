import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { migrate } from "./migrate";
import { sqlFromPglite } from "./sql";

describe("migration runner", () => {
  it("applies every migration once on PGlite, records it as Prisma does, and is idempotent", async () => {
    const db = await PGlite.create();
    const sql = sqlFromPglite(db);
    const first = await migrate(sql);
    expect(first.applied.length).toBeGreaterThanOrEqual(1);
    expect((await migrate(sql)).applied).toEqual([]);
    const rows = await sql.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(first.applied);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.checksum))).toBe(true);
    const tables = await sql.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname='public'`);
    expect(tables.map((t) => t.tablename)).toEqual(expect.arrayContaining(["user", "auth_session", "class"]));
    await db.close();
  }, 120_000); // PGlite compiles its WebAssembly on first use: seconds, more on a busy machine
});
