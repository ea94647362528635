// Audit log cost: the same mutation (PUT /api/auth/user, a profile update) through the route wrapper with and
// without its audit entry, interleaved so both see the same database and cache state. The organization's chain
// already holds BENCH_AUDIT_ROWS entries, so the trigger's look-up of the newest entry is measured at size.
// Target (issue 12): under 2 ms p50 added. Run: npm run bench -- audit
import { pct, report, scratchDatabase } from "./support";

const db = await scratchDatabase(`sprout_bench_audit_${process.pid}`);
process.env.DATABASE_URL = db.url;
process.env.LOG_LEVEL = "error";
process.env.AUTH_SECRET ??= "bench-secret-0123456789-0123456789-abcdef";
const N = Number(process.env.BENCH_N ?? 400);
const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 20_000);

const { NextRequest } = await import("next/server");
const { ensureDatabaseReady, prisma } = await import("@/lib/db/client");
const { route } = await import("@/lib/api/route");
const { profileSchema } = await import("@/lib/accounts/schemas");
const { updateProfile } = await import("@/lib/accounts/profile");
const { startSession } = await import("@/lib/auth/sessions");

try {
  await ensureDatabaseReady();
  const org = await prisma.organization.create({ data: { name: "Bench School", inviteCode: "bench" } });
  const teacher = await prisma.user.create({
    data: { username: "bench.teacher", email: "bench@school.test", isTeacher: true, organizationId: org.id },
  });
  await prisma.$executeRawUnsafe(
    `INSERT INTO audit_log (organization_id, action, status, outcome)
     SELECT '${org.id}', 'seed.' || g, 200, 'success' FROM generate_series(1, ${ROWS}) g`,
  );
  const { access_token: token } = await startSession(teacher.id);
  const options = { permission: "profile:own" as const, body: profileSchema };
  const audited = route(options, ({ actor, body }) => updateProfile(actor, body));
  const plain = route({ ...options, audit: false }, ({ actor, body }) => updateProfile(actor, body));
  const call = async (h: typeof audited, i: number) => {
    const res = await h(
      new NextRequest("http://bench.local/api/auth/user", {
        method: "PUT",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "user-agent": "bench" },
        body: JSON.stringify({ firstname: `Name ${i}` }),
      }),
      { params: Promise.resolve({}) },
    );
    if (res.status !== 200) throw new Error(`status ${res.status}`);
  };
  for (let i = 0; i < 30; i++) await call(i % 2 ? audited : plain, i); // warm-up
  const withAudit: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < N; i++) {
    for (const [h, out] of i % 2
      ? ([
          [audited, withAudit],
          [plain, without],
        ] as const)
      : ([
          [plain, without],
          [audited, withAudit],
        ] as const)) {
      const t = performance.now();
      await call(h, i);
      out.push(performance.now() - t);
    }
  }
  withAudit.sort((a, b) => a - b);
  without.sort((a, b) => a - b);
  const entries = await prisma.auditLog.count({ where: { organizationId: org.id } });
  console.log(
    `audit bench: ${N} updates each way, chain of ${ROWS.toLocaleString("en-US")} → ${entries.toLocaleString("en-US")} entries, PostgreSQL`,
  );
  report("PUT /api/auth/user without audit", without);
  report("PUT /api/auth/user with audit (1 INSERT)", withAudit, without);
  const p = (q: number) => pct(withAudit, q) - pct(without, q);
  console.log(`added by the audit entry: p50 ${p(50).toFixed(2)} ms, p99 ${p(99).toFixed(2)} ms (target p50 < 2 ms)`);
  console.log(`p99: without ${pct(without, 99).toFixed(2)} ms, with ${pct(withAudit, 99).toFixed(2)} ms`);
} finally {
  await prisma.$disconnect().catch(() => undefined);
  await db.drop();
}
