// next-auth's catch-all in the hostile corpus (issue 41): every path under /api/auth/* that Sprout's sign-in does
// not use, and every garbage request to one it does, answers 4xx — never 500 — and writes nothing. The paths it
// serves need Next's request scope (cookies()), so browsers drive those (e2e/auth.spec.ts, teacher-day.spec.ts).
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { tablesWrittenSince, useWriteProbe, writeMark } from "./write-probe";

type Garbage = { method: "GET" | "POST"; path: string; body?: string; type?: string; cookie?: string };

const PROVIDERS = ["credentials", "google", "login-card", "school"];
const JSON_TYPE = "application/json";
const FORM = "application/x-www-form-urlencoded";
const CSRF_COOKIE = "next-auth.csrf-token=abc%7Cdef";

/** Anonymous requests that must be refused before next-auth, with the status each gets. */
export const NEXT_AUTH_GARBAGE: [Garbage, number][] = [
  ...PROVIDERS.map((p): [Garbage, number] => [{ method: "GET", path: `callback/${p}` }, 400]),
  [{ method: "GET", path: "callback" }, 400],
  [{ method: "GET", path: "callback/github" }, 400],
  [{ method: "GET", path: "_log" }, 400],
  [{ method: "GET", path: "verify-request" }, 404],
  [{ method: "GET", path: "nothing-here" }, 404],
  [{ method: "GET", path: "session/extra" }, 404],
  [{ method: "GET", path: "signin/github" }, 404],
  [{ method: "GET", path: "signin/credentials/more" }, 404],
  [{ method: "GET", path: "%00" }, 404],
  [{ method: "POST", path: "callback/github", body: "csrfToken=x", type: FORM, cookie: CSRF_COOKIE }, 404],
  [{ method: "POST", path: "callback", body: "csrfToken=x", type: FORM, cookie: CSRF_COOKIE }, 404],
  [{ method: "POST", path: "signin", body: "csrfToken=x", type: FORM, cookie: CSRF_COOKIE }, 404],
  [{ method: "POST", path: "csrf" }, 404],
  [{ method: "POST", path: "providers" }, 404],
  ...PROVIDERS.flatMap((p): [Garbage, number][] => [
    [{ method: "POST", path: `callback/${p}`, body: "{", type: JSON_TYPE, cookie: CSRF_COOKIE }, 400],
    [{ method: "POST", path: `callback/${p}`, body: "[1]", type: JSON_TYPE, cookie: CSRF_COOKIE }, 400],
    [{ method: "POST", path: `callback/${p}`, body: `identifier=a&password=b`, type: FORM }, 403],
    [{ method: "POST", path: `callback/${p}`, body: "csrfToken=x", type: FORM }, 403],
    [{ method: "POST", path: `callback/${p}`, body: "csrfToken=", type: FORM, cookie: CSRF_COOKIE }, 403],
    [{ method: "POST", path: `signin/${p}`, body: '{"csrfToken":1}', type: JSON_TYPE, cookie: CSRF_COOKIE }, 403],
    [{ method: "POST", path: `callback/${p}`, body: "\u0000\ud800", type: "text/plain", cookie: CSRF_COOKIE }, 403],
  ]),
  [{ method: "POST", path: "signout", body: "", type: FORM }, 403],
  [{ method: "POST", path: "session", body: "{", type: JSON_TYPE }, 400],
  [{ method: "POST", path: "_log", body: "{", type: JSON_TYPE }, 400],
];

async function send(g: Garbage): Promise<Response> {
  const headers = new Headers({ "x-sprout-peer": "203.0.113.9" });
  if (g.type) headers.set("content-type", g.type);
  if (g.cookie) headers.set("cookie", g.cookie);
  const req = new NextRequest(new URL(`/api/auth/${g.path}`, "http://sprout.test"), {
    method: g.method,
    headers,
    body: g.method === "POST" ? (g.body ?? "") : undefined,
  });
  const nextauth = g.path.split("/").map((s) => decodeURIComponent(s));
  return (g.method === "GET" ? GET : POST)(req, { params: Promise.resolve({ nextauth }) });
}

/** The corpus's next-auth part: each garbage request answered with its 4xx, and no table written. */
export function describeNextAuthGarbage() {
  describe("next-auth paths under /api/auth/* answer 4xx to anonymous garbage", () => {
    useWriteProbe();
    it(`${NEXT_AUTH_GARBAGE.length} requests, none a 5xx, nothing written`, async () => {
      const before = await writeMark();
      const wrong: string[] = [];
      for (const [g, status] of NEXT_AUTH_GARBAGE) {
        const res = await send(g);
        const body = await res.text();
        if (res.status !== status)
          wrong.push(`${g.method} /api/auth/${g.path} (${g.body ?? ""}): ${res.status} ${body}`);
        else if (!res.headers.get("content-type")?.startsWith("application/problem+json"))
          wrong.push(`${g.method} /api/auth/${g.path}: not a problem+json answer`);
      }
      expect(wrong).toEqual([]);
      expect(await tablesWrittenSince(before)).toEqual([]);
    });
  });
}
