// Dashboard routes under load (issue 15): Sprout's production build beside the bare floor (bench/floor/server.ts)
// on one scratch PostgreSQL database holding a teacher with a 30-student class (limits, thresholds, skills, topic
// progress) and a parent with three children. For the roster, the parent's child list and the smallest
// authenticated route it prints the ceiling (c=20), p50/p99 at a fixed offered 300 req/s, the ratio to the
// floor and the SQL statements per request. Run: flock /tmp/sprout-heavy.lock npm run bench -- roster
import { scratchDatabase } from "./support";
import {
  LOADGEN,
  load,
  printPair,
  printRate,
  startFloorProcess,
  startSprout,
  statementsPerRequest,
  type Served,
} from "./floor/harness";

const SECRET = "bench-secret-0123456789-0123456789-abcdef";
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = 300;

const db = await scratchDatabase(`sprout_bench_roster_${process.pid}`);
process.env.DATABASE_URL = db.url;
process.env.AUTH_SECRET = SECRET;
process.env.LOG_LEVEL = "error";

const { ensureDatabaseReady, prisma } = await import("@/lib/db/client");
const { startSession } = await import("@/lib/auth/sessions");
const { authenticate } = await import("@/lib/auth/authenticate");
const { WEEKDAYS } = await import("@/lib/students/screen-time");
const { NextRequest } = await import("next/server");
const { floorKey, sessionActor, verifyAccess, FLOOR_ROUTES } = await import("./floor/server");
const { listStudents } = await import("@/lib/students/service");
const { default: pg } = await import("pg");

/** Operations per second of `op` run `total` times, `concurrency` at a time. */
async function throughput(op: () => Promise<unknown>, total: number, concurrency: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) await op();
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

/**
 * The authenticated request path alone, in this process: Sprout's authenticate() (token from the request,
 * HS256, live session and user, Actor) against the floor's HS256 check plus its one session query.
 */
async function authPath(token: string, classId: string) {
  const pool = new pg.Pool({ connectionString: db.url, max: 10 });
  const key = floorKey(SECRET);
  const request = () =>
    new NextRequest("http://bench.local/api/academics/teacher/", { headers: { authorization: `Bearer ${token}` } });
  const sprout = async () => {
    if (!(await authenticate(request()))) throw new Error("not authenticated");
  };
  const floor = async () => {
    const claims = await verifyAccess(token, key);
    if (!claims || !(await sessionActor(pool, claims.sid, claims.sub))) throw new Error("not authenticated");
  };
  const rosterPath = `/api/academics/class/${classId}/student`;
  const floorRoster = FLOOR_ROUTES.find((r) => r.match(rosterPath))!;
  try {
    const actor = (await authenticate(request()))!;
    const floorActor = (await sessionActor(pool, actor.sessionId, actor.id))!;
    const serviceSprout = () => listStudents(actor, classId).then((r) => JSON.stringify(r));
    const serviceFloor = () =>
      floorRoster.handle({ actor: floorActor, params: [classId], pool, body: {} }).then((r) => JSON.stringify(r));
    console.log("\n== roster service alone (no HTTP): listStudents + JSON vs the floor's query + JSON, in-process ==");
    for (const concurrency of [1, 20]) {
      await throughput(serviceSprout, 100, concurrency);
      await throughput(serviceFloor, 100, concurrency);
      const s = await throughput(serviceSprout, 600, concurrency);
      const f = await throughput(serviceFloor, 600, concurrency);
      console.log(
        `${`concurrency ${concurrency}`.padEnd(40)} sprout ${s.toFixed(0).padStart(6)}/s  floor ${f.toFixed(0).padStart(6)}/s  ratio ${(s / f).toFixed(2)}`,
      );
    }
    console.log("\n== authenticated request path (token → live session → actor), in-process, 10 connections ==");
    for (const concurrency of [1, 20]) {
      await throughput(sprout, 500, concurrency);
      await throughput(floor, 500, concurrency);
      const s = await throughput(sprout, 3000, concurrency);
      const f = await throughput(floor, 3000, concurrency);
      console.log(
        `${`concurrency ${concurrency}`.padEnd(40)} sprout ${s.toFixed(0).padStart(6)}/s  floor ${f.toFixed(0).padStart(6)}/s  cost ${(f / s).toFixed(2)}× the floor's`,
      );
    }
  } finally {
    await pool.end();
  }
}

async function seed() {
  await ensureDatabaseReady();
  const teacher = await prisma.user.create({
    data: { username: "bench.teacher", email: "t@school.test", firstname: "Tess", lastname: "Teach", isTeacher: true },
  });
  const parent = await prisma.user.create({
    data: { username: "bench.parent", email: "p@home.test", firstname: "Pat", lastname: "Parent", isParent: true },
  });
  const klass = await prisma.class.create({ data: { className: "Bench 5B", ownerId: teacher.id, grade: "5" } });
  const childIds: string[] = [];
  for (let i = 0; i < STUDENTS + 2; i++) {
    const inClass = i < STUDENTS;
    const user = await prisma.user.create({
      data: {
        username: `bench.student.${i}`,
        firstname: `Kid${String(i).padStart(3, "0")}`,
        lastname: `Family${i % 7}`,
        isStudent: true,
        dob: new Date("2016-04-01T00:00:00Z"),
        studentProfile: {
          create: {
            classId: inClass ? klass.id : null,
            level: "Green",
            timeLimits: { create: WEEKDAYS.map((d) => ({ dayOfTheWeek: d, timeLimit: "01:00:00" })) },
            levelThresholds: {
              create: [
                { grade: "4", level: "Yellow" },
                { grade: "5", level: "Orange" },
              ],
            },
            skillLevels: {
              create: ["loops", "events", "variables", "conditions", "functions"].map((s, k) => ({
                skillId: s,
                title: s,
                level: (i + k) % 4,
              })),
            },
            topicProgress: {
              create: Array.from({ length: 8 }, (_, k) => ({
                unitTitle: `Unit ${k % 3}`,
                topicTitle: `Topic ${k}`,
                level: k % 3,
                progress: (i * 7 + k * 13) % 101,
              })),
            },
          },
        },
      },
    });
    // The parent's three children: two in the class, one the family made.
    if (i === 0 || i === 1 || i === STUDENTS) childIds.push(user.id);
  }
  for (const childId of childIds) {
    await prisma.parentChild.create({ data: { parentId: parent.id, childId } });
    await prisma.parentTimeLimit.createMany({
      data: WEEKDAYS.map((d) => ({ childId, dayOfTheWeek: d, timeLimit: "00:45:00", setById: parent.id })),
    });
    await prisma.parentLevelThreshold.create({ data: { childId, grade: "5", level: "Yellow", setById: parent.id } });
  }
  const [t, p] = [await startSession(teacher.id), await startSession(parent.id)];
  return { classId: klass.id, teacherToken: t.access_token, parentToken: p.access_token };
}

const servers: Served[] = [];
try {
  const { classId, teacherToken, parentToken } = await seed();
  if (!process.env.BENCH_CPU_PROF) await authPath(teacherToken, classId);
  await prisma.$disconnect();
  if (process.env.BENCH_CPU_PROF) await profileRoster(classId, teacherToken, process.env.BENCH_CPU_PROF);
  // BENCH_SERVERS=0: the in-process figure only.
  if (process.env.BENCH_SERVERS !== "0") await underLoad(classId, teacherToken, parentToken);
} finally {
  for (const s of servers.reverse()) await s.stop();
  await db.drop();
}

/**
 * BENCH_CPU_PROF=<dir>: `next start` (built already: run the bench once) under `node --cpu-prof`, the roster loaded at c=20 for
 * SECONDS; the profile is written to <dir> when the server exits. Summarise it with bench/cpuprofile-top.mjs.
 */
async function profileRoster(classId: string, token: string, dir: string) {
  const sprout = await startSprout(db.url, SECRET, dir);
  try {
    const url =
      process.env.BENCH_PROF_ROUTE === "teacher"
        ? `${sprout.url}/api/academics/teacher/`
        : `${sprout.url}/api/academics/class/${classId}/student`;
    await load(url, token, { seconds: 3, connections: 10 });
    const r = await load(url, token, { seconds: SECONDS, connections: 20 });
    console.log(`roster under the profiler: ${r.rps.toFixed(0)} req/s, errors ${r.errors}`);
  } finally {
    await sprout.stop();
  }
  process.exit(0);
}

async function underLoad(classId: string, teacherToken: string, parentToken: string) {
  const sprout = await startSprout(db.url, SECRET);
  servers.push(sprout);
  const floor = await startFloorProcess(db.url, SECRET);
  servers.push(floor);

  const routes = [
    { label: "smallest authenticated GET /academics/teacher/", path: "/api/academics/teacher/", token: teacherToken },
    {
      label: `roster GET /class/{id}/student (${STUDENTS})`,
      path: `/api/academics/class/${classId}/student`,
      token: teacherToken,
    },
    { label: "parent GET /parent/child/ (3 children)", path: "/api/parent/child/", token: parentToken },
  ];
  console.log(
    `\n== dashboard routes: Sprout (next start) beside the bare floor, c=20 for ${SECONDS} s, load from ${LOADGEN} ==`,
  );
  const health = await load(`${sprout.url}/api/health`, null, { seconds: SECONDS, connections: 20 });
  console.log(`${"GET /api/health (Prisma SELECT 1)".padEnd(40)} sprout ${health.rps.toFixed(0).padStart(7)} req/s`);
  for (const r of routes) {
    // Warm both (JIT, pools, Next's route module) before measuring.
    await load(sprout.url + r.path, r.token, { seconds: 3, connections: 10 });
    await load(floor.url + r.path, r.token, { seconds: 3, connections: 10 });
    const s = await load(sprout.url + r.path, r.token, { seconds: SECONDS, connections: 20 });
    const f = await load(floor.url + r.path, r.token, { seconds: SECONDS, connections: 20 });
    printPair(r.label, s, f, `   errors ${s.errors}/${f.errors}`);
    const sr = await load(sprout.url + r.path, r.token, { seconds: SECONDS, connections: 100, rate: RATE });
    const fr = await load(floor.url + r.path, r.token, { seconds: SECONDS, connections: 100, rate: RATE });
    printRate("  offered", RATE, sr, fr);
  }
  if (process.env.BENCH_STATEMENTS !== "0") {
    console.log("\n== SQL statements per request (pg_stat_database, 200 sequential requests) ==");
    for (const r of routes) {
      const s = await statementsPerRequest(db.url, sprout.url + r.path, r.token);
      const f = await statementsPerRequest(db.url, floor.url + r.path, r.token);
      console.log(`${r.label.padEnd(52)} sprout ${s.toFixed(1)}   floor ${f.toFixed(1)}`);
    }
  }
}
