// A stopping server finishes what it started (lib/http/drain.ts, decision 251), tried on the production build: its
// start-up (instrumentation) and its route handlers are bundled apart, so the count of requests in flight must be
// one count for both. A sign-in is held in flight by a lock on the user table; the server is sent SIGTERM; it says
// it waits for that request, the request still answers as a wrong password does (not a 500 from a closed
// database), and only then does the process exit.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { nextStartArgs } from "../scripts/next-start.mjs";

const server = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const dbName = `${(process.env.TEST_DB_PREFIX ?? "sprout_test").replace(/[^a-z0-9_]/gi, "_")}_e2e_stopping`;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Resolves once `check` holds, asking every 50 ms; fails after `ms`. */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

test("SIGTERM waits for the sign-in in flight: it answers, then the server exits", async () => {
  test.setTimeout(120_000);
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const dbUrl = new URL(server);
  dbUrl.pathname = `/${dbName}`;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const locker = new pg.Client({ connectionString: dbUrl.toString() });
  try {
    child = spawn(process.execPath, nextStartArgs({ PORT: String(port), HOSTNAME: "127.0.0.1" }), {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: dbUrl.toString(),
        APP_URL: url,
        NEXTAUTH_URL: url,
        AUTH_SECRET: "e2e-stopping-secret-0123456789-0123456789",
        SPROUT_SEED_DEMO: "0",
        NEXT_TELEMETRY_DISABLED: "1",
      },
    });
    let log = "";
    child.stdout!.on("data", (c: Buffer) => (log += c.toString()));
    child.stderr!.on("data", (c: Buffer) => (log += c.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once("exit", (code) => resolve(code)));
    await until("the server to answer", () =>
      fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      ),
    );

    // The sign-in reads the user table, which this transaction holds: the request waits in the database.
    await locker.connect();
    await locker.query(`BEGIN; LOCK TABLE "user" IN ACCESS EXCLUSIVE MODE`);
    const signIn = fetch(`${url}/api/auth/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "nobody.here", password: "not-the-password" }),
    });
    await until("the sign-in to wait for the lock", async () => {
      const { rows } = await admin.query(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
          WHERE d.datname = $1 AND NOT l.granted`,
        [dbName],
      );
      return rows[0].n > 0;
    });

    child.kill("SIGTERM");
    await until("the server to say it waits", () => log.includes("[sprout] stopping: 1 request in flight"));
    await locker.query("COMMIT");

    const answered = await signIn;
    expect(answered.status).toBe(400);
    expect(await answered.json()).toMatchObject({ status: 400, detail: "Unable to log in with provided credentials." });
    expect(await exited).toBe(0); // Sprout's stop, once the database has closed (Next's own would exit 143)
    expect(log).not.toContain("Cannot use a pool after calling end");
    expect(log).not.toContain("unhandled error");
  } finally {
    child?.kill("SIGKILL");
    await locker.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
});
