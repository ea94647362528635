// A school morning (issue 15): 20 teachers with classes totalling 300 students. Within the window (5 minutes,
// or BENCH_MORNING_SECONDS) the 300 children sign in with the username and password on their login cards,
// spread evenly over the window; the 20 teachers keep reloading their dashboard (class list, then the roster
// and the progress summary of their class, as /teachers does) every BENCH_MORNING_RELOAD_MS (3 s, jittered);
// and after a fifth of the window one teacher imports a 1,000-row CSV into a new class and polls its job as
// the progress bar does. The same scenario runs against Sprout's production build (`next start`) and then
// against the bare floor (bench/floor/morning.ts: node:http + pg), on one scratch database. Per route: count,
// errors (must be 0), p50/p95/p99, beside the floor's. Run:
//   flock /tmp/sprout-heavy.lock npm run bench -- school-morning        (BENCH_MORNING_SECONDS=60 compresses)
import { spawn } from "node:child_process";
import path from "node:path";
import { scratchDatabase } from "./support";
import { freePort, startSprout, type Served } from "./floor/harness";

const SECRET = "bench-secret-0123456789-0123456789-abcdef";
const SECONDS = Number(process.env.BENCH_MORNING_SECONDS ?? 300);
const RELOAD_MS = Number(process.env.BENCH_MORNING_RELOAD_MS ?? 3000);
const TEACHERS = 20;
const STUDENTS = 300;
const IMPORT_ROWS = 1000;
/** "floor" alone checks the scenario without building Sprout. */
const SIDES = (process.env.BENCH_MORNING_SIDES ?? "sprout,floor").split(",");

const db = await scratchDatabase(`sprout_bench_morning_${process.pid}`);
process.env.DATABASE_URL = db.url;
process.env.AUTH_SECRET = SECRET;
process.env.LOG_LEVEL = "error";

const { ensureDatabaseReady, prisma } = await import("@/lib/db/client");
const { startSession } = await import("@/lib/auth/sessions");
const { newCardCredentials } = await import("@/lib/cards/secrets");
const { insertStudents } = await import("@/lib/students/accounts");
const { mapLimit } = await import("@/lib/jobs/limit");
const { puzzleCatalog } = await import("@/lib/puzzles/content");

type Teacher = { token: string; classId: string; importClassId: string };
type Child = { username: string; password: string };

async function seed(): Promise<{ teachers: Teacher[]; children: Child[] }> {
  await ensureDatabaseReady();
  const teachers: Teacher[] = [];
  const children: Child[] = [];
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
        const c = await newCardCredentials();
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
            blockCount: 3,
            program: {},
          };
        }),
      ),
    });
    const session = await startSession(teacher.id);
    teachers.push({ token: session.access_token, classId: klass.id, importClassId: importClass.id });
  }
  return { teachers, children };
}

async function startMorningFloor(): Promise<Served> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "floor/morning.ts")], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, FLOOR_DATABASE_URL: db.url, FLOOR_PORT: String(port), AUTH_SECRET: SECRET },
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

async function morning(base: string, side: "sprout" | "floor", teachers: Teacher[], children: Child[]) {
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
  let importMs = 0;
  const importing = (async () => {
    await sleep(windowMs / 5);
    const t = teachers[0];
    const file = `/api/academics/class/${t.importClassId}/student/file`;
    const began = performance.now();
    if (side === "floor") {
      await call(
        "POST /class/{id}/student/file (1,000)",
        file,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ csv: csv("floor") }),
        },
        t.token,
      );
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

  await Promise.all([...signIns, ...dashboards, importing]);
  return { stats, importMs, totalMs: elapsed() };
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
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
    `${"import 1,000 rows, upload → all rows in".padEnd(40)} ${`${(sprout.importMs / 1000).toFixed(1)} s`.padStart(9)}` +
      `${"".padEnd(32)}| ${`${(floor.importMs / 1000).toFixed(1)} s`.padStart(8)}   (floor: one request, argon2 ×1,000 two at once + unnest INSERT)`,
  );
  console.log(
    `window ${SECONDS} s; scenario ran ${(sprout.totalMs / 1000).toFixed(0)} s (sprout), ${(floor.totalMs / 1000).toFixed(0)} s (floor)`,
  );
}

const servers: Served[] = [];
try {
  const { teachers, children } = await seed();
  await prisma.$disconnect();
  console.log(
    `school morning: ${TEACHERS} teachers, ${children.length} children signing in over ${SECONDS} s, dashboards every ~${RELOAD_MS} ms, one ${IMPORT_ROWS}-row import`,
  );
  let s: Awaited<ReturnType<typeof morning>> = { stats: new Map(), importMs: NaN, totalMs: NaN };
  if (SIDES.includes("sprout")) {
    const sprout = await startSprout(db.url, SECRET);
    servers.push(sprout);
    // Warm Next's route modules (first compile of each route) before the clock starts.
    for (const url of [
      "/api/academics/class",
      `/api/academics/class/${teachers[1].classId}/student`,
      `/api/academics/class/${teachers[1].classId}/progress-summary`,
    ])
      await fetch(sprout.url + url, { headers: { authorization: `Bearer ${teachers[1].token}` } }).then((r) =>
        r.text(),
      );
    await fetch(`${sprout.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    }).then((r) => r.text());
    s = await morning(sprout.url, "sprout", teachers, children);
    await sprout.stop();
    servers.pop();
  }
  const floorServer = await startMorningFloor();
  servers.push(floorServer);
  const f = await morning(floorServer.url, "floor", teachers, children);
  print(s, f);
} finally {
  for (const s of servers.reverse()) await s.stop();
  await db.drop();
}
