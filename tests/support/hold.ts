// "No request starves the others" (issue 41), measured in-process through the route handlers: while four
// 40,000-row OneRoster previews and a 2,000-student OneRoster import run, a child keeps asking for its packs and
// progress (GET /users/student-info); the event loop's delay (perf_hooks.monitorEventLoopDelay) and the child's
// answer times are recorded. Used by tests/ops/hold.test.ts and `npm run bench -- hold` (no vitest here).
import { monitorEventLoopDelay } from "node:perf_hooks";
import { POST as adminPOST } from "@/app/api/organization/admin/route";
import { GET as jobGET } from "@/app/api/organization/[id]/oneroster/[importId]/route";
import { POST as rosterPOST } from "@/app/api/organization/[id]/oneroster/route";
import { GET as infoGET } from "@/app/api/users/student-info/route";
import { classStudent } from "./activity";
import { createSignedIn } from "./factories";
import { call } from "./http";
import { districtFiles, rosterForm, zipOf } from "../fixtures/oneroster";

/** 38,400 students in classes of 25: users.csv and enrollments.csv 39,936 rows each (MAX_ROWS is 40,000). */
export const BIG_DISTRICT = 38_400;
export const IMPORTED = 2_000;
export const PREVIEWS = 4;

const RESOLUTION_MS = 10;

export type Spread = { n: number; p50: number; p99: number; max: number };
export type HoldFigures = { loop: Spread; child: Spread; heavyMs: number };

function spread(values: number[]): Spread {
  const s = [...values].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
  return { n: s.length, p50: at(0.5), p99: at(0.99), max: s[s.length - 1] ?? 0 };
}

async function organization(code: string) {
  const o = await createSignedIn({ role: "organizer" });
  const res = await call(adminPOST, {
    token: o.token,
    body: { name: `Hold ${code}`, description: "", invite_code: code },
  });
  if (res.status !== 201) throw new Error(`organization: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: o.token, id: res.body.id as string };
}

/** The accounts and files of the scenario (generating the big zip takes a few seconds: done before measuring). */
export async function holdScenario(tag = "h") {
  const [previewer, importer, child] = await Promise.all([
    organization(`HOLD-P-${tag}`.toUpperCase()),
    organization(`HOLD-I-${tag}`.toUpperCase()),
    classStudent(),
  ]);
  const big = zipOf(districtFiles(BIG_DISTRICT, `${tag}b`));
  const small = zipOf(districtFiles(IMPORTED, `${tag}s`));

  async function preview() {
    const res = await call(rosterPOST, {
      token: previewer.token,
      params: { id: previewer.id },
      form: rosterForm(big, { dryRun: "true" }),
    });
    if (res.status !== 200 || !res.body.valid) throw new Error(`preview: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.counts.students.create !== BIG_DISTRICT) throw new Error("preview: wrong count");
  }

  async function importAll() {
    const res = await call(rosterPOST, { token: importer.token, params: { id: importer.id }, form: rosterForm(small) });
    if (res.status !== 202) throw new Error(`import: ${res.status} ${JSON.stringify(res.body)}`);
    for (;;) {
      const job = await call(jobGET, { token: importer.token, params: { id: importer.id, importId: res.body.id } });
      if (job.body.status === "succeeded") return;
      if (job.body.status === "failed") throw new Error(`import failed: ${JSON.stringify(job.body)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** The heavy work: the four previews and the import at once. */
  const heavy = () => Promise.all([...Array.from({ length: PREVIEWS }, preview), importAll()]);

  /** One child's request: its packs and progress. */
  async function probe() {
    const res = await call(infoGET, { token: child.token });
    if (res.status !== 200) throw new Error(`child: ${res.status}`);
  }
  return { heavy, probe };
}

/**
 * Runs `work` while a child asks again and again (one request at a time) and the event loop's delay is sampled
 * every 10 ms; with `work` null, the same for `idleMs` (the idle server's figures).
 */
export async function measureHold(
  work: (() => Promise<unknown>) | null,
  probe: () => Promise<unknown>,
  idleMs = 3_000,
): Promise<HoldFigures> {
  const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const answers: number[] = [];
  let done = false;
  const started = performance.now();
  loop.enable();
  const asking = (async () => {
    while (!done) {
      const t = performance.now();
      await probe();
      answers.push(performance.now() - t);
      await new Promise((r) => setImmediate(r));
    }
  })();
  try {
    if (work) await work();
    else await new Promise((r) => setTimeout(r, idleMs));
  } finally {
    done = true;
    await asking;
    loop.disable();
  }
  // The histogram records each timer's whole interval: the delay is what passed beyond the resolution.
  const ms = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  return {
    loop: { n: loop.count, p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
    child: spread(answers),
    heavyMs: performance.now() - started,
  };
}

export function describeHold(label: string, f: HoldFigures): string {
  const r = (x: number) => x.toFixed(1).padStart(7);
  return (
    `${label.padEnd(34)} event-loop delay p50 ${r(f.loop.p50)} p99 ${r(f.loop.p99)} max ${r(f.loop.max)} ms | ` +
    `child p50 ${r(f.child.p50)} p99 ${r(f.child.p99)} max ${r(f.child.max)} ms (${f.child.n} requests) | ` +
    `${(f.heavyMs / 1000).toFixed(1)} s`
  );
}
