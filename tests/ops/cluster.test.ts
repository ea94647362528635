// Issue 25: `npm start` with DATABASE_URL runs one server process per core (scripts/cluster.mjs). Two workers
// of the real supervisor, each serving through Sprout's session, authentication, rate-limit and database
// modules (tests/support/cluster-worker.ts), answer on one port; a session made on one is honoured by the
// other, a rate limit counts across both, a write by one is read by the other; a worker killed with SIGKILL
// is replaced and the session still works; SIGTERM stops the primary and every worker.
import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { restartDelay, workerCount } from "../../scripts/cluster.mjs";
import { root } from "../support/embedded";

type Answer = { status: number; pid: number; body: string };

/** One request on a fresh connection (no keep-alive), so the primary hands each to the next worker. */
function call(port: number, method: string, path: string, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent: false,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, pid: Number(res.headers["x-pid"]), body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Asks until two different live workers have answered; returns their pids. */
async function twoWorkers(port: number, without: number[] = []): Promise<Set<number>> {
  const seen = new Set<number>();
  while (seen.size < 2) {
    const a = await call(port, "GET", "/pid").catch(() => null);
    if (a?.status === 200 && !without.includes(a.pid)) seen.add(a.pid);
    else await new Promise((r) => setTimeout(r, 100));
  }
  return seen;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("how many processes npm start runs", () => {
  it("runs one per core on PostgreSQL, SPROUT_WORKERS when set, and one on the embedded database", () => {
    const db = "postgresql://x@127.0.0.1/sprout";
    expect(workerCount({ DATABASE_URL: db }, 4)).toEqual({ count: 4 });
    expect(workerCount({ DATABASE_URL: db, SPROUT_WORKERS: "2" }, 8)).toEqual({ count: 2 });
    expect(workerCount({}, 8)).toEqual({ count: 1, note: undefined });
    expect(workerCount({ SPROUT_WORKERS: "4" }, 8).count).toBe(1);
    expect(workerCount({ SPROUT_WORKERS: "4" }, 8).note).toContain("embedded database");
    expect(workerCount({ DATABASE_URL: db, SPROUT_WORKERS: "lots" }, 8).count).toBe(0);
    // A worker that keeps dying young waits longer each time; one that lived is replaced at once.
    expect(restartDelay(60_000, 0)).toBe(0);
    expect(restartDelay(1_000, 1)).toBeLessThan(restartDelay(1_000, 3));
    expect(restartDelay(1_000, 50)).toBe(30_000);
  });
});

describe.runIf(process.platform === "linux")("npm start's workers on one PostgreSQL", () => {
  // Even when the test times out, the primary goes, and with it its workers (SIGTERM reaches them through it).
  let running: ChildProcess | null = null;
  afterEach(async () => {
    if (running && running.exitCode === null && running.signalCode === null) {
      const gone = new Promise((r) => running!.once("exit", r));
      running.kill("SIGTERM");
      await gone;
    }
    running = null;
  });

  // Mostly the two workers' start-up (tsx loading Sprout's modules), twice: 48–64 s at load average 16–30 on
  // 2 cores shared with seven other sessions; the guard leaves room for such a machine.
  it("share sessions, limits and data, replace a killed worker and stop together", { timeout: 120_000 }, async () => {
    const user = await prisma.user.create({
      data: { username: "cluster.teacher", firstname: "Clu", lastname: "Ster", isTeacher: true },
    });
    const port = await freePort();
    const primary = spawn(process.execPath, ["tests/support/cluster-primary.mjs"], {
      cwd: root,
      env: { ...process.env, PORT: String(port), SPROUT_WORKERS: "2" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    running = primary;
    let log = "";
    primary.stdout!.on("data", (d: Buffer) => (log += d.toString()));
    primary.stderr!.on("data", (d: Buffer) => (log += d.toString()));
    const exited = new Promise<number | null>((r) => primary.once("exit", (code) => r(code)));
    const first = await twoWorkers(port);

    // A session started on one worker is honoured by both.
    const token = (await call(port, "POST", `/session?user=${user.id}`)).body;
    const me = await Promise.all(Array.from({ length: 6 }, () => call(port, "GET", "/me", token)));
    expect(me.map((a) => [a.status, a.body])).toEqual(me.map(() => [200, user.id]));
    expect(new Set(me.map((a) => a.pid))).toEqual(first);

    // The rate limit counts across workers: three pass, whichever worker answers, then no more.
    const tries: Answer[] = [];
    for (let i = 0; i < 5; i++) tries.push(await call(port, "POST", "/limited"));
    expect(tries.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    expect(new Set(tries.map((a) => a.pid)).size).toBe(2);

    // What one worker writes, the other reads.
    for (const k of ["a", "b", "c", "d"]) expect((await call(port, "POST", `/write?key=${k}`)).status).toBe(200);
    const reads = [await call(port, "GET", "/keys"), await call(port, "GET", "/keys")];
    expect(new Set(reads.map((a) => a.pid)).size).toBe(2);
    for (const r of reads) expect(r.body.split("\n").sort()).toEqual(["a", "b", "c", "d"]);

    // A worker killed mid-life is replaced; the other keeps serving meanwhile; the session still works.
    const [victim, survivor] = [...first];
    process.kill(victim, "SIGKILL");
    while (!log.includes(`pid ${victim}) exited (SIGKILL); starting a new one`)) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const during = await call(port, "GET", "/me", token);
    expect([during.status, during.pid]).toEqual([200, survivor]);
    const second = await twoWorkers(port, [victim]);
    expect(second.has(survivor)).toBe(true);
    const newcomer = [...second].find((p) => p !== survivor)!;
    expect(alive(victim)).toBe(false);
    let onNewcomer: Answer | null = null;
    while (!onNewcomer) {
      const a = await call(port, "GET", "/me", token);
      if (a.pid === newcomer) onNewcomer = a;
    }
    expect([onNewcomer.status, onNewcomer.body]).toEqual([200, user.id]);

    // SIGTERM stops the primary and both workers.
    primary.kill("SIGTERM");
    expect(await exited).toBe(0);
    for (const pid of second) expect(alive(pid)).toBe(false);
  });
});
