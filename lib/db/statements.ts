// Counts the SQL statements sent to PostgreSQL while a piece of work runs (tests/api/statement-count.test.ts,
// docs/decisions/150). The pool that Prisma's adapter and the raw executor share is instrumented once: every
// pool.query, and every query on a connection checked out for a transaction, adds one to the counter of the
// async context that issued it. Outside countStatements() nothing is counted (one getStore() per statement).
import { AsyncLocalStorage } from "node:async_hooks";
import type { Pool, PoolClient } from "pg";

const counter = new AsyncLocalStorage<{ statements: number }>();

function count() {
  const c = counter.getStore();
  if (c) c.statements++;
}

/** Runs `fn` and returns what it returned with the number of statements it issued. */
export async function countStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const c = { statements: 0 };
  const result = await counter.run(c, fn);
  return { result, statements: c.statements };
}

/** Instruments `pool` in place (it stays a pg.Pool, which PrismaPg requires) and returns it. */
export function countedPool(pool: Pool): Pool {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    count();
    return query(...args);
  }) as Pool["query"];
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    // pool.query checks out with a callback (already counted above); a transaction awaits connect().
    if (args.length) return connect(...args);
    return (connect() as Promise<PoolClient>).then((client) => {
      const query = (...a: unknown[]) => {
        count();
        return (client.query as (...x: unknown[]) => unknown)(...a);
      };
      // Everything else (release, on, removeListener) acts on the real connection.
      return new Proxy(client, {
        get(target, prop) {
          if (prop === "query") return query;
          const value = Reflect.get(target, prop, target) as unknown;
          return typeof value === "function" ? (value as (...x: unknown[]) => unknown).bind(target) : value;
        },
      });
    });
  }) as Pool["connect"];
  return pool;
}
