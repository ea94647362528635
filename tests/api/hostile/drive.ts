// The hostile-input corpus (issue 8, finding 3): every route file under app/api (tests/support/route-files.ts,
// so a new endpoint enters automatically) is driven with every class of bad value, signed in as someone who
// can reach it, against a world of real records it can touch. No answer may be a 5xx; a refused request must
// leave every table but the bookkeeping ones as it was (tests/api/hostile/write-probe.ts); NUL, lone surrogates, impossible or out-of-range dates and broken JSON must be a
// 400 naming the field. Random incompressible strings and 64-bit integers go into every field (issue 21,
// docs/decisions/162).
// This module drives each route (tests/api/hostile-input*.test.ts each take one area of app/api).
import { afterAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { startSession } from "@/lib/auth/sessions";
import { loadRoute, type HttpMethod, type RouteFile } from "../../support/route-files";
import { bodyAttempts, headerAttempts, paramAttempts, queryAttempts, type Attempt } from "./attempts";
import { routes, type Handler, type World } from "./world";
import { useWorldCopy } from "./world-copy";
import { tablesWrittenSince, useWriteProbe, writeMark, type WriteMark } from "./write-probe";

const tally = { requests: 0, fiveHundreds: 0 };

async function send(handler: Handler, method: HttpMethod, token: string, a: Attempt) {
  const url = new URL("http://sprout.test/api/hostile");
  for (const [k, v] of Object.entries(a.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers({ "x-sprout-peer": "203.0.113.9", ...(a.headers ?? {}) });
  headers.set("authorization", `Bearer ${token}`);
  if (a.body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  const req = new NextRequest(url, {
    method,
    headers,
    body: a.body === undefined || method === "GET" ? undefined : (a.body as BodyInit),
  });
  const res = await handler(req, { params: Promise.resolve(a.params) });
  // An event stream never ends: its status is the answer, and cancelling it closes the stream like a browser.
  if (res.headers.get("content-type")?.startsWith("text/event-stream")) {
    await res.body?.cancel();
    return { status: res.status, text: "" };
  }
  const text = await res.text();
  return { status: res.status, text };
}

async function drive(
  route: RouteFile,
  method: HttpMethod,
  world: () => Promise<World>,
  attempts: (w: World) => Attempt[],
) {
  const handler = (await loadRoute(route))[method] as Handler;
  const w = await world();
  // Who can reach it: the adult, unless the route answers the adult 403 (then the signed-in student).
  const probe = await send(handler, method, (await startSession(w.adultId)).access_token, {
    label: "probe",
    params: Object.fromEntries(route.params.map((p) => [p, "x"])),
    body: "{",
  });
  const userId = probe.status === 403 ? w.studentUserId : w.adultId;
  const failures = await attemptFailures(handler, method, route.pattern, userId, attempts(w));
  expect(failures.join("\n")).toBe("");
}

/**
 * Sends each attempt, signed in as the user, and says what went wrong: a 5xx, a refusal that wrote a table outside
 * the bookkeeping ones (tests/api/hostile/write-probe.ts, installed by the calling file), a value that had to be
 * refused and was not, or a 400 that does not name its field.
 */
export async function attemptFailures(
  handler: Handler,
  method: HttpMethod,
  pattern: string,
  userId: string,
  attempts: Attempt[],
): Promise<string[]> {
  const failures: string[] = [];
  // The mark after a refusal is the mark before the next attempt: only an accepted request makes it stale.
  let current: WriteMark | null = null;
  for (const a of attempts) {
    const { access_token } = await startSession(userId);
    const before = current ?? (await writeMark());
    const { status, text } = await send(handler, method, access_token, a);
    tally.requests++;
    const where = `${method} ${pattern} — ${a.label}`;
    current = null;
    if (status >= 500) {
      tally.fiveHundreds++;
      failures.push(`${where}: ${status} ${text.slice(0, 300)}`);
      continue;
    }
    if (status >= 400) {
      const after = await writeMark();
      const changed = await tablesWrittenSince(before, after);
      if (changed.length) failures.push(`${where}: refused with ${status} but wrote ${changed.join(", ")}`);
      current = after;
    }
    if (a.mustRefuse) {
      if (status !== 400 && status !== 413 && status !== 404)
        failures.push(`${where}: expected a refusal, got ${status} ${text.slice(0, 200)}`);
      else if (status === 400 && a.field && !text.includes(a.field))
        failures.push(`${where}: 400 does not name ${a.field}: ${text.slice(0, 200)}`);
    }
  }
  return failures;
}

/** The three areas of app/api, a test file each, so each file runs alone in a few minutes. */
export type HostileArea = "classroom" | "organizations and chat" | "accounts, families and the public site";

export function areaOf(pattern: string): HostileArea {
  if (/^\/api\/(academics|teachers)\//.test(pattern)) return "classroom";
  if (/^\/api\/(organization|chat)(\/|$)/.test(pattern)) return "organizations and chat";
  return "accounts, families and the public site";
}

/** Every method of every route file of the area, driven with every attempt. */
export function describeHostileInput(area: HostileArea) {
  const mine = routes.filter((r) => areaOf(r.pattern) === area);

  afterAll(() => {
    console.log(
      `hostile-input corpus (${area}): ${tally.requests} requests over ${mine.length} route files, ${tally.fiveHundreds} answered 5xx`,
    );
  });

  describe("hostile input never breaks a route", () => {
    useWriteProbe();
    const world = useWorldCopy();
    for (const route of mine) {
      for (const method of route.methods) {
        const isWrite = method !== "GET";
        it(`${method} ${route.pattern}`, { timeout: 240_000 }, async () => {
          await drive(route, method, world, (w) => [
            ...(isWrite ? bodyAttempts(route, method, w) : queryAttempts(route, w)),
            ...paramAttempts(route, w),
            ...headerAttempts(route, w),
          ]);
        });
      }
    }
  });
}
