// Headers on every response (proxy.ts) and no-store on what a signed-in person reads (the route wrapper).
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { config, proxy } from "@/proxy";
import { env } from "@/lib/env";
import { GET as me } from "@/app/api/auth/user/route";
import { GET as word } from "@/app/api/v2/entries/en/[word]/route";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";

const through = (path: string) => proxy(new NextRequest(new URL(path, "http://sprout.test")));

describe("security headers", () => {
  it("every page and API answer carries a nonce CSP without unsafe-inline scripts, and the hardening headers", () => {
    const a = through("/teachers");
    const b = through("/api/auth/user/");
    const csp = a.headers.get("content-security-policy")!;
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(b.headers.get("content-security-policy")).not.toBe(csp); // a fresh nonce per request
    for (const res of [a, b]) {
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
    }
  });

  it("sends HSTS only when APP_URL is https", () => {
    const before = env.APP_URL;
    try {
      expect(through("/").headers.get("strict-transport-security")).toBeNull();
      env.APP_URL = "https://sprout.school.test";
      expect(through("/").headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      env.APP_URL = before;
    }
  });

  it("answers a malformed %-encoded path with a 400, not a 500", async () => {
    for (const path of ["/api/academics/class/%E0%A4%A", "/teachers/%", "/api/v2/entries/en/%C0"]) {
      const res = through(path);
      expect(res.status).toBe(400);
      expect((await res.json()).details).toHaveProperty("path");
    }
  });

  it("API answers carry the same hardening headers from the route wrapper (the proxy leaves /api bodies alone)", async () => {
    const res = await call(me, {});
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(config.matcher[0]).toContain("api/");
  });

  it("authenticated JSON is never cached; public dictionary answers keep their own caching", async () => {
    const { token } = await createSignedIn();
    expect((await call(me, { token })).headers.get("cache-control")).toBe("no-store");
    expect((await call(me, {})).headers.get("cache-control")).toBe("no-store");
    const lookup = await call(word, { params: { word: "loop" } });
    expect(lookup.headers.get("cache-control")).toBe("public, max-age=86400");
  });
});
