// Dashboard routes under load (issue 15): Sprout's production build beside the bare floor (bench/floor/server.ts)
// on one scratch PostgreSQL database holding a teacher with a 30-student class (limits, thresholds, puzzle attempts
// as progress), a parent with three children, and an organization of 38 people (teachers and organizers) whose
// classes hold 70 students. For the roster, the parent's child list, the smallest authenticated route and the
// organizer's two lists (people, students) it checks that both servers answer the same body, then prints the
// ceiling (c=20), p50/p99 at a fixed offered 300 req/s, the ratio to the floor and the SQL statements per request.
// BENCH_ROUTES=organizer,smallest,roster,children picks routes (default all); BENCH_ROUNDS=3 alternates each route's
// windows with the floor's and Next's constant three times and takes the medians.
// Run: flock /tmp/sprout-heavy.lock npm run bench -- roster
import { availableParallelism } from "node:os";
import { isDeepStrictEqual } from "node:util";
import { scratchDatabase } from "./support";
import {
  LOADGEN,
  distantDatabase,
  load,
  printPair,
  printRate,
  startFloorProcess,
  startNextFloor,
  startSprout,
  statementsPerRequest,
  type Served,
} from "./floor/harness";

const SECRET = "bench-secret-0123456789-0123456789-abcdef";
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = 300;
const ROUTE_KEYS = ["organizer", "smallest", "roster", "children"] as const;
type RouteKey = (typeof ROUTE_KEYS)[number];
const PICKED = new Set<string>((process.env.BENCH_ROUTES ?? ROUTE_KEYS.join(",")).split(",").map((k) => k.trim()));
for (const k of PICKED) {
  if (!ROUTE_KEYS.includes(k as RouteKey))
    throw new Error(`BENCH_ROUTES: unknown route "${k}" (${ROUTE_KEYS.join(",")})`);
}

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
const { puzzleCatalog } = await import("@/lib/puzzles/content");
const BENCH_PUZZLES = puzzleCatalog().packs.flatMap((p) => p.puzzles.map((z) => ({ id: z.id, packId: p.id })));

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
type Loaded = Awaited<ReturnType<typeof load>>;
/** The window of median throughput. */
function medianOf<T extends { rps: number }>(xs: T[]): T {
  return [...xs].sort((a, b) => a.rps - b.rps)[Math.floor(xs.length / 2)];
}

/** The most a route can serve: Next's per-request cost plus the bare floor's, one after the other (req/s). */
function combinedLimit(nextRps: number, floorRps: number): number {
  return 1 / (1 / nextRps + 1 / floorRps);
}

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
      floorRoster
        .handle({ actor: floorActor, params: [classId], pool, body: {}, appUrl: "" })
        .then((r) => JSON.stringify(r));
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
            // Progress is computed from attempts (docs/decisions/160): eight tries a student, one missed.
            puzzleAttempts: {
              create: Array.from({ length: 8 }, (_, k) => {
                const z = BENCH_PUZZLES[(i * 7 + k * 13) % BENCH_PUZZLES.length]!;
                return {
                  clientId: crypto.randomUUID(),
                  puzzleId: z.id,
                  packId: z.packId,
                  outcome: k === 7 ? "failed" : "perfect",
                  solved: k !== 7,
                  credited: k !== 7,
                  blockCount: 3,
                  program: {},
                };
              }),
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
  const organization = await seedOrganization(teacher.id, klass.id);
  const [t, p] = [await startSession(teacher.id), await startSession(parent.id)];
  const o = await startSession(organization.organizerId);
  return {
    classId: klass.id,
    teacherToken: t.access_token,
    parentToken: p.access_token,
    organizationId: organization.id,
    organizerToken: o.access_token,
  };
}

/**
 * An organization of 38 people (the bench teacher, 33 more teachers, 4 organizers; half with a named role) with
 * the bench class and two more classes of 20 filed under it: what the organizer's People and Students read.
 */
async function seedOrganization(teacherId: string, classId: string) {
  const org = await prisma.organization.create({ data: { name: "Bench School", inviteCode: "BENCH-ORG" } });
  const role = await prisma.organizationRole.create({ data: { organizationId: org.id, name: "Classroom teacher" } });
  const people = Array.from({ length: 37 }, (_, i) => ({
    id: crypto.randomUUID(),
    username: `bench.member.${i}`,
    email: `m${i}@school.test`,
    firstname: `Member${i}`,
    lastname: `Staff${i % 5}`,
    isTeacher: i >= 4,
    isOrganizer: i < 4,
    organizationId: org.id,
  }));
  for (const u of people) await prisma.user.create({ data: u }); // one by one: distinct created_at
  await prisma.user.update({ where: { id: teacherId }, data: { organizationId: org.id } });
  await prisma.organizationMember.createMany({
    data: [
      { organizationId: org.id, userId: teacherId, kind: "teacher" as const, roleId: role.id },
      ...people.map((u, i) => ({
        organizationId: org.id,
        userId: u.id,
        kind: u.isOrganizer ? ("organizer" as const) : ("teacher" as const),
        roleId: i % 2 ? role.id : null,
      })),
    ],
  });
  await prisma.class.update({ where: { id: classId }, data: { organizationId: org.id } });
  for (const k of [0, 1]) {
    const klass = await prisma.class.create({
      data: { className: `Bench ${k + 3}A`, ownerId: people[4 + k].id, organizationId: org.id, grade: "3" },
    });
    const kids = Array.from({ length: 20 }, (_, i) => ({
      id: crypto.randomUUID(),
      username: `bench.org.${k}.${i}`,
      firstname: `Pupil${i}`,
      lastname: `House${i % 6}`,
      isStudent: true,
    }));
    await prisma.user.createMany({ data: kids });
    await prisma.student.createMany({ data: kids.map((u) => ({ userId: u.id, classId: klass.id, level: "Green" })) });
  }
  return { id: org.id, organizerId: people[0].id };
}

const servers: Served[] = [];
try {
  const seeded = await seed();
  const { classId, teacherToken } = seeded;
  // The in-process figures are the roster service's and the authentication's.
  if (!process.env.BENCH_CPU_PROF && (PICKED.has("roster") || PICKED.has("smallest"))) {
    await authPath(teacherToken, classId);
  }
  await prisma.$disconnect();
  if (process.env.BENCH_CPU_PROF) await profileRoster(classId, teacherToken, process.env.BENCH_CPU_PROF);
  // BENCH_SERVERS=0: the in-process figure only.
  if (process.env.BENCH_SERVERS !== "0") await underLoad(seeded);
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

/** The length of the body `url` answers (uncompressed, as the load generator reads it). */
async function bodyBytes(url: string, token: string): Promise<number> {
  return (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer()).byteLength;
}
function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** The two servers answer `path` with the same JSON (parsed and compared deeply), or the bench stops. */
async function sameBody(label: string, sproutUrl: string, floorUrl: string, path: string, token: string) {
  const get = async (url: string): Promise<unknown> => {
    const res = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${label}: ${url} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const [s, f] = [await get(sproutUrl), await get(floorUrl)];
  if (!isDeepStrictEqual(s, f)) {
    const show = (v: unknown) => JSON.stringify(v).slice(0, 600);
    throw new Error(`${label}: the floor's body differs from Sprout's\n  sprout ${show(s)}\n  floor  ${show(f)}`);
  }
  console.log(`${label}: the floor answers the same body as Sprout`);
}

async function underLoad(seeded: Awaited<ReturnType<typeof seed>>) {
  const { classId, teacherToken, parentToken, organizationId, organizerToken } = seeded;
  const sprout = await startSprout(db.url, SECRET);
  servers.push(sprout);
  const floor = await startFloorProcess(db.url, SECRET, sprout.url);
  servers.push(floor);

  const all: { key: RouteKey; label: string; path: string; token: string; compare?: boolean }[] = [
    {
      key: "smallest",
      label: "smallest authenticated GET /academics/teacher/",
      path: "/api/academics/teacher/",
      token: teacherToken,
      compare: true,
    },
    {
      key: "roster",
      label: `roster GET /class/{id}/student (${STUDENTS})`,
      path: `/api/academics/class/${classId}/student`,
      token: teacherToken,
      compare: true,
    },
    {
      key: "children",
      label: "parent GET /parent/child/ (3 children)",
      path: "/api/parent/child/",
      token: parentToken,
      compare: true,
    },
    {
      key: "organizer",
      label: "organizer people …/{id}/users/ (38)",
      path: `/api/organization/${organizationId}/users/`,
      token: organizerToken,
      compare: true,
    },
    {
      key: "organizer",
      label: "organizer students …/students/ (70)",
      path: `/api/organization/${organizationId}/users/students/`,
      token: organizerToken,
      compare: true,
    },
  ];
  const routes = all.filter((r) => PICKED.has(r.key));
  // Next's own floor (bench/floor/next): what any route costs before Sprout's code runs, measured in this run; and
  // the bare floor's work inside Next (docs/decisions/257).
  const next = await startNextFloor(db.url, SECRET, sprout.url);
  servers.push(next);
  // Every floor answers Sprout's own body (docs/decisions/255), the bare one and the one inside Next.
  for (const r of routes) {
    if (!r.compare) continue;
    await sameBody(r.label, sprout.url, floor.url, r.path, r.token);
    await sameBody(`${r.label} (inside Next)`, sprout.url, next.url, r.path, r.token);
  }
  console.log(
    `\n== dashboard routes: Sprout (next start) beside the bare floor, c=20 for ${SECONDS} s, load from ${LOADGEN} ==`,
  );
  const health = await load(`${sprout.url}/api/health`, null, { seconds: SECONDS, connections: 20 });
  console.log(`${"GET /api/health (Prisma SELECT 1)".padEnd(40)} sprout ${health.rps.toFixed(0).padStart(7)} req/s`);
  await load(`${next.url}/api/constant`, null, { seconds: 3, connections: 10 });
  await load(`${next.url}/api/auth`, teacherToken, { seconds: 3, connections: 10 });
  const nextConstant = await load(`${next.url}/api/constant`, null, { seconds: SECONDS, connections: 20 });
  const nextAuth = await load(`${next.url}/api/auth`, teacherToken, { seconds: SECONDS, connections: 20 });
  // BENCH_ROUNDS=3: each route's windows alternate with Next's constant, the floor and the floor inside Next that
  // many times, and each round's windows make that round's shares, so a drift of the machine falls on all of them.
  console.log(
    `${"Next floor: a constant".padEnd(40)} ${nextConstant.rps.toFixed(0).padStart(7)} req/s (${(1000 / nextConstant.rps).toFixed(2)} ms a request)`,
  );
  console.log(
    `${"Next floor: the bare authentication".padEnd(40)} ${nextAuth.rps.toFixed(0).padStart(7)} req/s (${(1000 / nextAuth.rps).toFixed(2)} ms a request)`,
  );
  const rows: {
    label: string;
    sprout: number;
    floor: number;
    limit: number;
    share: number;
    inNext: number;
    inNextShare: number;
    own?: number;
  }[] = [];
  for (const r of routes) {
    // Warm both (JIT, pools, Next's route module) before measuring.
    await load(sprout.url + r.path, r.token, { seconds: 3, connections: 10 });
    await load(floor.url + r.path, r.token, { seconds: 3, connections: 10 });
    await load(next.url + r.path, r.token, { seconds: 3, connections: 10 });
    const [ss, fs, ns, xs]: Loaded[][] = [[], [], [], []];
    for (let k = 0; k < ROUNDS; k++) {
      if (ROUNDS > 1) ns.push(await load(`${next.url}/api/constant`, null, { seconds: SECONDS, connections: 20 }));
      ss.push(await load(sprout.url + r.path, r.token, { seconds: SECONDS, connections: 20 }));
      fs.push(await load(floor.url + r.path, r.token, { seconds: SECONDS, connections: 20 }));
      xs.push(await load(next.url + r.path, r.token, { seconds: SECONDS, connections: 20 }));
    }
    const [s, f] = [medianOf(ss), medianOf(fs)];
    const nextRps = ROUNDS > 1 ? medianOf(ns).rps : nextConstant.rps;
    // Each round's own share (its three windows side by side): a machine that slows for a while slows all three.
    const shares = ss.map((x, k) => x.rps / combinedLimit(ROUNDS > 1 ? ns[k].rps : nextConstant.rps, fs[k].rps));
    const inNextShares = ss.map((x, k) => x.rps / xs[k].rps);
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
    if (ROUNDS > 1) {
      const show = (v: Loaded[]) => v.map((x) => x.rps.toFixed(0)).join("/");
      const fixed = (v: number[]) => v.map((x) => x.toFixed(2)).join("/");
      console.log(
        `  ${ROUNDS} rounds: sprout ${show(ss)}, floor ${show(fs)}, Next constant ${show(ns)}, floor inside Next ${show(xs)}\n` +
          `  shares of the combined limit ${fixed(shares)}; of the floor inside Next ${fixed(inNextShares)}`,
      );
    }
    const [sb, fb] = [await bodyBytes(sprout.url + r.path, r.token), await bodyBytes(floor.url + r.path, r.token)];
    printPair(r.label, s, f, `   errors ${s.errors}/${f.errors}   body ${kb(sb)}/${kb(fb)} KB`);
    rows.push({
      label: r.label,
      sprout: s.rps,
      floor: f.rps,
      limit: combinedLimit(nextRps, f.rps),
      share: median(shares),
      inNext: medianOf(xs).rps,
      inNextShare: median(inNextShares),
    });
    if (process.env.BENCH_RATE === "0") continue;
    const sr = await load(sprout.url + r.path, r.token, { seconds: SECONDS, connections: 100, rate: RATE });
    const fr = await load(floor.url + r.path, r.token, { seconds: SECONDS, connections: 100, rate: RATE });
    printRate("  offered", RATE, sr, fr);
  }
  // The same routes with each session confirmed in a statement of its own (SPROUT_FOLD_SESSION=0, as before
  // docs/decisions/254), served by a second Sprout in this run: the two alternate (BENCH_AB_ROUNDS times, 3 by
  // default) so a drift of the machine falls on both, and the medians are compared. BENCH_UNFOLDED=0 skips it.
  if (process.env.BENCH_UNFOLDED !== "0") {
    const own = await startSprout(db.url, SECRET, undefined, { env: { SPROUT_FOLD_SESSION: "0" } });
    servers.push(own);
    const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 3);
    const median = (xs: number[]) => medianOf(xs.map((rps) => ({ rps }))).rps;
    console.log(
      `\n== the session check folded into the list's statement (decision 254) vs in its own, alternating ${rounds}× ${SECONDS} s, c=20 ==`,
    );
    for (const [i, r] of routes.entries()) {
      await load(own.url + r.path, r.token, { seconds: 3, connections: 10 });
      const folded: number[] = [];
      const alone: number[] = [];
      for (let k = 0; k < rounds; k++) {
        folded.push((await load(sprout.url + r.path, r.token, { seconds: SECONDS, connections: 20 })).rps);
        alone.push((await load(own.url + r.path, r.token, { seconds: SECONDS, connections: 20 })).rps);
      }
      rows[i].own = median(alone);
      console.log(
        `${r.label.padEnd(52)} folded ${median(folded).toFixed(0).padStart(6)} req/s   own statement ${median(alone).toFixed(0).padStart(6)} req/s   ×${(median(folded) / median(alone)).toFixed(2)}   (${folded.map((x) => x.toFixed(0)).join("/")} vs ${alone.map((x) => x.toFixed(0)).join("/")})`,
      );
    }
    await own.stop();
    // BENCH_DB_DELAY_MS=1: the same comparison with PostgreSQL that far away in each direction (a relay), as a
    // district's database server on another host; the answer's latency (p50, 2 connections), not the ceiling.
    const delay = Number(process.env.BENCH_DB_DELAY_MS ?? 0);
    if (delay > 0) {
      const far = await distantDatabase(db.url, delay);
      const folded = await startSprout(far.url, SECRET);
      const alone = await startSprout(far.url, SECRET, undefined, { env: { SPROUT_FOLD_SESSION: "0" } });
      servers.push(folded, alone);
      console.log(
        `\n== the same, with PostgreSQL ${delay} ms away each way: p50 at 2 connections, alternating ${rounds}× ${SECONDS} s ==`,
      );
      const p50 = (xs: Loaded[]) => [...xs].sort((a, b) => a.p50 - b.p50)[Math.floor(xs.length / 2)].p50;
      for (const r of routes) {
        const [fs, os]: Loaded[][] = [[], []];
        for (const s of [folded, alone]) await load(s.url + r.path, r.token, { seconds: 3, connections: 2 });
        for (let k = 0; k < rounds; k++) {
          fs.push(await load(folded.url + r.path, r.token, { seconds: SECONDS, connections: 2 }));
          os.push(await load(alone.url + r.path, r.token, { seconds: SECONDS, connections: 2 }));
        }
        console.log(
          `${r.label.padEnd(52)} folded p50 ${p50(fs).toFixed(2).padStart(6)} ms   own statement p50 ${p50(os).toFixed(2).padStart(6)} ms   (${fs.map((x) => x.p50.toFixed(2)).join("/")} vs ${os.map((x) => x.p50.toFixed(2)).join("/")})`,
        );
      }
      await folded.stop();
      await alone.stop();
      far.close();
    }
  }
  console.log(
    `\n== against the combined limit 1/(Next's constant ms + the bare floor's ms), c=20, goal ≥ 0.85; with rounds, the share is the median of each round's own ==\n` +
      `${"route".padEnd(52)} ${"sprout".padStart(7)} ${"bare".padStart(7)} ${"limit".padStart(7)}  share` +
      `  ${"in Next".padStart(7)}  share  ${"(session in its own statement: req/s, share)"}`,
  );
  for (const row of rows) {
    const own = row.own === undefined ? "" : `  ${row.own.toFixed(0).padStart(7)} ${(row.own / row.limit).toFixed(2)}`;
    console.log(
      `${row.label.padEnd(52)} ${row.sprout.toFixed(0).padStart(7)} ${row.floor.toFixed(0).padStart(7)} ${row.limit.toFixed(0).padStart(7)}  ${row.share.toFixed(2)}` +
        `   ${row.inNext.toFixed(0).padStart(7)}  ${row.inNextShare.toFixed(2)}${own}`,
    );
  }
  console.log(
    `("in Next": the bare floor's work served by Next itself, measured: what any route of Next doing the same work reaches)`,
  );
  if (PICKED.has("smallest")) {
    console.log(
      `${"(measured: Next + the bare authentication)".padEnd(52)} ${"".padStart(7)} ${"".padStart(7)} ${nextAuth.rps.toFixed(0).padStart(7)}`,
    );
  }
  // Every core (scripts/cluster.mjs): the roster served by SPROUT_WORKERS processes beside one.
  const workers = Number(process.env.BENCH_WORKERS ?? availableParallelism());
  const roster = routes.find((r) => r.key === "roster");
  if (roster && workers > 1) {
    const many = await startSprout(db.url, SECRET, undefined, { workers });
    servers.push(many);
    await load(many.url + roster.path, roster.token, { seconds: 3, connections: 10 });
    const m = await load(many.url + roster.path, roster.token, { seconds: SECONDS, connections: 20 });
    const one = await load(sprout.url + roster.path, roster.token, { seconds: SECONDS, connections: 20 });
    console.log(
      `\n${`roster at 1 and ${workers} workers, c=20`.padEnd(40)} 1: ${one.rps.toFixed(0)} req/s   ${workers}: ${m.rps.toFixed(0)} req/s (×${(m.rps / one.rps).toFixed(2)})   errors ${one.errors}/${m.errors}   (${availableParallelism()} cores, shared with the load generator)`,
    );
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
