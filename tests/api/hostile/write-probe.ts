// The hostile corpus's write detector: "a refused request writes nothing outside the bookkeeping tables". In the
// test database only (never a migration), every other table gets statement-level triggers that note the table in
// hostile_probe.writes whenever a statement inserted, updated or deleted at least one row, or truncated it. The
// note is part of the writing transaction, so a write that rolls back leaves none, as it leaves no row. Reading
// the detector is one count of that small table, where a fingerprint of every table (count(*) and max(xmin) of
// ~70 tables, one UNION) cost tens of milliseconds per refused request under load.
// The harness empties tables in replica mode (tests/support/setup.ts), where these triggers do not fire.
import { afterAll, beforeAll } from "vitest";
import { prisma } from "@/lib/db/client";

/** Tables a refused request may still write: a throttle counter, the count of the refusal (audit_refusal,
 * docs/decisions/264), a sign-in's audit entry, and the session each attempt starts for itself. */
export const BOOKKEEPING = new Set(["auth_throttle", "rate_limit", "audit_log", "audit_refusal", "auth_session"]);

export const PROBE_SCHEMA = "hostile_probe";

/** The public tables the detector watches: all but the bookkeeping ones and the migrations' own. */
export async function watchedTables(): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ tablename: string }[]>`
    SELECT tablename::text AS tablename FROM pg_tables
    WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`;
  return rows.map((r) => r.tablename).filter((t) => !BOOKKEEPING.has(t));
}

/** Adds the triggers (replacing any left by an earlier file in this worker's database). */
export async function installWriteProbe(): Promise<void> {
  const tables = await watchedTables();
  const q = (t: string) => `"${t.replace(/"/g, '""')}"`;
  const statements = [
    `DROP SCHEMA IF EXISTS ${PROBE_SCHEMA} CASCADE`,
    `CREATE SCHEMA ${PROBE_SCHEMA}`,
    `CREATE TABLE ${PROBE_SCHEMA}.writes (id bigserial PRIMARY KEY, t text NOT NULL)`,
    // SECURITY DEFINER: the note is written whatever role the writing session has.
    `CREATE FUNCTION ${PROBE_SCHEMA}.note_rows() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
     BEGIN IF EXISTS (SELECT 1 FROM changed) THEN INSERT INTO ${PROBE_SCHEMA}.writes (t) VALUES (TG_TABLE_NAME); END IF;
     RETURN NULL; END $$`,
    `CREATE FUNCTION ${PROBE_SCHEMA}.note_truncate() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
     BEGIN INSERT INTO ${PROBE_SCHEMA}.writes (t) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`,
    ...tables.flatMap((t) => [
      // A transition table per event, so a statement that changed no row (an UPDATE matching nothing) notes nothing.
      `CREATE TRIGGER hostile_probe_i AFTER INSERT ON ${q(t)} REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${PROBE_SCHEMA}.note_rows()`,
      `CREATE TRIGGER hostile_probe_u AFTER UPDATE ON ${q(t)} REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${PROBE_SCHEMA}.note_rows()`,
      `CREATE TRIGGER hostile_probe_d AFTER DELETE ON ${q(t)} REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${PROBE_SCHEMA}.note_rows()`,
      `CREATE TRIGGER hostile_probe_t AFTER TRUNCATE ON ${q(t)} FOR EACH STATEMENT EXECUTE FUNCTION ${PROBE_SCHEMA}.note_truncate()`,
    ]),
  ];
  await prisma.$executeRawUnsafe(
    `DO $probe$ BEGIN ${statements.map((s) => `EXECUTE ${literal(s)};`).join(" ")} END $probe$`,
  );
}

/** Removes the triggers (the schema's functions take them along), leaving the database as the harness made it. */
export async function removeWriteProbe(): Promise<void> {
  await prisma.$executeRawUnsafe(`DROP SCHEMA IF EXISTS ${PROBE_SCHEMA} CASCADE`);
}

function literal(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

/** The probe, for the test file that calls it: installed before its tests, removed after them. */
export function useWriteProbe(): void {
  beforeAll(installWriteProbe);
  afterAll(removeWriteProbe);
}

/** Where the write log stands: how many notes are visible, and the newest one. */
export type WriteMark = { n: number; last: number };

export async function writeMark(): Promise<WriteMark> {
  const [row] = await prisma.$queryRawUnsafe<{ n: number; last: number }[]>(
    `SELECT count(*)::int AS n, coalesce(max(id), 0)::int AS last FROM ${PROBE_SCHEMA}.writes`,
  );
  return row!;
}

/** The tables written since the mark: empty when nothing was. */
export async function tablesWrittenSince(mark: WriteMark, now?: WriteMark): Promise<string[]> {
  const after = now ?? (await writeMark());
  if (after.n === mark.n && after.last === mark.last) return [];
  const rows = await prisma.$queryRawUnsafe<{ t: string }[]>(
    `SELECT DISTINCT t FROM ${PROBE_SCHEMA}.writes WHERE id > $1 ORDER BY t`,
    mark.last,
  );
  // A note with a lower id can become visible later (a transaction that began earlier committing now).
  return rows.length ? rows.map((r) => r.t) : ["a table (a write committed late)"];
}
