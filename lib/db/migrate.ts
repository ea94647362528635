// Applies prisma/migrations/*/migration.sql in order, recording each in `_prisma_migrations` shaped as
// Prisma's own table (so `prisma migrate deploy` stays usable where its engines can be downloaded).
// An advisory lock makes concurrent starts of several instances safe: one migrates, the others wait and
// then find nothing to do. Each migration runs in its own transaction.
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import type { Sql } from "./sql";

const LOCK_KEY = 727_101_001; // arbitrary, constant: "sprout migrations"

export function migrationsDir(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), "prisma", "migrations");
}

export type MigrationResult = { applied: string[] };

export async function migrate(sql: Sql, dir = migrationsDir()): Promise<MigrationResult> {
  const names = existsSync(/*turbopackIgnore: true*/ dir)
    ? readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, "migration.sql")))
        .map((d) => d.name)
        .sort()
    : [];
  await sql.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
  try {
    await sql.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const done = new Set(
      (
        await sql.query<{ migration_name: string }>(
          `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        )
      ).map((r) => r.migration_name),
    );
    const applied: string[] = [];
    for (const name of names) {
      if (done.has(name)) continue;
      const text = readFileSync(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8");
      const checksum = createHash("sha256").update(text).digest("hex");
      await sql.exec("BEGIN");
      try {
        await sql.exec(text);
        await sql.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), checksum, name],
        );
        await sql.exec("COMMIT");
      } catch (error) {
        await sql.exec("ROLLBACK");
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`);
      }
      applied.push(name);
    }
    return { applied };
  } finally {
    await sql.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]);
  }
}
