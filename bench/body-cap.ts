// Request bodies are capped while they stream (lib/api/route.ts): five concurrent 100 MB bodies — sent
// chunked without Content-Length, so the counting reader and not the header check stops them — must not grow
// the server's memory by more than 50 MB. Printed beside the floor of the same run: five concurrent small
// valid requests. Run: npm run bench -- body-cap (or node --import tsx bench/run.ts --one bench/body-cap.ts).
import { scratchDatabase } from "./support";

const db = await scratchDatabase(`sprout_bench_body_${process.pid}`);
process.env.DATABASE_URL = db.url;
process.env.LOG_LEVEL = "error";
process.env.AUTH_SECRET ??= "bench-secret-0123456789-0123456789-abcdef";

const { NextRequest } = await import("next/server");
const { ensureDatabaseReady } = await import("@/lib/db/client");
const { POST: contact } = await import("@/app/api/contact/institution/route");

const MB = 1024 * 1024;
const CHUNK = new Uint8Array(64 * 1024).fill(0x20);

/** A 100 MB body produced on demand (a JSON string that never ends), as a slow client would stream it. */
function hugeBody(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('{"message":"'));
      if (sent >= bytes) return controller.close();
      controller.enqueue(CHUNK);
      sent += CHUNK.byteLength;
    },
  });
}

function request(body: BodyInit, headers: Record<string, string> = {}) {
  return new NextRequest("http://bench.local/api/contact/institution/", {
    method: "POST",
    headers: { "content-type": "application/json", "x-sprout-peer": "203.0.113.1", ...headers },
    body,
    duplex: "half", // a streamed request body
  } as unknown as ConstructorParameters<typeof NextRequest>[1]);
}

/** Peak RSS growth (MB) over a baseline while `work` runs, sampled every 5 ms. */
async function peakGrowth(work: () => Promise<unknown>): Promise<{ mb: number; ms: number }> {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const t = performance.now();
  await work();
  const ms = performance.now() - t;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { mb: (peak - base) / MB, ms };
}

try {
  await ensureDatabaseReady();
  const valid = JSON.stringify({
    name: "Ada",
    email: "ada@school.test",
    institution: "Hill",
    message: "We would like Sprout for our school.",
  });
  await contact(request(valid)); // warm up modules and the connection pool

  const floor = await peakGrowth(() =>
    Promise.all(Array.from({ length: 5 }, () => contact(request(valid)).then((r) => r.text()))),
  );
  const statuses: number[] = [];
  const huge = await peakGrowth(() =>
    Promise.all(
      Array.from({ length: 5 }, () => contact(request(hugeBody(100 * MB))).then((r) => statuses.push(r.status))),
    ),
  );
  const declared = await peakGrowth(() =>
    Promise.all(
      Array.from({ length: 5 }, () =>
        contact(request(hugeBody(100 * MB), { "content-length": String(100 * MB) })).then((r) =>
          statuses.push(r.status),
        ),
      ),
    ),
  );

  console.log("\n== body cap (5 concurrent requests, in-process route handler) ==");
  console.log(
    `floor: 5 small valid inquiries                 RSS +${floor.mb.toFixed(1).padStart(6)} MB   ${floor.ms.toFixed(0)} ms`,
  );
  console.log(
    `5 × 100 MB chunked, no Content-Length          RSS +${huge.mb.toFixed(1).padStart(6)} MB   ${huge.ms.toFixed(0)} ms`,
  );
  console.log(
    `5 × 100 MB with Content-Length: 104857600      RSS +${declared.mb.toFixed(1).padStart(6)} MB   ${declared.ms.toFixed(0)} ms`,
  );
  console.log(`statuses: ${[...new Set(statuses)].join(", ")} (413 expected); limit: 50 MB growth`);
  if (statuses.some((s) => s !== 413) || huge.mb > 50 || declared.mb > 50) process.exitCode = 1;
} finally {
  await db.drop();
}
