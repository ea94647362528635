import { afterEach, describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { clientIp, requestHost, requestIdOf } from "./request";
import { installPeerAddressHook, markPeer } from "@/lib/server/peer-address";
import http from "node:http";
import type { IncomingMessage } from "node:http";

const req = (headers: Record<string, string>) => new Request("http://sprout.test/", { headers });
const original = env.TRUST_PROXY;
afterEach(() => {
  env.TRUST_PROXY = original;
});

describe("client address and host behind proxies (TRUST_PROXY)", () => {
  it("believes no forwarding header when no proxy is trusted", () => {
    env.TRUST_PROXY = "";
    const r = req({
      "x-sprout-peer": "198.51.100.4",
      "x-forwarded-for": "1.2.3.4",
      "x-forwarded-host": "evil.test",
      host: "sprout.test",
    });
    expect(clientIp(r)).toBe("198.51.100.4");
    expect(requestHost(r, "fallback")).toBe("sprout.test");
  });

  it("walks X-Forwarded-For from the right past trusted proxies only", () => {
    env.TRUST_PROXY = "10.0.0.0/8, ::1";
    expect(
      clientIp(req({ "x-sprout-peer": "::ffff:10.0.0.2", "x-forwarded-for": "6.6.6.6, 203.0.113.8, 10.1.1.1" })),
    ).toBe("203.0.113.8");
    expect(clientIp(req({ "x-sprout-peer": "::1", "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(
      requestHost(req({ "x-sprout-peer": "10.0.0.2", "x-forwarded-host": "school.test", host: "internal:3000" }), "x"),
    ).toBe("school.test");
    // A stranger connecting directly cannot claim to be someone else.
    expect(clientIp(req({ "x-sprout-peer": "198.51.100.4", "x-forwarded-for": "10.0.0.9" }))).toBe("198.51.100.4");
    expect(clientIp(req({ "x-sprout-peer": "10.0.0.2", "x-forwarded-for": "<script>" }))).toBe("unknown");
  });

  it("the server hook overwrites a forged peer header and drops forwarding headers from untrusted peers", () => {
    env.TRUST_PROXY = "10.0.0.0/8";
    const stranger = {
      socket: { remoteAddress: "198.51.100.4" },
      headers: { "x-sprout-peer": "10.0.0.1", "x-forwarded-for": "1.1.1.1", "x-forwarded-host": "evil.test" },
    };
    markPeer(stranger as unknown as IncomingMessage);
    expect(stranger.headers).toEqual({ "x-sprout-peer": "198.51.100.4" });
    const proxy = { socket: { remoteAddress: "10.0.0.1" }, headers: { "x-forwarded-for": "203.0.113.5" } };
    markPeer(proxy as unknown as IncomingMessage);
    expect(proxy.headers).toEqual({ "x-sprout-peer": "10.0.0.1", "x-forwarded-for": "203.0.113.5" });
  });
});

describe("request ids", () => {
  it("are cut to 64 characters of a safe alphabet before they are echoed", () => {
    expect(requestIdOf(req({ "x-request-id": "abc-123" }))).toBe("abc-123");
    const cut = requestIdOf(req({ "x-request-id": `<script>alert(1)</script>${"A".repeat(500)}` }));
    expect(cut).toMatch(/^[A-Za-z0-9._:-]{1,64}$/);
    expect(cut.startsWith("scriptalert1script")).toBe(true);
    expect(requestIdOf(req({ "x-request-id": "<>\"'" }))).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the server hook on a real HTTP server", () => {
  it("answers a malformed %-encoded path with a 400 before any handler, and passes good paths on", async () => {
    installPeerAddressHook();
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(`${req.url} ${req.headers["x-sprout-peer"]}`);
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      const bad = await fetch(`http://127.0.0.1:${port}/api/academics/class/%E0%A4%A`);
      expect(bad.status).toBe(400);
      expect((await bad.json()).details).toHaveProperty("path");
      const good = await fetch(`http://127.0.0.1:${port}/api/v2/entries/en/caf%C3%A9`, {
        headers: { "x-sprout-peer": "10.0.0.1" },
      });
      expect(await good.text()).toBe("ok");
      expect(seen).toEqual(["/api/v2/entries/en/caf%C3%A9 127.0.0.1"]);
    } finally {
      server.close();
    }
  });
});
