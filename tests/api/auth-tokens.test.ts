import { createHash } from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it, vi } from "vitest";
import { GET as me } from "@/app/api/auth/user/route";
import { POST as refreshRoute } from "@/app/api/auth/token/refresh/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");

function at(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

describe("tokens", () => {
  it("a protected route answers 401 without a token", async () => {
    const res = await call(me);
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe("Authentication credentials were not provided or have expired.");
  });

  it("accepts the access token as a bearer token", async () => {
    const { user, token } = await createSignedIn({ role: "parent" });
    const res = await call(me, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, is_parent: true });
  });

  it("refuses a refresh token where an access token is expected", async () => {
    const { refresh } = await createSignedIn();
    expect((await call(me, { token: refresh })).status).toBe(401);
  });

  it("refuses tampered, foreign-key and alg:none tokens", async () => {
    const { token, user } = await createSignedIn();
    const [h, p, s] = token.split(".");
    const payload = JSON.parse(Buffer.from(p, "base64url").toString());
    const tampered = `${h}.${b64({ ...payload, sub: "00000000-0000-0000-0000-000000000000" })}.${s}`;
    expect((await call(me, { token: tampered })).status).toBe(401);
    const none = `${b64({ alg: "none", typ: "JWT" })}.${p}.`;
    expect((await call(me, { token: none })).status).toBe(401);
    const foreign = await new SignJWT({ ...payload, sub: user.id })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-deployment-secret-0123456789abcdef"));
    expect((await call(me, { token: foreign })).status).toBe(401);
    expect((await call(me, { token: "garbage" })).status).toBe(401);
  });

  it("refuses a token without an expiry even when our key signed it", async () => {
    const { token } = await createSignedIn();
    const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
    delete claims.exp;
    const key = createHash("sha256").update(`sprout-jwt:${process.env.AUTH_SECRET}`).digest();
    const forever = await new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(key);
    expect((await call(me, { token: forever })).status).toBe(401);
    const withExp = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) + 60 })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(key);
    expect((await call(me, { token: withExp })).status).toBe(200);
  });

  it("access tokens last one hour", async () => {
    at("2026-06-01T08:00:00Z");
    const { token } = await createSignedIn();
    vi.setSystemTime(new Date("2026-06-01T08:59:59Z"));
    expect((await call(me, { token })).status).toBe(200);
    vi.setSystemTime(new Date("2026-06-01T09:00:01Z"));
    expect((await call(me, { token })).status).toBe(401);
  });

  it("refresh returns a new access token and rotates the refresh token", async () => {
    at("2026-06-01T08:00:00Z");
    const { refresh } = await createSignedIn();
    vi.setSystemTime(new Date("2026-06-01T09:30:00Z"));
    const res = await call(refreshRoute, { body: { refresh } });
    expect(res.status).toBe(200);
    expect((await call(me, { token: res.body.access })).status).toBe(200);
    expect(res.body.refresh).not.toBe(refresh);
    const again = await call(refreshRoute, { body: { refresh: res.body.refresh } });
    expect(again.status).toBe(200);
  });

  it("two tabs refreshing one token within the grace both get the same new pair", async () => {
    at("2026-06-01T08:00:00Z");
    const { refresh } = await createSignedIn();
    vi.setSystemTime(new Date("2026-06-01T08:59:00Z"));
    const [a, b] = await Promise.all([
      call(refreshRoute, { body: { refresh } }),
      call(refreshRoute, { body: { refresh } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    vi.setSystemTime(new Date("2026-06-01T08:59:15Z"));
    const late = await call(refreshRoute, { body: { refresh } });
    expect(late.body).toEqual(a.body);
    expect((await call(me, { token: a.body.access })).status).toBe(200);
    expect((await call(refreshRoute, { body: { refresh: a.body.refresh } })).status).toBe(200);
  });

  it("reusing a spent refresh token after the grace ends the whole session", async () => {
    at("2026-06-01T08:00:00Z");
    const { refresh, token } = await createSignedIn();
    const first = await call(refreshRoute, { body: { refresh } });
    expect(first.status).toBe(200);
    vi.setSystemTime(new Date("2026-06-01T08:00:21Z"));
    const replay = await call(refreshRoute, { body: { refresh } });
    expect(replay.status).toBe(401);
    expect(replay.body.detail).toBe("Your session has ended. Please sign in again.");
    // Everything issued for that session is dead now, including the thief's or the owner's newer tokens.
    expect((await call(me, { token: first.body.access })).status).toBe(401);
    expect((await call(me, { token })).status).toBe(401);
    expect((await call(refreshRoute, { body: { refresh: first.body.refresh } })).status).toBe(401);
  });

  it("a session ends 24 hours after sign-in and refreshing cannot extend it", async () => {
    at("2026-06-01T08:00:00Z");
    const { refresh } = await createSignedIn();
    vi.setSystemTime(new Date("2026-06-02T07:30:00Z"));
    const late = await call(refreshRoute, { body: { refresh } });
    expect(late.status).toBe(200);
    vi.setSystemTime(new Date("2026-06-02T07:59:59Z"));
    expect((await call(me, { token: late.body.access })).status).toBe(200);
    vi.setSystemTime(new Date("2026-06-02T08:00:01Z"));
    expect((await call(me, { token: late.body.access })).status).toBe(401); // capped at the session's end, not +1h
    expect((await call(refreshRoute, { body: { refresh: late.body.refresh } })).status).toBe(401);
  });

  it("an access token is refused where a refresh token is expected", async () => {
    const { token } = await createSignedIn();
    expect((await call(refreshRoute, { body: { refresh: token } })).status).toBe(401);
    expect((await call(refreshRoute, { body: {} })).status).toBe(400);
  });

  it("signing out ends the session on the server", async () => {
    const { token, refresh } = await createSignedIn();
    expect((await call(logout, { token, method: "POST" })).status).toBe(200);
    expect((await call(me, { token })).status).toBe(401);
    expect((await call(refreshRoute, { body: { refresh } })).status).toBe(401);
    expect((await call(logout, { method: "POST" })).status).toBe(401);
  });
});

describe("the web session cookie", () => {
  it("is the same access token: the API accepts it as the next-auth cookie", async () => {
    const { token, user } = await createSignedIn();
    const res = await call(me, { headers: { cookie: `next-auth.session-token=${token}` } });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
  });

  it("refuses a cookie-authenticated write from another site, and allows it from Sprout's own pages", async () => {
    const { token } = await createSignedIn();
    const cookie = `next-auth.session-token=${token}`;
    const foreign = await call(logout, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", host: "sprout.test" },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.detail).toBe("Cross-site request refused.");
    expect((await call(me, { token })).status).toBe(200);
    const own = await call(logout, {
      method: "POST",
      headers: { cookie, origin: "http://sprout.test", host: "sprout.test" },
    });
    expect(own.status).toBe(200);
  });
});
