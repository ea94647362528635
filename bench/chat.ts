// Live chat (issue 13, docs/decisions/121): 1,000 open SSE streams on one app instance (a separate process,
// tests/support/chat-instance.ts), the memory they take, and the time from send (a teacher's message stored and
// NOTIFYed by this process, as another instance would) to its arrival on the parent's stream, p50/p99 — beside
// the same delivery through a bare `pg` LISTEN in the same run. Run: npm run bench -- chat
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { Client } from "pg";
import { pct, scratchDatabase } from "./support";

const STREAMS = 1000;
const MESSAGES = 200;

const db = await scratchDatabase(`sprout_bench_chat_${process.pid}`);
process.env.DATABASE_URL = db.url;
process.env.LOG_LEVEL = "error";
process.env.AUTH_SECRET ??= "bench-secret-0123456789-0123456789-abcdef";

const { prisma, ensureDatabaseReady } = await import("@/lib/db/client");
const { startSession } = await import("@/lib/auth/sessions");
const { sendMessage } = await import("@/lib/chat/messages");

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

function startInstance(): Promise<{ port: number; pid: number; stop: () => void }> {
  const root = path.resolve(import.meta.dirname, "..");
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "tests/support/chat-instance.ts"],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      const m = /port=(\d+)/.exec(d.toString());
      if (m) resolve({ port: Number(m[1]), pid: child.pid!, stop: () => child.kill() });
    });
    child.on("exit", (code) => reject(new Error(`instance exited ${code}`)));
  });
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
/** Opens a stream; `onData` sees each chunk. Resolves once the response headers arrived. */
function openStream(port: number, token: string, onData: (text: string) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: "127.0.0.1", port, path: "/api/chat/stream", agent, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
        res.setEncoding("utf8");
        res.on("data", onData);
        resolve(req);
      },
    );
    req.on("error", reject);
  });
}

function line(label: string, sorted: number[]) {
  console.log(
    `${label.padEnd(52)} p50 ${pct(sorted, 50).toFixed(2).padStart(7)} ms   p99 ${pct(sorted, 99).toFixed(2).padStart(7)} ms   n=${sorted.length}`,
  );
}

const instance = await startInstance();
try {
  await ensureDatabaseReady();
  // One teacher, one class, STREAMS parents each linked to a child of the class; parent 0 is the one written to.
  const teacher = await prisma.user.create({ data: { username: "bench.teacher", isTeacher: true, firstname: "Tess" } });
  const cls = await prisma.class.create({ data: { className: "Bench", ownerId: teacher.id } });
  const child = await prisma.user.create({
    data: { username: "bench.child", isStudent: true, studentProfile: { create: { classId: cls.id } } },
  });
  await prisma.user.createMany({
    data: Array.from({ length: STREAMS }, (_, i) => ({ username: `bench.parent.${i}`, isParent: true })),
  });
  const parents = await prisma.user.findMany({ where: { isParent: true }, orderBy: { username: "asc" } });
  await prisma.parentChild.createMany({ data: parents.map((p) => ({ parentId: p.id, childId: child.id })) });
  const target = parents.find((p) => p.username === "bench.parent.0")!;
  const conversation = await prisma.conversation.create({
    data: { teacherId: teacher.id, parentId: target.id, childId: child.id },
  });
  const tokens = [];
  for (const p of parents) tokens.push((await startSession(p.id)).access_token);
  const actor = { id: teacher.id, roles: ["teacher" as const], organizationId: null };

  // Warm the instance (modules, its pool, its LISTEN connection), then measure its memory before and after.
  (await openStream(instance.port, tokens[1]!, () => undefined)).destroy();
  await new Promise((r) => setTimeout(r, 500));
  const before = rssMb(instance.pid);
  let waiting: { marker: string; resolve: () => void } | null = null;
  const requests: http.ClientRequest[] = [];
  const opened = performance.now();
  for (let i = 0; i < STREAMS; i += 50) {
    const batch = tokens.slice(i, i + 50).map((token, j) =>
      openStream(instance.port, token, (text) => {
        if (i + j === 0 && waiting && text.includes(waiting.marker)) waiting.resolve();
      }),
    );
    requests.push(...(await Promise.all(batch)));
  }
  const openMs = performance.now() - opened;
  await new Promise((r) => setTimeout(r, 1000));
  const after = rssMb(instance.pid);

  const viaApp: number[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    await prisma.rateLimit.deleteMany(); // the per-user send limit is not what is measured
    const marker = `bench-${i}-`;
    const arrived = new Promise<void>((resolve) => (waiting = { marker, resolve }));
    const t = performance.now();
    await sendMessage(actor, "teacher", conversation.id, marker);
    await arrived;
    viaApp.push(performance.now() - t);
  }

  // The floor: the same NOTIFY → LISTEN hop with bare pg clients, no app, no streams.
  const listener = new Client({ connectionString: db.url });
  const sender = new Client({ connectionString: db.url });
  await Promise.all([listener.connect(), sender.connect()]);
  await listener.query("LISTEN bench_bare");
  let bare: (() => void) | null = null;
  listener.on("notification", () => bare?.());
  const viaPg: number[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const arrived = new Promise<void>((resolve) => (bare = resolve));
    const t = performance.now();
    await sender.query("SELECT pg_notify('bench_bare', $1)", [`bench-${i}`]);
    await arrived;
    viaPg.push(performance.now() - t);
  }
  await Promise.all([listener.end(), sender.end()]);

  console.log(`chat: ${STREAMS} SSE streams opened in ${(openMs / 1000).toFixed(1)} s on one instance`);
  console.log(
    `  instance RSS ${before.toFixed(0)} MB → ${after.toFixed(0)} MB: ${(((after - before) * 1024) / STREAMS).toFixed(1)} KB per open stream`,
  );
  line(
    "  send → parent's stream (store + NOTIFY + SSE)",
    viaApp.sort((a, b) => a - b),
  );
  line(
    "  bare pg NOTIFY → LISTEN (floor, same run)",
    viaPg.sort((a, b) => a - b),
  );
  for (const r of requests) r.destroy();
} finally {
  instance.stop();
  await prisma.$disconnect();
  await db.drop();
}
