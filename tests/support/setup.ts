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
  tables: string[];
  smtpUrl: string;
  googleUrl: string;
  stripeUrl: string;
};
const g = globalThis as unknown as { __sproutTestWorker?: Promise<WorkerState> };

async function prepareWorker(): Promise<WorkerState> {
  const name = `${prefix}_w${process.env.VITEST_POOL_ID ?? process.pid}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
  await admin.end();
  const client = new Client({ connectionString: urlFor(name) });
  await client.connect();
  const { rows } = await client.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
  );
  const smtp = await startSmtpSink({ onMail: (m) => mailbox().push(m) });
  const google = await startGoogleStandIn();
  const stripe = await startStripeStandIn();
  return {
    url: urlFor(name),
    client,
    tables: rows.map((r) => r.tablename),
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
  if (worker.tables.length) {
    // The audit log refuses TRUNCATE (docs/decisions/140); only a superuser session in replica mode skips its
    // triggers, which is what this harness connects as. The application's role cannot set it.
    await worker.client.query(
      `SET session_replication_role = replica; ` +
        `TRUNCATE ${worker.tables.map((t) => `"${t}"`).join(", ")} RESTART IDENTITY CASCADE; ` +
        `SET session_replication_role = origin`,
    );
  }
});

afterEach(() => {
  vi.useRealTimers();
});
