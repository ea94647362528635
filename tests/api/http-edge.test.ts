// The edge of every API answer: forwarded headers believed only from TRUST_PROXY, request ids cut before echo.
import { afterEach, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { route } from "@/lib/api/route";
import { FileResult } from "@/lib/http/file-result";
import { RedirectResult } from "@/lib/http/redirect-result";
import { GET as me, PUT as updateMe } from "@/app/api/auth/user/route";
import { POST as contact } from "@/app/api/contact/institution/route";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";

const original = env.TRUST_PROXY;
afterEach(() => {
  env.TRUST_PROXY = original;
});

const inquiry = {
  name: "Ada",
  email: "ada@school.test",
  institution: "Hill School",
  message: "We would like Sprout for our school.",
};

describe("forwarding headers", () => {
  it("a direct client cannot dodge the per-address inquiry limit by forging X-Forwarded-For", async () => {
    env.TRUST_PROXY = "";
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await call(contact, {
        body: { ...inquiry, email: `a${i}@school.test` },
        headers: { "x-sprout-peer": "198.51.100.4", "x-forwarded-for": `203.0.113.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("behind a trusted proxy, each forwarded client has its own limit", async () => {
    env.TRUST_PROXY = "10.0.0.1";
    for (let i = 0; i < 7; i++) {
      const res = await call(contact, {
        body: { ...inquiry, email: `b${i}@school.test` },
        headers: { "x-sprout-peer": "10.0.0.1", "x-forwarded-for": `203.0.113.${i}` },
      });
      expect(res.status).toBe(201);
    }
  });

  it("a forged X-Forwarded-Host does not make a cross-site cookie write look same-origin", async () => {
    env.TRUST_PROXY = "";
    const { token } = await createSignedIn({ role: "teacher" });
    const headers = {
      cookie: `next-auth.session-token=${token}`,
      origin: "http://evil.test",
      "x-forwarded-host": "evil.test",
      host: "sprout.test",
      "x-sprout-peer": "198.51.100.4",
    };
    const res = await call(updateMe, { method: "PUT", body: { firstname: "Mallory" }, headers });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe("Cross-site request refused.");
  });
});

describe("body cap", () => {
  it("stops reading a chunked body at 1 MB and answers 413, and refuses a declared Content-Length before reading", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 50 * 1024 * 1024) return controller.close();
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    const init = { method: "POST", headers: { "content-type": "application/json" }, body, duplex: "half" };
    const res = await contact(
      new NextRequest(
        "http://sprout.test/api/contact/institution/",
        init as unknown as ConstructorParameters<typeof NextRequest>[1],
      ),
    );
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(2 * 1024 * 1024);
    const declared = await call(contact, { body: "{}", headers: { "content-length": String(100 * 1024 * 1024) } });
    expect(declared.status).toBe(413);
  });
});

describe("request ids", () => {
  it("a hostile X-Request-Id comes back cut to a safe alphabet and length", async () => {
    const res = await call(me, { headers: { "x-request-id": `<img src=x onerror=alert(1)>${"B".repeat(300)}` } });
    expect(res.status).toBe(401);
    expect(res.body.requestId).toMatch(/^[A-Za-z0-9._:-]{1,64}$/);
    expect(res.body.requestId.startsWith("imgsrcxonerroralert1")).toBe(true);
  });
});

// docs/decisions/171: handlers return data; files, redirects and cookies are values the wrapper sends.
describe("edge values through the wrapper", () => {
  it("a RedirectResult answers 303 with its Location and no body", async () => {
    const GET = route({ auth: "public" }, async () => new RedirectResult("/parents"));
    const res = await call(GET);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/parents");
    expect(res.body).toBeNull();
  });

  it("a FileResult keeps the headers it names over the wrapper's defaults", async () => {
    const bytes = new TextEncoder().encode("BEGIN:VCALENDAR");
    const GET = route(
      { auth: "public" },
      async () =>
        new FileResult(bytes, "text/calendar", "a.ics", "inline", { "cache-control": "private, max-age=300" }),
    );
    const res = await call(GET);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, max-age=300");
    expect(res.headers.get("content-disposition")).toBe('inline; filename="a.ics"');
  });

  it("setCookie adds Set-Cookie to the JSON answer", async () => {
    const POST = route({ auth: "public", audit: false }, async ({ setCookie }) => {
      setCookie("a=1; Path=/; HttpOnly");
      return { ok: true };
    });
    const res = await call(POST, { method: "POST" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers.get("set-cookie")).toBe("a=1; Path=/; HttpOnly");
  });

  it("a handler that returns a Response is a 500 with the request id, not a way around the wrapper", async () => {
    const GET = route({ auth: "public" }, async () => new Response("hand-built"));
    const res = await call(GET, { headers: { "x-request-id": "edge-1" } });
    expect(res.status).toBe(500);
    expect(res.body.detail).toBe("Something went wrong on our side. Reference: edge-1");
  });
});
