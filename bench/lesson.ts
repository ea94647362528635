// The live lesson view (issue 39) on a scratch PostgreSQL database: a class of 30 children with attempts and
// presence. Prints the time from a child's attempt (POST …/puzzle-attempts, stored, NOTIFYed) to the teacher's
// SSE stream carrying the changed tile (p50/max, through the real LISTEN/NOTIFY hub), and the cost of
// GET …/live/ beside the class roster GET (the dashboard's baseline read) in the same run, with the SQL
// statements of each. Run: npm run bench -- lesson
import { randomUUID } from "node:crypto";
import { pct, report, sample, scratchDatabase } from "./support";

const CHILDREN = Number(process.env.BENCH_STUDENTS ?? 30);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 40);
const READS = Number(process.env.BENCH_READS ?? 200);

const db = await scratchDatabase(`sprout_bench_lesson_${process.pid}`);
process.env.DATABASE_URL = db.url;
process.env.LOG_LEVEL = "error";
process.env.AUTH_SECRET ??= "bench-secret-0123456789-0123456789-abcdef";

const { prisma, ensureDatabaseReady } = await import("@/lib/db/client");
const { startSession } = await import("@/lib/auth/sessions");
const { countStatements } = await import("@/lib/db/statements");
const { liveHub } = await import("@/lib/live/hub");
const { NextRequest } = await import("next/server");
const { GET: liveGET } = await import("@/app/api/academics/class/[classId]/live/route");
const { GET: streamGET } = await import("@/app/api/academics/class/[classId]/live/stream/route");
const { GET: rosterGET } = await import("@/app/api/academics/class/[classId]/student/route");
const { POST: attemptPOST } = await import("@/app/api/users/student/puzzle-attempts/route");
const { workspace, move } = await import("@/lib/puzzles/testing");

type Handler = (
  req: InstanceType<typeof NextRequest>,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;
function request(
  handler: Handler,
  token: string,
  params: Record<string, string>,
  body?: unknown,
  signal?: AbortSignal,
) {
  return handler(
    new NextRequest("http://sprout.test/api/bench", {
      method: body === undefined ? "GET" : "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-sprout-peer": "10.8.0.1" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    }),
    { params: Promise.resolve(params) },
  );
}

try {
  await ensureDatabaseReady();
  const teacher = await prisma.user.create({ data: { username: "bench.teacher", isTeacher: true, firstname: "Tess" } });
  const klass = await prisma.class.create({ data: { className: "Lesson bench", ownerId: teacher.id } });
  const users = Array.from({ length: CHILDREN }, (_, i) => ({
    id: randomUUID(),
    username: `bench.kid.${i}`,
    firstname: `Kid${i}`,
    lastname: `Family${i % 7}`,
    isStudent: true,
  }));
  await prisma.user.createMany({ data: users });
  const students = users.map((u) => ({ id: randomUUID(), userId: u.id, classId: klass.id, level: "Green" }));
  await prisma.student.createMany({ data: students });
  const at = new Date();
  await prisma.lessonPresence.createMany({
    data: students.map((s) => ({ studentId: s.id, puzzleId: "first-steps", since: at, seenAt: at })),
  });
  await prisma.puzzleAttempt.createMany({
    data: students.flatMap((s) =>
      Array.from({ length: 6 }, (_, k) => ({
        studentId: s.id,
        clientId: randomUUID(),
        puzzleId: k < 3 ? "repeat-walk" : "first-steps",
        packId: k < 3 ? "green-loops" : "green-basics",
        outcome: k === 2 ? "passed" : "failed",
        solved: k === 2,
        blockCount: 3,
        program: {},
      })),
    ),
  });
  const teacherToken = (await startSession(teacher.id)).access_token;
  const kidTokens = await Promise.all(users.map(async (u) => (await startSession(u.id)).access_token));
  const params = { classId: klass.id };

  // Attempt → tile on the teacher's stream, one child at a time, a pause between so each is a fresh read (the
  // stream reads at most once per 250 ms; a burst is coalesced into that read).
  const abort = new AbortController();
  const res = await request(streamGET as Handler, teacherToken, params, undefined, abort.signal);
  if (res.status !== 200 || !res.body) throw new Error(`stream ${res.status}`);
  const reader = res.body.getReader();
  const dec = new TextDecoder();
  let buf = "";
  /** Reads events until a `tiles` event satisfies `ok`. */
  async function until(ok: (tiles: { studentId: string; attempts: number }[]) => boolean) {
    for (;;) {
      let i: number;
      while ((i = buf.indexOf("\n\n")) >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const data = block.split("\n").find((l) => l.startsWith("data: "));
        if (block.startsWith("event: tiles") && data && ok(JSON.parse(data.slice(6)))) return;
      }
      const { done, value } = await reader.read();
      if (done) throw new Error("stream ended");
      buf += dec.decode(value, { stream: true });
    }
  }
  await until(() => true);
  const missed = workspace([move, move]);
  const counts = new Map(students.map((s) => [s.id, 3]));
  const latency: number[] = [];
  const posted: number[] = [];
  for (let i = 0; i < ATTEMPTS; i++) {
    const k = i % CHILDREN;
    const s = students[k]!;
    const t = performance.now();
    const r = await request(
      attemptPOST as Handler,
      kidTokens[k]!,
      {},
      { id: randomUUID(), puzzleId: "first-steps", program: missed },
    );
    if (r.status !== 200) throw new Error(`attempt ${r.status}: ${await r.text()}`);
    posted.push(performance.now() - t);
    const want = counts.get(s.id)! + 1;
    counts.set(s.id, want);
    await until((tiles) => tiles.find((x) => x.studentId === s.id)?.attempts === want);
    latency.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 300));
  }
  abort.abort();
  latency.sort((a, b) => a - b);
  posted.sort((a, b) => a - b);

  const read = (h: Handler) => async () => {
    const r = await request(h, teacherToken, params);
    if (r.status !== 200) throw new Error(`read ${r.status}`);
    await r.text();
  };
  for (let i = 0; i < 20; i++) await Promise.all([read(liveGET as Handler)(), read(rosterGET as Handler)()]);
  const roster = await sample(READS, read(rosterGET as Handler));
  const live = await sample(READS, read(liveGET as Handler));
  const statements = async (h: Handler) => (await countStatements(read(h))).statements;

  console.log(`lesson: a class of ${CHILDREN} children, ${ATTEMPTS} attempts, ${READS} reads each`);
  console.log(
    `  attempt → teacher's tile over SSE (store + NOTIFY + read + send)   p50 ${pct(latency, 50).toFixed(1)} ms   max ${latency[latency.length - 1]!.toFixed(1)} ms   n=${latency.length}`,
  );
  console.log(
    `  of which the attempt's own answer (POST …/puzzle-attempts)          p50 ${pct(posted, 50).toFixed(1)} ms   max ${posted[posted.length - 1]!.toFixed(1)} ms`,
  );
  report(`  GET class roster (baseline), ${await statements(rosterGET as Handler)} statements`, roster);
  report(`  GET live lesson tiles, ${await statements(liveGET as Handler)} statements`, live, roster);
} finally {
  await liveHub().close();
  await prisma.$disconnect();
  await db.drop();
}
