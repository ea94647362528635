// Runs in each test worker before its test files: one database per worker (cloned from the migrated
// template), a real SMTP server and Google and Stripe stand-ins on loopback, and a clean database before each test.
import { Client } from "pg";
import { afterEach, beforeEach, vi } from "vitest";
import { templateName, prefix, serverUrl, urlFor } from "./db-names";
import { startSmtpSink } from "./smtp-sink.mjs";
import { mailbox } from "./mailbox";
import { startGoogleStandIn } from "./google-standin";
import { startStripeStandIn } from "./stripe-standin";

type WorkerState = {
  url: string;
  client: Client;
  /** The statements that empty the database before each test. */
  emptying: string;
  smtpUrl: string;
  googleUrl: string;
  stripeUrl: string;
};
const g = globalThis as unknown as { __sproutTestWorker?: Promise<WorkerState> };

/**
 * The worker's database: one per pool slot for the whole run, cloned from this run's template by the slot's first
 * test file and reused by the next ones (each file runs in a new process). Cloning per file cost a DROP DATABASE
 * (an immediate checkpoint, 1-8 s on the loaded CI machine) and a CREATE for each of the 160-odd files.
 * The clone carries the template's oid in its comment, so a database left by an earlier run is cloned again.
 */
async function workerDatabase(name: string): Promise<{ reused: boolean }> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ template: string; clone: string | null }>(
      `SELECT t.oid::text AS template, (SELECT shobj_description(w.oid, 'pg_database') FROM pg_database w ` +
        `WHERE w.datname = $2) AS clone FROM pg_database t WHERE t.datname = $1`,
      [templateName, name],
    );
    const mark = `sprout-test-clone-of:${rows[0]?.template}`;
    if (rows[0]?.clone === mark) return { reused: true };
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
    await admin.query(`COMMENT ON DATABASE "${name}" IS '${mark}'`);
    return { reused: false };
  } finally {
    await admin.end();
  }
}

/**
 * Empties every table as TRUNCATE … RESTART IDENTITY CASCADE would, with DELETE: TRUNCATE gives each table and
 * index a new file, ~1 s for the 58 tables on the loaded CI machine before every test; DELETE on a test's few
 * rows takes milliseconds. The audit log refuses both (docs/decisions/140); only a superuser session in replica
 * mode skips its triggers (and the foreign keys' checks), which is what this harness connects as. The
 * application's role cannot set it.
 */
function emptyingSql(tables: string[], sequences: string[]): string {
  if (!tables.length) return "";
  return [
    "SET session_replication_role = replica",
    ...tables.map((t) => `DELETE FROM "${t}"`),
    ...sequences.map((s) => `ALTER SEQUENCE ${s} RESTART`),
    "SET session_replication_role = origin",
  ].join("; ");
}

async function prepareWorker(): Promise<WorkerState> {
  const name = `${prefix}_w${process.env.VITEST_POOL_ID ?? process.pid}`;
  const { reused } = await workerDatabase(name);
  const client = new Client({ connectionString: urlFor(name) });
  await client.connect();
  const { rows } = await client.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
  );
  const tables = rows.map((r) => r.tablename);
  // The sequences RESTART IDENTITY restarts: those owned by a column (serial or identity) of an emptied table.
  const sequences = await client.query<{ seq: string }>(
    `SELECT DISTINCT s.oid::regclass::text AS seq FROM pg_class s ` +
      `JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i') ` +
      `JOIN pg_class t ON t.oid = d.refobjid ` +
      `WHERE s.relkind = 'S' AND t.relnamespace = 'public'::regnamespace AND t.relname = ANY($1)`,
    [tables],
  );
  const emptying = emptyingSql(
    tables,
    sequences.rows.map((r) => r.seq),
  );
  // An earlier file's rows are gone before this file's beforeAll hooks run, as on a fresh clone; the tables an
  // earlier file filled are vacuumed back to empty files, so a scan of an emptied table reads nothing instead of
  // starting parallel workers over dead rows.
  if (reused && emptying) {
    // The hostile corpus's write probe and world copy (tests/api/hostile/), should a file have died before its
    // afterAll removed them: a backup counts every schema's tables.
    await client.query(`DROP SCHEMA IF EXISTS hostile_probe, hostile_world CASCADE`);
    await client.query(emptying);
    const { rows: dead } = await client.query<{ t: string }>(
      `SELECT quote_ident(relname) AS t FROM pg_stat_user_tables WHERE n_dead_tup > 500 OR pg_relation_size(relid) > 262144`,
    );
    if (dead.length) await client.query(`VACUUM ${dead.map((r) => r.t).join(", ")}`);
  }
  const smtp = await startSmtpSink({ onMail: (m) => mailbox().push(m) });
  const google = await startGoogleStandIn();
  const stripe = await startStripeStandIn();
  return {
    url: urlFor(name),
    client,
    emptying,
    smtpUrl: smtp.url,
    googleUrl: google.url,
    stripeUrl: stripe.url,
  };
}

g.__sproutTestWorker ??= prepareWorker();
const worker = await g.__sproutTestWorker;

process.env.DATABASE_URL = worker.url;
process.env.SMTP_URL = worker.smtpUrl;
process.env.APP_URL = "http://sprout.test";
process.env.AUTH_SECRET = "test-secret-0123456789-0123456789-abcdef";
process.env.GOOGLE_CLIENT_ID = "sprout-test-client";
process.env.GOOGLE_API_URL = `${worker.googleUrl}/`;
process.env.GOOGLE_OAUTH_URL = `${worker.googleUrl}/`;
process.env.STRIPE_API_URL = worker.stripeUrl;
process.env.STRIPE_SECRET_KEY = "sk_test_sprout_standin";
process.env.STRIPE_WEBHOOK_SECRET = "whsec_sprout_test_secret";

beforeEach(async () => {
  if (worker.emptying) await worker.client.query(worker.emptying);
});

afterEach(() => {
  vi.useRealTimers();
});
