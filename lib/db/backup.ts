// Backups are plain SQL (pg_dump's text format with INSERTs), so one file restores into either database: the
// embedded PGlite dumps itself through @electric-sql/pglite-tools (pg_dump compiled to WebAssembly), a server
// through its own `pg_dump`. A restore runs the file into an EMPTY database in one transaction (docs/decisions/181).
import { spawn } from "node:child_process";
import { chmodSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock, sendControlCommand } from "./embedded-lock";
import { mkdirPrivate, prepareDataDir, tightenTree } from "./private-files";
import { openClient } from "./pool";
import { sqlFromPg, sqlFromPglite, type Sql } from "./sql";

/** Owners and grants are the target's business: a dump names neither, so it restores under any role. */
const DUMP_ARGS = ["--no-owner", "--no-privileges", "--rows-per-insert=200"];

type PgliteInternals = {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
};

function queryMessage(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, "utf8");
  const message = Buffer.alloc(5 + body.length);
  message[0] = 0x51; // 'Q': a simple query
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

/**
 * A consistent dump of a PGlite that may be serving requests. PGlite is one session: pg_dump's snapshot
 * transaction would otherwise take in (and leave open, read-only) the application's queries, so the dump holds
 * PGlite's transaction and query locks (waiting for a running transaction to finish), and afterwards ends its
 * transaction and puts the session's search_path back before the application's next query.
 */
export async function dumpPglite(pglite: PGlite): Promise<string> {
  const searchPath = (await pglite.query<{ search_path: string }>("SHOW search_path")).rows[0].search_path;
  const inner = pglite as unknown as PgliteInternals;
  return inner._runExclusiveTransaction(() =>
    inner._runExclusiveQuery(async () => {
      const session = {
        query: async () => ({ rows: [{ search_path: searchPath }] }),
        exec: async () => undefined, // its own clean-up runs inside its transaction: done below instead
        execProtocolRawStream: pglite.execProtocolRawStream.bind(pglite),
      } as unknown as PGlite;
      try {
        const { pgDump } = await import("@electric-sql/pglite-tools/pg_dump"); // loaded by a backup only
        const file = await pgDump({ pg: session, args: DUMP_ARGS });
        return await file.text();
      } finally {
        await pglite.execProtocol(queryMessage("ROLLBACK"), { throwOnError: false });
        await pglite.execProtocol(queryMessage(`DEALLOCATE ALL; SET search_path TO ${searchPath}`));
      }
    }),
  );
}

/** A dump of a PostgreSQL server's database through its `pg_dump` (consistent: one snapshot). */
export function dumpPostgres(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("pg_dump", [...DUMP_ARGS, "--dbname", url], { stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (c: Buffer) => out.push(c));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    child.on("error", (e) =>
      reject(new Error(`pg_dump could not run (${e.message}): install PostgreSQL's client tools`)),
    );
    child.on("close", (code) =>
      code === 0 ? resolve(Buffer.concat(out).toString("utf8")) : reject(new Error(`pg_dump failed: ${err.trim()}`)),
    );
  });
}

/** Tables outside PostgreSQL's own schemas: a database with any is not empty. */
export async function userTableCount(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_catalog.pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND schemaname NOT LIKE 'pg\\_%'`,
  );
  return row.n;
}

/**
 * What psql would do with the file that a plain query cannot: its meta-commands (`\restrict`) are dropped, and
 * settings an older server does not know (a dump from PGlite's PostgreSQL 18 loaded into 15) are left out.
 */
export function runnableDump(text: string): string {
  return text
    .replace(/^\\(?:un)?restrict \S+$/gm, "")
    .replace(/^SET transaction_timeout = 0;$/gm, "")
    .replace(/^SELECT pg_catalog\.set_config\('search_path', '', false\);$/gm, "SET LOCAL search_path TO '';");
}

export class NotEmptyError extends Error {}

/**
 * Loads a dump into an empty database, all or nothing. The audit log's grants (decision 140) are put back, as a
 * dump carries none.
 */
export async function restoreDump(sql: Sql, text: string, where: string): Promise<void> {
  const tables = await userTableCount(sql);
  if (tables > 0) {
    throw new NotEmptyError(
      `${where} is not empty (${tables} tables). A restore loads into an empty database only: ` +
        `point SPROUT_DATA_DIR at a new folder, or DATABASE_URL at a new database, and run it again.`,
    );
  }
  await sql.exec("BEGIN");
  try {
    await sql.exec(runnableDump(text));
    await sql.exec(`DO $$ BEGIN
      IF to_regclass('public.audit_log') IS NOT NULL THEN
        REVOKE UPDATE, DELETE, TRUNCATE ON public.audit_log FROM PUBLIC;
        EXECUTE 'REVOKE UPDATE, DELETE, TRUNCATE ON public.audit_log FROM ' || quote_ident(current_user);
      END IF;
    END $$`);
    await sql.exec("COMMIT");
  } catch (error) {
    await sql.exec("ROLLBACK");
    throw new Error(`The restore failed and changed nothing: ${(error as Error).message}`);
  }
  await sql.exec("RESET search_path");
}

/** `sprout-2026-11-25T02-00-00Z.sql`: names that sort by time. */
export function backupFileName(at: Date): string {
  return `sprout-${at.toISOString().slice(0, 19).replace(/:/g, "-")}Z.sql`;
}

/** Writes `text` to `file` whole or not at all (a temporary file renamed into place), owner-only (0600). */
export function writeBackupFile(file: string, text: string): void {
  mkdirPrivate(path.dirname(path.resolve(file)));
  const partial = `${file}.partial`;
  rmSync(partial, { force: true }); // a left-over one keeps its old mode
  writeFileSync(partial, text, { mode: 0o600 });
  chmodSync(partial, 0o600);
  renameSync(partial, file);
}

export type Target = { databaseUrl?: string; dataDir: string };

/** Opens the embedded database for a command-line tool (lock first: refused while a server runs on it). */
async function withEmbedded<T>(dataDir: string, fn: (pglite: PGlite) => Promise<T>): Promise<T> {
  prepareDataDir(dataDir);
  const release = acquireDataDirLock(dataDir);
  mkdirPrivate(path.join(dataDir, "pgdata"));
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const pglite = new PGlite(path.join(dataDir, "pgdata"));
    try {
      return await fn(pglite);
    } finally {
      await pglite.close();
      tightenTree(dataDir); // PGlite's own files are 0666
    }
  } finally {
    release();
  }
}

/**
 * `npm run backup`: the dump of the database `target` names. For the embedded database a running server is asked
 * for it on its control channel (it holds the lock); with no server, the directory is opened here.
 */
export async function backupDatabase(target: Target): Promise<string> {
  if (target.databaseUrl) return dumpPostgres(target.databaseUrl);
  prepareDataDir(target.dataDir);
  const fromServer = await sendControlCommand(target.dataDir, "backup");
  if (fromServer !== null) return fromServer;
  return withEmbedded(target.dataDir, dumpPglite);
}

/** `npm run restore <file>`: loads the dump into the empty database `target` names. */
export async function restoreDatabase(target: Target, text: string): Promise<void> {
  if (target.databaseUrl) {
    const client = openClient(target.databaseUrl);
    await client.connect();
    try {
      await restoreDump(sqlFromPg(client), text, "The database at DATABASE_URL");
    } finally {
      await client.end();
    }
    return;
  }
  await withEmbedded(target.dataDir, (pglite) =>
    restoreDump(sqlFromPglite(pglite), text, `The embedded database in ${target.dataDir}`),
  );
}
