// Which errors mean "the database went away" (worth running the job again) and a bookkeeping write retried
// through such an outage: the tracked-job runner's retry rule (./runner.ts, docs/decisions/063, 258).
/**
 * A database that went away mid-job (restart, terminated connection, network): worth running again. Prisma
 * reports a connection cut under one of its implicit transactions as P2028 "Transaction already closed".
 */
export function isDatabaseFault(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown; meta?: { code?: unknown } } | undefined,
      depth = 0;
    e && depth < 6;
    depth++
  ) {
    const code = String(e.code ?? e.meta?.code ?? "");
    if (
      /^(08|57P0|53300)/.test(code) ||
      ["P1001", "P1002", "P1008", "P1017", "P2024", "P2028", "ECONNREFUSED", "ECONNRESET", "EPIPE"].includes(code)
    )
      return true;
    if (
      /connection terminated|terminating connection|transaction already closed|connection (is )?closed|ECONNREFUSED|ECONNRESET|Client has encountered a connection error|the database system is (starting|shutting) up|timeout exceeded when trying to connect/i.test(
        String(e.message ?? ""),
      )
    )
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Retries a bookkeeping write while the database is away (up to ~30 s); the sweeper covers longer outages. */
export async function settle(write: () => Promise<unknown>): Promise<void> {
  for (let wait = 500; ; wait *= 2) {
    try {
      await write();
      return;
    } catch (error) {
      if (!isDatabaseFault(error) || wait > 16_000) throw error;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}
