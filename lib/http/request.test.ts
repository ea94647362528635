import { afterEach, describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { clientIp, requestHost, requestIdOf } from "./request";
import { markPeer } from "@/lib/server/peer-address";
import type { IncomingMessage } from "node:http";

const req = (headers: Record<string, string>) => new Request("http://sprout.test/", { headers });
const original = env.TRUST_PROXY;
afterEach(() => {
  env.TRUST_PROXY = original;
});

describe("client address and host behind proxies (TRUST_PROXY)", () => {
  it("believes no forwarding header when no proxy is trusted", () => {
    env.TRUST_PROXY = "";
    const r = req({ "x-sprout-peer": "198.51.100.4", "x-forwarded-for": "1.2.3.4", "x-forwarded-host": "evil.test", host: "sprout.test" });
    expect(clientIp(r)).toBe("198.51.100.4");
    expect(requestHost(r, "fallback")).toBe("sprout.test");
  });

  it("walks X-Forwarded-For from the right past trusted proxies only", () => {
    env.TRUST_PROXY = "10.0.0.0/8, ::1";
    expect(clientIp(req({ "x-sprout-peer": "::ffff:10.0.0.2", "x-forwarded-for": "6.6.6.6, 203.0.113.8, 10.1.1.1" }))).toBe("203.0.113.8");
    expect(clientIp(req({ "x-sprout-peer": "::1", "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(requestHost(req({ "x-sprout-peer": "10.0.0.2", "x-forwarded-host": "school.test", host: "internal:3000" }), "x")).toBe("school.test");
    // A stranger connecting directly cannot claim to be someone else.
    expect(clientIp(req({ "x-sprout-peer": "198.51.100.4", "x-forwarded-for": "10.0.0.9" }))).toBe("198.51.100.4");
    expect(clientIp(req({ "x-sprout-peer": "10.0.0.2", "x-forwarded-for": "<script>" }))).toBe("unknown");
  });

  it("the server hook overwrites a forged peer header and drops forwarding headers from untrusted peers", () => {
    env.TRUST_PROXY = "10.0.0.0/8";
    const stranger = { socket: { remoteAddress: "198.51.100.4" }, headers: { "x-sprout-peer": "10.0.0.1", "x-forwarded-for": "1.1.1.1", "x-forwarded-host": "evil.test" } };
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
