// Starts Sprout for the browser tests: a fresh database on the PostgreSQL server, a real SMTP server on
// loopback writing each message to .e2e/mail/, the Stripe stand-in (it posts signed webhooks back to the app),
// then `next start` on E2E_PORT.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import pg from "pg";
import { register } from "tsx/esm/api";
import { startSmtpSink } from "../../tests/support/smtp-sink.mjs";
import { nextStartArgs } from "../../scripts/next-start.mjs";

register();
const { startStripeStandIn } = await import("../../tests/support/stripe-standin.ts");
const { startGoogleStandIn } = await import("../../tests/support/google-standin.ts");

const port = process.env.E2E_PORT ?? "3217";
const server = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const dbName = `${(process.env.TEST_DB_PREFIX ?? "sprout_test").replace(/[^a-z0-9_]/gi, "_")}_e2e`;
const mailDir = ".e2e/mail";

rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
await admin.query(`CREATE DATABASE "${dbName}"`);
await admin.end();
const dbUrl = new URL(server);
dbUrl.pathname = `/${dbName}`;

let count = 0;
const smtp = await startSmtpSink({
  onMail: (mail) => writeFileSync(`${mailDir}/${String(++count).padStart(4, "0")}.json`, JSON.stringify(mail)),
});

const stripeWebhookSecret = "whsec_e2e_sprout_0123456789";
const stripe = await startStripeStandIn({
  webhookUrl: `http://127.0.0.1:${port}/api/payment/webhook`,
  webhookSecret: stripeWebhookSecret,
  confirmDelayMs: 3000,
});

// Google through its official clients against the local stand-in; specs register tokens at its /__test/tokens
// (its address is in .e2e/google.json) and stand in for Google's browser script (e2e/support/google.ts).
const google = await startGoogleStandIn();
writeFileSync(".e2e/google.json", JSON.stringify({ url: google.url }));

// As `npm start` runs it, kept on loopback with HOSTNAME (e2e/listen.spec.ts checks that it is).
const child = spawn(process.execPath, nextStartArgs({ PORT: port, HOSTNAME: "127.0.0.1" }), {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: dbUrl.toString(),
    SMTP_URL: smtp.url,
    APP_URL: `http://127.0.0.1:${port}`,
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: "e2e-secret-0123456789-0123456789-abcdef",
    SPROUT_SEED_DEMO: "1",
    NEXT_TELEMETRY_DISABLED: "1",
    STRIPE_API_URL: stripe.url,
    STRIPE_SECRET_KEY: "sk_test_e2e_sprout",
    STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
    GOOGLE_CLIENT_ID: "sprout-test-client",
    GOOGLE_API_URL: `${google.url}/`,
    GOOGLE_OAUTH_URL: `${google.url}/`,
    // The specs' test accounts each come "from their own network" (e2e/support/accounts.ts), so the suite's many
    // sign-ups do not meet the per-network hourly limit meant for one school's connection.
    TRUST_PROXY: "127.0.0.1",
  },
});
const stop = () => {
  child.kill("SIGTERM");
  smtp.close();
  stripe.close();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
