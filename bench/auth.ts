// Sign-in latency: POST /api/auth/login/ through the route handler on PostgreSQL, beside its floor in the
// same run: one argon2id verify of the same password (the deliberate cost of a sign-in) plus the bare
// user lookup. Run: npm run bench (or node --import tsx bench/auth.ts).
import { scratchDatabase, sample, report } from "./support";

const db = await scratchDatabase(`sprout_bench_auth_${process.pid}`);
process.env.DATABASE_URL = db.url;
process.env.LOG_LEVEL = "error";
process.env.AUTH_SECRET ??= "bench-secret-0123456789-0123456789-abcdef";

const { NextRequest } = await import("next/server");
const { ensureDatabaseReady, prisma } = await import("@/lib/db/client");
const { hashPassword, verifyPassword } = await import("@/lib/auth/password");
const { POST: login } = await import("@/app/api/auth/login/route");

try {
  await ensureDatabaseReady();
  const password = "Bench-Mark-Password-1";
  const hash = await hashPassword(password);
  await prisma.user.create({
    data: {
      username: "bench.teacher",
      email: "bench@school.test",
      passwordHash: hash,
      emailVerifiedAt: new Date(),
      isTeacher: true,
    },
  });

  const N = 60;
  const verify = await sample(N, () => verifyPassword(hash, password));
  const lookup = await sample(N, () => prisma.user.findUnique({ where: { username: "bench.teacher" } }));
  const floor = verify.map((v, i) => v + lookup[i]).sort((a, b) => a - b);
  const signIn = await sample(N, async () => {
    const res = await login(
      new NextRequest("http://bench.local/api/auth/login/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "bench.teacher", password }),
      }),
    );
    if (res.status !== 200) throw new Error(`login answered ${res.status}`);
    await res.text();
  });

  console.log("\n== sign-in (PostgreSQL server, in-process route handler) ==");
  report("floor: argon2id verify + user lookup", floor);
  report("  argon2id verify alone", verify);
  report("POST /api/auth/login/ (throttle, verify, session, 2 JWTs)", signIn, floor);
} finally {
  await prisma.$disconnect();
  await db.drop();
}
