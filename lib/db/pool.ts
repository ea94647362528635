// The pg connections Sprout opens itself, made so a cut connection fails its queries, never the process
// (docs/decisions/252).
import { Client, Pool } from "pg";

/**
 * A pg pool whose connections can be cut (a restart, pg_terminate_backend) without an unhandled 'error' event.
 * pg-pool listens for errors only on idle connections: one checked out with `await pool.connect()` (every Prisma
 * transaction) has no listener until its user adds one a microtask later, and a server's FATAL that arrives in the
 * same packet as the connection's ReadyForQuery lands in that gap and would crash the process. Every connection
 * gets a listener the moment it connects; the cut itself still fails the connection's next query, which the caller
 * sees and (for jobs) retries.
 */
export function openPool(connectionString: string, max = 10): Pool {
  const pool = new Pool({ connectionString, max });
  pool.on("error", () => undefined); // an idle connection: logged by onPoolError once Prisma has connected
  pool.on("connect", (client) => client.on("error", () => undefined));
  return pool;
}

/** A standalone connection with the same guarantee as openPool's: a cut fails its queries, never the process. */
export function openClient(connectionString: string): Client {
  const client = new Client({ connectionString });
  client.on("error", () => undefined);
  return client;
}
