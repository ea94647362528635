// The Prisma client, on PostgreSQL when DATABASE_URL is set and on embedded PGlite (./.data) otherwise.
// One client per process, cached on globalThis so hot reloads and route modules share it. Server-only: a client
// component that imports it (even through a service) fails the build instead of shipping database code.
import "server-only";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { dumpPglite, dumpPostgres } from "./backup";
import { embeddedAdapter } from "./embedded-errors";
import { acquireDataDirLock, onControlCommand } from "./embedded-lock";
import { keepPrivate, mkdirPrivate, prepareDataDir, tightenTree } from "./private-files";
import { migrate } from "./migrate";
import { runFolded } from "./fold";
import { openClient, openPool } from "./pool";
import { sqlFromPg, sqlFromPglite, type Sql } from "./sql";
import { countedPool } from "./statements";

type DbState = { prisma: PrismaClient; sql: Sql; pglite?: PGlite; ready?: Promise<void> };
const globalForDb = globalThis as unknown as { __sproutDb?: DbState };

function open(): DbState {
  if (env.DATABASE_URL) {
    // One pool for Prisma's adapter and the raw executor, so the connections stay bounded (docs/decisions/150).
    // A connection the server drops (restart, pg_terminate_backend) is logged, never an unhandled 'error' event.
    const pool = countedPool(openPool(env.DATABASE_URL));
    const adapter = new PrismaPg(pool, {
      disposeExternalPool: true, // $disconnect ends the pool, as when the adapter made it
      onPoolError: (error) => console.warn(`[sprout] database connection lost (idle): ${error.message}`),
      onConnectionError: (error) => console.warn(`[sprout] database connection lost: ${error.message}`),
    });
    return { prisma: new PrismaClient({ adapter }), sql: sqlFromPg(pool, { prepare: env.prepareStatements }) };
  }
  // Owner-only (issue 41): refused if other accounts could write it, tightened where they could read it.
  const dir = path.resolve(env.SPROUT_DATA_DIR);
  prepareDataDir(dir, [path.resolve(env.backupDir)]);
  acquireDataDirLock(dir);
  mkdirPrivate(path.join(dir, "pgdata"));
  const pglite = new PGlite(path.join(dir, "pgdata"));
  onControlCommand(dir, "backup", () => dumpPglite(pglite)); // `npm run backup` while this server runs
  return { prisma: new PrismaClient({ adapter: embeddedAdapter(pglite) }), sql: sqlFromPglite(pglite), pglite };
}

function state(): DbState {
  globalForDb.__sproutDb ??= open();
  return globalForDb.__sproutDb;
}

export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = state().prisma as unknown as Record<PropertyKey, unknown>;
    const value = client[prop];
    return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(client) : value;
  },
});

/**
 * The raw executor for the hot reads (docs/decisions/150): the same pool as Prisma on PostgreSQL, the same
 * PGlite otherwise. Not for use inside a Prisma transaction (it runs on another connection). A read-only
 * route's session check rides in its first SELECT here (./fold.ts, docs/decisions/254).
 */
export const sql: Sql = {
  query: (text, params = [], opts) => runFolded((t, p) => state().sql.query(t, p, opts), text, params),
  exec: (text) => state().sql.exec(text),
};

/** Runs `fn` with a raw SQL executor on the same database (a short-lived connection for PostgreSQL). */
export async function withSql<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
  const s = state();
  if (s.pglite) return fn(sqlFromPglite(s.pglite));
  const client = openClient(env.DATABASE_URL!); // not embedded, so DATABASE_URL is set
  await client.connect();
  try {
    return await fn(sqlFromPg(client));
  } finally {
    await client.end();
  }
}

/** Migrates once per process; every request path awaits it so none races the schema. */
export function ensureDatabaseReady(): Promise<void> {
  const s = state();
  s.ready ??= withSql(async (sql) => {
    const { applied } = await migrate(sql);
    if (applied.length) console.log(`[sprout] applied migrations: ${applied.join(", ")}`);
    if (s.pglite) keepPrivate(path.resolve(env.SPROUT_DATA_DIR)); // the files PGlite just made (0666) too
  }).catch((error) => {
    s.ready = undefined;
    throw error;
  });
  return s.ready;
}

export async function pingDatabase(): Promise<{ ok: boolean; ms: number; kind: "postgresql" | "embedded" }> {
  const started = performance.now();
  const kind = env.isEmbeddedDb ? "embedded" : "postgresql";
  try {
    await prisma.$queryRaw`SELECT 1`;
    return { ok: true, ms: Math.round(performance.now() - started), kind };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - started), kind };
  }
}

/** A consistent dump of this process's database (the nightly backup; lib/db/backup.ts). */
export function dumpDatabase(): Promise<string> {
  const s = state();
  return s.pglite ? dumpPglite(s.pglite) : dumpPostgres(env.DATABASE_URL!);
}

/** Closes the embedded database cleanly on shutdown so its files are consistent for the next start. */
export async function closeDatabase(): Promise<void> {
  const s = globalForDb.__sproutDb;
  if (!s) return;
  await s.prisma.$disconnect().catch(() => {});
  if (s.pglite && !s.pglite.closed) await s.pglite.close().catch(() => {});
  if (s.pglite) tightenTree(path.resolve(env.SPROUT_DATA_DIR));
}
