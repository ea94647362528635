// Load-bench plumbing shared by the benches that compare Sprout's production build with the bare floor:
// start both as child processes on one database, load a route with autocannon, count the SQL statements a
// request costs (server-side, from pg_stat_database), print the two side by side.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { connect, createServer, type AddressInfo, type Socket } from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export type Served = { url: string; stop: () => Promise<void> };

/**
 * PostgreSQL `ms` away: a loopback TCP relay that holds every chunk `ms` milliseconds in each direction (timers
 * of one duration fire in order, so the stream stays in order), as a database on another host would. Returns the
 * database URL through the relay.
 */
export async function distantDatabase(databaseUrl: string, ms: number): Promise<{ url: string; close: () => void }> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  const relay = (from: Socket, to: Socket) => {
    sockets.add(from);
    from.setNoDelay(true); // no Nagle stall on top of the delay (the database server does the same)
    from.on("data", (chunk) => setTimeout(() => to.destroyed || to.write(chunk), ms));
    from.on("close", () => setTimeout(() => to.destroy(), ms));
    from.on("error", () => to.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    close: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
}

async function waitFor(url: string, child: ChildProcess, seconds: number) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * Sprout's production build (`npm start`: scripts/start.mjs builds first when .next is missing or older than
 * the sources) on a free port against `databaseUrl`. BENCH_SPROUT_DIR serves another checkout (a baseline).
 */
export async function startSprout(
  databaseUrl: string,
  secret: string,
  cpuProfileDir?: string,
  opts: { workers?: number; env?: Record<string, string | undefined> } = {},
): Promise<Served> {
  const port = await freePort();
  // With a profile directory: `next start` itself under --cpu-prof (not allowed in NODE_OPTIONS), built already.
  const args = cpuProfileDir
    ? ["--cpu-prof", `--cpu-prof-dir=${cpuProfileDir}`, "node_modules/next/dist/bin/next", "start", "-p", String(port)]
    : ["scripts/start.mjs"];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: secret,
    APP_URL: `http://127.0.0.1:${port}`,
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "error",
    SPROUT_SEED_DEMO: "0",
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production",
    // One process, as the floor is, unless the bench asks for the cluster (scripts/cluster.mjs).
    SPROUT_WORKERS: String(opts.workers ?? 1),
    ...opts.env,
  };
  // `env: { DATABASE_URL: undefined }` serves the embedded database instead.
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
  const child = spawn(process.execPath, args, {
    cwd: process.env.BENCH_SPROUT_DIR ?? root,
    stdio: ["ignore", "inherit", "inherit"],
    env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child, 900);
  return { url, stop: stopper(child) };
}

const nextFloorDir = path.join(root, "bench/floor/next");

/** The newest modification time under the Next floor's sources (its app/ and config). */
function nextFloorSourcesTime(): number {
  const files = [
    "next.config.mjs",
    "app/api/constant/route.ts",
    "app/api/auth/route.ts",
    "app/api/[...path]/route.ts",
    "../server.ts",
  ].map((f) => path.join(nextFloorDir, f));
  return Math.max(...files.map((f) => statSync(f).mtimeMs));
}

/**
 * Next's own floor (bench/floor/next, docs/decisions/231, 257): a Next app of route handlers — a constant, the bare
 * floor's authentication, and every bare floor route (`appUrl`: the Sprout it stands beside) — built with the same Next as Sprout (when missing or older than its sources) and
 * served by `next start` in one process.
 */
export async function startNextFloor(databaseUrl: string, secret: string, appUrl?: string): Promise<Served> {
  const buildId = path.join(nextFloorDir, ".next/BUILD_ID");
  if (!existsSync(buildId) || statSync(buildId).mtimeMs < nextFloorSourcesTime()) {
    console.log("[bench] building Next's floor (bench/floor/next)…");
    const r = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build", nextFloorDir], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    });
    if (r.status !== 0) throw new Error("bench/floor/next did not build");
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", nextFloorDir, "-p", String(port)],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        FLOOR_DATABASE_URL: databaseUrl,
        FLOOR_APP_URL: appUrl,
        AUTH_SECRET: secret,
        NEXT_TELEMETRY_DISABLED: "1",
        NODE_ENV: "production",
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/constant`, child, 120);
  return { url, stop: stopper(child) };
}

/** The bare floor (bench/floor/server.ts) in its own process; `appUrl`: the Sprout it stands beside. */
export async function startFloorProcess(databaseUrl: string, secret: string, appUrl?: string): Promise<Served> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "bench/floor/main.ts")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      FLOOR_DATABASE_URL: databaseUrl,
      FLOOR_PORT: String(port),
      AUTH_SECRET: secret,
      FLOOR_APP_URL: appUrl,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child, 60);
  return { url, stop: stopper(child) };
}

export type Load = { rps: number; p50: number; p99: number; errors: number };

/** wrk (Debian package `wrk`, a C load generator) when it is installed and BENCH_LOADGEN is not "autocannon". */
function wrkBinary(): string | null {
  if (process.env.BENCH_LOADGEN === "autocannon") return null;
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(dir, "wrk");
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

const WRK = wrkBinary();
/** Which load generator the ceilings were measured with, for the bench's header line. */
export const LOADGEN = WRK ? "wrk (2 threads)" : "autocannon";

/** wrk's duration figures ("812.00us", "3.21ms", "1.02s") in milliseconds. */
function wrkMs(figure: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(figure.trim());
  if (!m) return NaN;
  const n = Number(m[1]);
  return m[2] === "us" ? n / 1000 : m[2] === "ms" ? n : m[2] === "s" ? n * 1000 : n * 60_000;
}

/**
 * wrk -t2 -c<connections> --latency, parsed from its report: as fast as the connections allow (the ceiling), or
 * with `rate` each connection paced by bench/floor/paced.lua (exponential gaps, mean connections / rate).
 */
async function wrkLoad(
  binary: string,
  url: string,
  token: string | null,
  opts: { seconds: number; connections: number; rate?: number },
) {
  const args = ["-t2", `-c${opts.connections}`, `-d${opts.seconds}s`, "--latency", "--timeout", "10s"];
  if (token) args.push("-H", `authorization: Bearer ${token}`);
  if (opts.rate) args.push("-s", path.join(root, "bench/floor/paced.lua"));
  args.push(url);
  if (opts.rate) args.push("--", String((opts.connections * 1000) / opts.rate));
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ["ignore", "pipe", "inherit"] });
    let text = "";
    child.stdout.on("data", (c: Buffer) => (text += c.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}`))));
  });
  const pick = (re: RegExp) => re.exec(out)?.[1] ?? "";
  const requests = Number(pick(/(\d+) requests in/));
  const non2xx = Number(pick(/Non-2xx or 3xx responses: (\d+)/) || 0);
  const socket = pick(/Socket errors: (.*)/);
  const socketErrors = socket ? [...socket.matchAll(/\d+/g)].reduce((n, m) => n + Number(m[0]), 0) : 0;
  return {
    rps: Number(pick(/Requests\/sec:\s+([\d.]+)/)),
    p50: wrkMs(pick(/\s50%\s+(\S+)/)),
    p99: wrkMs(pick(/\s99%\s+(\S+)/)),
    errors: non2xx + socketErrors,
    requests,
  };
}

/**
 * wrk when installed, else autocannon: `rate` undefined = as fast as `connections` allow (the ceiling); else a
 * fixed offered rate (autocannon's overallRate; wrk paced per connection).
 */
export async function load(
  url: string,
  token: string | null,
  opts: { seconds: number; connections: number; rate?: number },
): Promise<Load> {
  if (WRK) return wrkLoad(WRK, url, token, opts);
  const r = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.seconds,
    ...(opts.rate ? { overallRate: opts.rate } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/**
 * SQL statements per request, counted by the server: the database's committed transactions (each statement
 * outside a transaction is one) over `n` sequential requests. Statistics reach pg_stat_database when a
 * backend goes idle, at most ~10 s later, hence the wait. Background work in the same database (job polling)
 * adds a little; the figure is rounded to one decimal.
 */
export async function statementsPerRequest(databaseUrl: string, url: string, token: string, n = 200) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const read = async () =>
    Number(
      (
        await c.query<{ n: string }>(
          "SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()",
        )
      ).rows[0].n,
    );
  const settle = () => new Promise((r) => setTimeout(r, 11_000));
  try {
    await settle();
    const before = await read();
    for (let i = 0; i < n; i++) {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      await res.arrayBuffer();
    }
    await settle();
    return Math.round((((await read()) - before - 1) / n) * 10) / 10;
  } finally {
    await c.end();
  }
}

const f = (n: number, w = 7) => n.toFixed(0).padStart(w);

export function printPair(label: string, sprout: Load, floor: Load, extra = "") {
  console.log(
    `${label.padEnd(40)} sprout ${f(sprout.rps)} req/s  floor ${f(floor.rps)} req/s  ratio ${(sprout.rps / floor.rps).toFixed(2)}${extra}`,
  );
}

export function printRate(label: string, rate: number, sprout: Load, floor: Load) {
  console.log(
    `${`${label} @${rate}/s`.padEnd(40)} sprout ${f(sprout.rps, 4)}/s p50 ${f(sprout.p50, 4)} ms p99 ${f(sprout.p99, 4)} ms err ${sprout.errors}` +
      `   floor ${f(floor.rps, 4)}/s p50 ${f(floor.p50, 4)} ms p99 ${f(floor.p99, 4)} ms err ${floor.errors}`,
  );
}
