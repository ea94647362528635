// A school morning (issue 15): 20 teachers with classes totalling 300 students. Within the window (5 minutes,
// or BENCH_MORNING_SECONDS) the 300 children sign in with the username and password on their login cards,
// spread evenly over the window; the 20 teachers keep reloading their dashboard (class list, then the roster
// and the progress summary of their class, as /teachers does) every BENCH_MORNING_RELOAD_MS (3 s, jittered);
// and after a fifth of the window one teacher imports a 1,000-row CSV into a new class and polls its job as
// the progress bar does. The same scenario runs against Sprout's production build (`next start`) and then
// against the bare floor (bench/floor/morning.ts: node:http + pg), on one scratch database. Per route: count,
// errors (must be 0), p50/p95/p99, beside the floor's. Run:
//   flock /tmp/sprout-heavy.lock npm run bench -- school-morning        (BENCH_MORNING_SECONDS=60 compresses)
// Issue 25 adds two variants (docs/decisions/233):
//   BENCH_MORNING_SCALE=district   100 teachers, 3,000 children over a compressed 10-minute window, two Sprout
//                                  instances behind HAProxy (Debian's /usr/sbin/haproxy, configured and started
//                                  here) on one PostgreSQL, and 20 teacher→parent chats sent through instance 1 to
//                                  parents' streams on instance 2 (send → arrival, beside a bare NOTIFY → LISTEN)
//   BENCH_MORNING_DB=embedded      Sprout through `npm start` on the embedded PGlite (no DATABASE_URL), seeded
//                                  the same way in its own data directory; the floor stays on PostgreSQL
// Sizes: BENCH_MORNING_TEACHERS, BENCH_MORNING_STUDENTS, BENCH_MORNING_INSTANCES, BENCH_MORNING_CHATS.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { scratchDatabase } from "./support";
import { freePort, startSprout, type Served } from "./floor/harness";

const SECRET = "bench-secret-0123456789-0123456789-abcdef";
const DISTRICT = process.env.BENCH_MORNING_SCALE === "district";
const EMBEDDED = process.env.BENCH_MORNING_DB === "embedded";
const SECONDS = Number(process.env.BENCH_MORNING_SECONDS ?? (DISTRICT ? 600 : 300));
const RELOAD_MS = Number(process.env.BENCH_MORNING_RELOAD_MS ?? 3000);
const TEACHERS = Number(process.env.BENCH_MORNING_TEACHERS ?? (DISTRICT ? 100 : 20));
const STUDENTS = Number(process.env.BENCH_MORNING_STUDENTS ?? (DISTRICT ? 3000 : 300));
const INSTANCES = EMBEDDED ? 1 : Number(process.env.BENCH_MORNING_INSTANCES ?? (DISTRICT ? 2 : 1));
const CHATS = Math.min(TEACHERS, Number(process.env.BENCH_MORNING_CHATS ?? (DISTRICT ? 20 : 0)));
const CHAT_EVERY_MS = 10_000;
const IMPORT_ROWS = 1000;
/** "floor" alone checks the scenario without building Sprout. */
const SIDES = (process.env.BENCH_MORNING_SIDES ?? "sprout,floor").split(",");
/** Set in the child process that seeds the embedded database (BENCH_MORNING_DB=embedded): where to write the seed. */
const SEED_OUT = process.env.BENCH_MORNING_SEED_OUT;

const db = SEED_OUT ? null : await scratchDatabase(`sprout_bench_morning_${process.pid}`);
if (db) process.env.DATABASE_URL = db.url;
process.env.AUTH_SECRET = SECRET;
process.env.LOG_LEVEL = "error";

const { ensureDatabaseReady, prisma } = await import("@/lib/db/client");
const { startSession } = await import("@/lib/auth/sessions");
const { newCardCredentials, generateCardToken, encryptCardSecret } = await import("@/lib/cards/secrets");
const { hashCardToken } = await import("@/lib/auth/card-sign-in");
const { insertStudents } = await import("@/lib/students/accounts");
const { mapLimit } = await import("@/lib/jobs/limit");
const { puzzleCatalog } = await import("@/lib/puzzles/content");

type Teacher = { token: string; classId: string; importClassId: string; chat?: Chat };
type Child = { username: string; password: string };
/** A teacher–parent conversation about a child of the teacher's class; the parent's session token. */
type Chat = { conversationId: string; parentToken: string };
type Seeded = { teachers: Teacher[]; children: Child[] };

async function seed(): Promise<Seeded> {
  await ensureDatabaseReady();
  const teachers: Teacher[] = [];
  const children: Child[] = [];
  // One password for every card (a sign-in verifies one argon2 hash whatever the password): the seed hashes once.
  const shared = await newCardCredentials();
  for (let t = 0; t < TEACHERS; t++) {
    const teacher = await prisma.user.create({
      data: {
        username: `morning.teacher${t}`,
        email: `teacher${t}@school.test`,
        emailVerifiedAt: new Date(),
        firstname: `Teacher${t}`,
        lastname: "Morning",
        isTeacher: true,
      },
    });
    const klass = await prisma.class.create({ data: { className: `Class ${t}`, ownerId: teacher.id, grade: "3" } });
    // Teacher 0 also has an empty class for each side's 1,000-row import.
    const importClass = await prisma.class.create({ data: { className: `New ${t}`, ownerId: teacher.id, grade: "3" } });
    const n = STUDENTS / TEACHERS;
    const made = await mapLimit(
      Array.from({ length: n }, (_, i) => t * n + i),
      2,
      async (k) => {
        const token = generateCardToken();
        const c = {
          password: shared.password,
          passwordHash: shared.passwordHash,
          cardSecret: encryptCardSecret({ password: shared.password, token }),
          cardTokenHash: hashCardToken(token),
        };
        children.push({ username: `morning.kid${k}`, password: c.password });
        return {
          userId: crypto.randomUUID(),
          studentId: crypto.randomUUID(),
          username: `morning.kid${k}`,
          email: null,
          firstName: `Kid${k}`,
          lastName: `Family${k % 11}`,
          dob: "2017-05-04",
          passwordHash: c.passwordHash,
          cardSecret: c.cardSecret,
          cardTokenHash: c.cardTokenHash,
        };
      },
    );
    await prisma.$transaction((tx) => insertStudents(tx, klass.id, made));
    // Progress is computed from attempts (docs/decisions/160): each student solved a few puzzles and missed one.
    const ids = puzzleCatalog().packs.flatMap((p) => p.puzzles.map((z) => ({ id: z.id, packId: p.id })));
    await prisma.puzzleAttempt.createMany({
      data: made.flatMap((s, i) =>
        Array.from({ length: 8 }, (_, k) => {
          const z = ids[(i * 7 + k * 13) % ids.length]!;
          const solved = k !== 7;
          return {
            studentId: s.studentId,
            clientId: crypto.randomUUID(),
            puzzleId: z.id,
            packId: z.packId,
            outcome: solved ? "perfect" : "failed",
            solved,
            credited: solved,
            blockCount: 3,
            program: {},
          };
        }),
      ),
    });
    const session = await startSession(teacher.id);
    let chat: Chat | undefined;
    if (t < CHATS) {
      // A parent of the class's first child, and their conversation with the teacher.
      const parent = await prisma.user.create({
        data: { username: `morning.parent${t}`, firstname: `Parent${t}`, lastname: "Morning", isParent: true },
      });
      await prisma.parentChild.create({ data: { parentId: parent.id, childId: made[0]!.userId } });
      const conversation = await prisma.conversation.create({
        data: { teacherId: teacher.id, parentId: parent.id, childId: made[0]!.userId },
      });
      chat = { conversationId: conversation.id, parentToken: (await startSession(parent.id)).access_token };
    }
    teachers.push({ token: session.access_token, classId: klass.id, importClassId: importClass.id, chat });
  }
  return { teachers, children };
}

/**
 * BENCH_MORNING_DB=embedded: the same seed in a fresh PGlite directory, made by a child process (this module with
 * BENCH_MORNING_SEED_OUT and no DATABASE_URL), which closes the database before `npm start` opens it.
 */
function seedEmbedded(dir: string): Seeded {
  const out = path.join(dir, "seed.json");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SPROUT_DATA_DIR: path.join(dir, "data"),
    BENCH_MORNING_SEED_OUT: out,
  };
  delete env.DATABASE_URL;
  const r = spawnSync(
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      "tsx",
      path.join(import.meta.dirname, "run.ts"),
      "--one",
      import.meta.filename,
    ],
    { stdio: "inherit", env },
  );
  if (r.status !== 0) throw new Error("seeding the embedded database failed");
  return JSON.parse(readFileSync(out, "utf8")) as Seeded;
}

/** HAProxy (Debian's package) round-robin over `backends`, on a free port; the config is written here. */
async function startHaproxy(backends: string[]): Promise<Served> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "sprout-haproxy-"));
  const config = [
    "global",
    "  maxconn 4000",
    "defaults",
    "  mode http",
    "  timeout connect 5s",
    "  timeout client 120s",
    "  timeout server 120s",
    "  timeout tunnel 1h", // the chat's event streams
    "  timeout check 10s", // a busy instance answers its health check late: not a reason to take it out
    "  retries 3",
    "  option redispatch",
    "frontend sprout",
    `  bind 127.0.0.1:${port}`,
    "  default_backend instances",
    "backend instances",
    "  balance roundrobin",
    "  option httpchk GET /api/health",
    ...backends.map((b, i) => `  server sprout${i + 1} ${new URL(b).host} check inter 5s fall 6 rise 1`),
  ].join("\n");
  writeFileSync(path.join(dir, "haproxy.cfg"), config + "\n");
  const child = spawn("/usr/sbin/haproxy", ["-db", "-f", path.join(dir, "haproxy.cfg")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || i > 100) throw new Error("haproxy did not start");
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(200);
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        rmSync(dir, { recursive: true, force: true });
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** A parent's event stream (GET /api/chat/stream) on `base`; `onData` sees every chunk. Resolves when it is open. */
function openStream(base: string, token: string, onData: (text: string) => void): Promise<http.ClientRequest> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: u.hostname,
        port: u.port,
        path: "/api/chat/stream",
        agent: false,
        headers: { authorization: `Bearer ${token}` },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding("utf8");
        res.on("data", onData);
        resolve(req);
      },
    );
    req.on("error", reject);
  });
}

/** POST `body` as JSON with no client-side timeout; resolves null on a 2xx, else what went wrong. */
function postWithoutTimeout(url: string, body: string, token: string): Promise<string | null> {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: "POST",
        agent: false,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => {
          const ok = (res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300;
          resolve(ok ? null : `${res.statusCode} ${text.slice(0, 200)}`);
        });
      },
    );
    req.on("error", (e) => resolve(String(e)));
    req.end(body);
  });
}

/** The floor of the chat line: the bare NOTIFY → LISTEN hop between two pg connections, `n` times. */
async function bareNotify(n: number): Promise<number[]> {
  const listener = new pg.Client({ connectionString: db!.url });
  const sender = new pg.Client({ connectionString: db!.url });
  await Promise.all([listener.connect(), sender.connect()]);
  await listener.query("LISTEN bench_morning");
  let arrived: (() => void) | null = null;
  listener.on("notification", () => arrived?.());
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const got = new Promise<void>((r) => (arrived = r));
    const t = performance.now();
    await sender.query("SELECT pg_notify('bench_morning', $1)", [`m${i}`]);
    await got;
    times.push(performance.now() - t);
  }
  await Promise.all([listener.end(), sender.end()]);
  return times;
}

async function startMorningFloor(): Promise<Served> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "floor/morning.ts")], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, FLOOR_DATABASE_URL: db!.url, FLOOR_PORT: String(port), AUTH_SECRET: SECRET },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || i > 200) throw new Error("the morning floor did not start");
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

type Stat = { times: number[]; errors: number; firstError?: string };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function csv(tag: string) {
  const lines = ["id,email,firstName,lastName,username,dob"];
  for (let i = 1; i <= IMPORT_ROWS; i++)
    lines.push(`${i},${tag}${i}@kids.test,New${i},Family${i % 13},${tag}.new${i},2016-0${(i % 9) + 1}-1${i % 9}`);
  return lines.join("\r\n") + "\r\n";
}

/** `chatBases`: [where teachers send, where parents listen] (Sprout only; two instances in the district). */
async function morning(
  base: string,
  side: "sprout" | "floor",
  teachers: Teacher[],
  children: Child[],
  chatBases?: [string, string],
) {
  const stats = new Map<string, Stat>();
  async function call(route: string, url: string, init: RequestInit = {}, token?: string): Promise<unknown> {
    const stat = stats.get(route) ?? { times: [], errors: 0 };
    stats.set(route, stat);
    const headers = new Headers(init.headers);
    if (token) headers.set("authorization", `Bearer ${token}`);
    const t = performance.now();
    try {
      const res = await fetch(base + url, { ...init, headers });
      const text = await res.text();
      if (!res.ok) throw new Error(`${res.status} ${text.slice(0, 200)}`);
      return JSON.parse(text) as unknown;
    } catch (error) {
      stat.errors++;
      stat.firstError ??= String(error);
      return null;
    } finally {
      stat.times.push(performance.now() - t);
    }
  }
  const windowMs = SECONDS * 1000;
  const start = performance.now();
  const elapsed = () => performance.now() - start;
  const jitter = (ms: number) => ms * (0.75 + Math.random() * 0.5);

  // Children: evenly spread over the window, each at its moment.
  const signIns = children.map(async (c, i) => {
    await sleep(((i + Math.random()) / children.length) * windowMs * 0.98);
    const r = (await call("POST /api/auth/login (child)", "/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: c.username, password: c.password }),
    })) as { access_token?: string } | null;
    if (r && !r.access_token) stats.get("POST /api/auth/login (child)")!.errors++;
  });

  // Teachers: the dashboard's three calls, again and again.
  const dashboards = teachers.map(async (t, i) => {
    await sleep((i / teachers.length) * RELOAD_MS);
    while (elapsed() < windowMs) {
      await call("GET /api/academics/class", "/api/academics/class", {}, t.token);
      await Promise.all([
        call("GET /class/{id}/student (15)", `/api/academics/class/${t.classId}/student`, {}, t.token),
        call("GET /class/{id}/progress-summary", `/api/academics/class/${t.classId}/progress-summary`, {}, t.token),
      ]);
      await sleep(jitter(RELOAD_MS));
    }
  });

  // The import: upload, then (Sprout) poll the job every second like the progress bar.
  let importMs = NaN; // stays NaN when the import did not finish
  const importing = (async () => {
    await sleep(windowMs / 5);
    const t = teachers[0];
    const file = `/api/academics/class/${t.importClassId}/student/file`;
    const began = performance.now();
    if (side === "floor") {
      // One request that hashes 1,000 passwords: on a busy machine it outlasts fetch's 300 s header timeout.
      const label = "POST /class/{id}/student/file (1,000)";
      const stat = stats.get(label) ?? { times: [], errors: 0 };
      stats.set(label, stat);
      const failure = await postWithoutTimeout(base + file, JSON.stringify({ csv: csv("floor") }), t.token);
      stat.times.push(performance.now() - began);
      if (failure) {
        stat.errors++;
        stat.firstError ??= failure;
      }
    } else {
      const form = new FormData();
      form.set("file", new File([csv("sprout")], "morning.csv", { type: "text/csv" }));
      const r = (await call(
        "POST /class/{id}/student/file (1,000)",
        file,
        { method: "POST", body: form },
        t.token,
      )) as {
        job?: { id: string };
      } | null;
      if (!r?.job) return;
      for (;;) {
        await sleep(1000);
        const j = (await call("GET /class/{id}/student/file/{job}", `${file}/${r.job.id}`, {}, t.token)) as {
          status?: string;
          errors?: string[];
        } | null;
        if (j?.status === "succeeded") break;
        if (!j || j.status === "failed") {
          const s = stats.get("GET /class/{id}/student/file/{job}")!;
          s.errors++;
          s.firstError ??= `job ${j?.status}: ${j?.errors?.join(" ")}`;
          return;
        }
      }
    }
    importMs = performance.now() - began;
  })();

  // Chat between instances: each parent's stream is open on the second instance; the teacher sends through the
  // first every ~10 s; the line times send → arrival on the parent's stream.
  const streams: http.ClientRequest[] = [];
  const chatting = Promise.all(
    teachers
      .filter((t) => chatBases && t.chat)
      .map(async (t, i) => {
        const [sendBase, listenBase] = chatBases!;
        let waiting: { marker: string; resolve: () => void } | null = null;
        streams.push(
          await openStream(listenBase, t.chat!.parentToken, (text) => {
            if (waiting && text.includes(waiting.marker)) waiting.resolve();
          }),
        );
        await sleep((i / CHATS) * CHAT_EVERY_MS);
        const label = "chat: send (instance 1) → stream (last)";
        for (let k = 0; elapsed() < windowMs; k++) {
          const marker = `morning-${i}-${k}-`;
          const arrived = new Promise<void>((resolve) => (waiting = { marker, resolve }));
          const began = performance.now();
          const sent = await fetch(`${sendBase}/api/chat/teacher/message/${t.chat!.conversationId}`, {
            method: "POST",
            headers: { authorization: `Bearer ${t.token}`, "content-type": "application/json" },
            body: JSON.stringify({ text: marker }),
          }).then(
            async (r) => (r.ok ? null : `${r.status} ${(await r.text()).slice(0, 200)}`),
            (e: unknown) => String(e),
          );
          const stat = stats.get(label) ?? { times: [], errors: 0 };
          stats.set(label, stat);
          const lost = sleep(10_000).then(() => "not delivered within 10 s");
          const failure = sent ?? (await Promise.race([arrived.then(() => null), lost]));
          if (failure) {
            stat.errors++;
            stat.firstError ??= failure;
          } else stat.times.push(performance.now() - began);
          await sleep(jitter(CHAT_EVERY_MS));
        }
      }),
  );

  await Promise.all([...signIns, ...dashboards, importing, chatting]);
  for (const r of streams) r.destroy();
  return { stats, importMs, totalMs: elapsed() };
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const secs = (n: number) => (Number.isNaN(n) ? "not done" : `${(n / 1000).toFixed(1)} s`);
const ms = (n: number) => (Number.isNaN(n) ? "—" : n.toFixed(0)).padStart(6);

function print(sprout: Awaited<ReturnType<typeof morning>>, floor: Awaited<ReturnType<typeof morning>>) {
  console.log(
    `${"route".padEnd(40)} ${"sprout: n".padStart(9)} ${"err".padStart(4)} ${"p50".padStart(6)} ${"p95".padStart(6)} ${"p99".padStart(6)} ms` +
      `   | ${"floor: n".padStart(8)} ${"err".padStart(4)} ${"p50".padStart(6)} ${"p95".padStart(6)} ${"p99".padStart(6)} ms   p99 ×`,
  );
  const routes = [...new Set([...sprout.stats.keys(), ...floor.stats.keys()])];
  for (const r of routes) {
    const s = sprout.stats.get(r);
    const f = floor.stats.get(r);
    const ss = [...(s?.times ?? [])].sort((a, b) => a - b);
    const fs = [...(f?.times ?? [])].sort((a, b) => a - b);
    console.log(
      `${r.padEnd(40)} ${String(ss.length).padStart(9)} ${String(s?.errors ?? 0).padStart(4)} ${ms(pct(ss, 50))} ${ms(pct(ss, 95))} ${ms(pct(ss, 99))}   ` +
        `   | ${String(fs.length).padStart(8)} ${String(f?.errors ?? 0).padStart(4)} ${ms(pct(fs, 50))} ${ms(pct(fs, 95))} ${ms(pct(fs, 99))}      ` +
        (fs.length ? `${(pct(ss, 99) / pct(fs, 99)).toFixed(2)}` : "—"),
    );
    for (const [side, st] of [
      ["sprout", s],
      ["floor", f],
    ] as const)
      if (st?.firstError) console.log(`   ${side} first error: ${st.firstError}`);
  }
  console.log(
    `${"import 1,000 rows, upload → all rows in".padEnd(40)} ${secs(sprout.importMs).padStart(9)}` +
      `${"".padEnd(32)}| ${secs(floor.importMs).padStart(8)}   (floor: one request, argon2 ×1,000 two at once + unnest INSERT)`,
  );
  console.log(
    `window ${SECONDS} s; scenario ran ${(sprout.totalMs / 1000).toFixed(0)} s (sprout), ${(floor.totalMs / 1000).toFixed(0)} s (floor)`,
  );
}

if (SEED_OUT) {
  // The child process of BENCH_MORNING_DB=embedded: seed PGlite, write what the morning needs, close cleanly.
  writeFileSync(SEED_OUT, JSON.stringify(await seed()));
  await (await import("@/lib/db/client")).closeDatabase();
} else {
  await main();
}

async function main() {
  const servers: Served[] = [];
  const embeddedDir = EMBEDDED ? mkdtempSync(path.join(tmpdir(), "sprout-morning-pglite-")) : null;
  try {
    const { teachers, children } = await seed();
    await prisma.$disconnect();
    const where = EMBEDDED
      ? "Sprout on the embedded PGlite (npm start, no DATABASE_URL)"
      : INSTANCES > 1
        ? `${INSTANCES} Sprout instances behind HAProxy on one PostgreSQL`
        : "one Sprout instance on PostgreSQL";
    console.log(
      `${DISTRICT ? "district" : "school"} morning: ${TEACHERS} teachers, ${children.length} children signing in over ${SECONDS} s, ` +
        `dashboards every ~${RELOAD_MS} ms, one ${IMPORT_ROWS}-row import${CHATS && INSTANCES > 1 ? `, ${CHATS} chats between instances` : ""}; ${where}; the floor is one bare node:http + pg process`,
    );
    let s: Awaited<ReturnType<typeof morning>> = { stats: new Map(), importMs: NaN, totalMs: NaN };
    if (SIDES.includes("sprout")) {
      const seeded = embeddedDir ? seedEmbedded(embeddedDir) : { teachers, children };
      const instances: Served[] = [];
      for (let i = 0; i < INSTANCES; i++) {
        const instance = await startSprout(
          db!.url,
          SECRET,
          undefined,
          embeddedDir ? { env: { DATABASE_URL: undefined, SPROUT_DATA_DIR: path.join(embeddedDir, "data") } } : {},
        );
        instances.push(instance);
        servers.push(instance);
      }
      const front = INSTANCES > 1 ? await startHaproxy(instances.map((i) => i.url)) : instances[0]!;
      if (INSTANCES > 1) servers.push(front);
      // Warm Next's route modules (first compile of each route) on every instance before the clock starts.
      const t1 = seeded.teachers[1]!;
      for (const instance of instances) {
        for (const url of [
          "/api/academics/class",
          `/api/academics/class/${t1.classId}/student`,
          `/api/academics/class/${t1.classId}/progress-summary`,
        ])
          await fetch(instance.url + url, { headers: { authorization: `Bearer ${t1.token}` } }).then((r) => r.text());
        await fetch(`${instance.url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        }).then((r) => r.text());
      }
      const chatBases: [string, string] | undefined =
        CHATS && INSTANCES > 1 ? [instances[0]!.url, instances[INSTANCES - 1]!.url] : undefined;
      s = await morning(front.url, "sprout", seeded.teachers, seeded.children, chatBases);
      for (const x of servers.splice(0).reverse()) await x.stop();
    }
    const floorServer = await startMorningFloor();
    servers.push(floorServer);
    const f = await morning(floorServer.url, "floor", teachers, children);
    if (s.stats.has("chat: send (instance 1) → stream (last)")) {
      f.stats.set("chat: send (instance 1) → stream (last)", { times: await bareNotify(200), errors: 0 });
    }
    print(s, f);
  } finally {
    for (const x of servers.reverse()) await x.stop();
    if (embeddedDir) rmSync(embeddedDir, { recursive: true, force: true });
    await db!.drop();
  }
}
