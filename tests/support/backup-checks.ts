// What a backup round trip must keep: the rows of every table and an audit log whose chains still verify.
import type { Sql } from "@/lib/db/sql";

/** Rows per table of the public schema, by table name. */
export async function rowCounts(sql: Sql): Promise<Record<string, number>> {
  const tables = await sql.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [row] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM public."${tablename}"`);
    counts[tablename] = row.n;
  }
  return counts;
}

/**
 * Entries whose link or hash does not verify, over every chain: the recomputation of lib/audit/service.ts's
 * verifyAuditChain (the trigger's own hash function), for all organizations and the deployment's chain at once.
 */
export async function brokenAuditEntries(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ n: number }>(`
    WITH c AS (
      SELECT seq, prev_hash, hash,
        lag(seq) OVER w AS prev_seq, lag(hash) OVER w AS prev_link, public.audit_log_hash(prev_hash, a) AS recomputed
      FROM public.audit_log a WINDOW w AS (PARTITION BY organization_id ORDER BY seq)
    )
    SELECT count(*)::int AS n FROM c
    WHERE seq <> coalesce(prev_seq, 0) + 1 OR prev_hash <> coalesce(prev_link, repeat('0', 64)) OR hash <> recomputed`);
  return row.n;
}
