import { describe, expect, it, vi } from "vitest";
import { POST as google } from "@/app/api/auth/google/route";
import { POST as confirmRole } from "@/app/api/auth/social/confirm-add-role/route";
import { GET as me } from "@/app/api/auth/user/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createUser } from "../support/factories";
import { registerGoogleToken } from "../support/google-standin";

let n = 0;
function googleToken(identity: Partial<Parameters<typeof registerGoogleToken>[1]> = {}) {
  const token = `ya29.test-${++n}-${Math.random().toString(36).slice(2)}`;
  const sub = identity.sub ?? `10${Date.now()}${n}`;
  registerGoogleToken(token, {
    sub,
    email: `g${n}.${sub}@gmail.test`,
    given_name: "Gia",
    family_name: "Google",
    ...identity,
  });
  return { token, sub };
}

describe("POST /api/auth/google/", () => {
  it("signs up with a role, identified by Google's subject", async () => {
    const { token, sub } = googleToken();
    const res = await call(google, { body: { access_token: token, role: "teacher" } });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ is_teacher: true, firstname: "Gia", emailVerified: true });
    const link = await prisma.socialAccount.findFirstOrThrow({ where: { subject: sub } });
    expect(link.userId).toBe(res.body.user.id);
    expect((await call(me, { token: res.body.access_token })).status).toBe(200);
  });

  it("signs in again by subject even after the Google email changed", async () => {
    const first = googleToken({ sub: "424242" });
    const created = await call(google, { body: { access_token: first.token, role: "parent" } });
    const second = googleToken({ sub: "424242", email: "renamed@gmail.test" });
    const res = await call(google, { body: { access_token: second.token, action: "signin" } });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(created.body.user.id);
  });

  it("answers 404 to a sign-in with no linked account", async () => {
    const { token } = googleToken();
    const res = await call(google, { body: { access_token: token, action: "signin" } });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe("No Sprout account is linked to this Google account. Please sign up first.");
  });

  it("answers 202 when the account lacks the role, and confirm-add-role adds it", async () => {
    const first = googleToken({ sub: "777" });
    await call(google, { body: { access_token: first.token, role: "parent" } });
    const second = googleToken({ sub: "777" });
    const pending = await call(google, { body: { access_token: second.token, role: "teacher" } });
    expect(pending.status).toBe(202);
    expect(typeof pending.body.confirmation_token).toBe("string");
    const confirmed = await call(confirmRole, { body: { confirmation_token: pending.body.confirmation_token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ is_parent: true, is_teacher: true });
    const reused = await call(confirmRole, { body: { confirmation_token: pending.body.confirmation_token } });
    expect(reused.status).toBe(404);
  });

  it("never offers a student account a new role, nor anyone the organizer role", async () => {
    const kid = googleToken({ sub: "999" });
    await call(google, { body: { access_token: kid.token, role: "student" } });
    const asTeacher = await call(google, {
      body: { access_token: googleToken({ sub: "999" }).token, role: "teacher" },
    });
    expect(asTeacher.status).toBe(403);
    expect(asTeacher.body.details.role).toEqual(["A student account cannot change its account type."]);
    const mom = googleToken({ sub: "1001" });
    await call(google, { body: { access_token: mom.token, role: "parent" } });
    const asOrganizer = await call(google, {
      body: { access_token: googleToken({ sub: "1001" }).token, role: "organizer" },
    });
    expect(asOrganizer.status).toBe(403);
    expect(await prisma.roleConfirmation.count()).toBe(0);
  });

  it("expires an unconfirmed role after 15 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-07-01T10:00:00Z"));
    const a = googleToken({ sub: "888" });
    await call(google, { body: { access_token: a.token, role: "parent" } });
    const b = googleToken({ sub: "888" });
    const pending = await call(google, { body: { access_token: b.token, role: "teacher" } });
    vi.setSystemTime(new Date("2026-07-01T10:15:01Z"));
    expect((await call(confirmRole, { body: { confirmation_token: pending.body.confirmation_token } })).status).toBe(
      404,
    );
  });

  it("does not take over a password account that has the same email", async () => {
    const local = await createUser({ email: "same@gmail.test" });
    const { token } = googleToken({ email: "same@gmail.test" });
    const res = await call(google, { body: { access_token: token, role: "teacher" } });
    expect(res.status).toBe(409);
    expect(await prisma.socialAccount.count({ where: { userId: local.id } })).toBe(0);
  });

  it("refuses a token issued to another application, an invalid token, and a malformed body", async () => {
    const { token } = googleToken({ aud: "someone-elses-client" });
    const other = await call(google, { body: { access_token: token, role: "teacher" } });
    expect(other.status).toBe(400);
    expect(other.body.detail).toBe("This Google sign-in was issued for another application.");
    expect((await call(google, { body: { access_token: "unknown", role: "teacher" } })).status).toBe(400);
    expect((await call(google, { body: { access_token: "x" } })).status).toBe(400);
    expect((await call(google, { body: { access_token: "x", role: "wizard" } })).status).toBe(400);
  });

  it("says clearly when Google is not configured on the server", async () => {
    vi.stubEnv("GOOGLE_CLIENT_ID", "");
    vi.resetModules();
    const { POST } = await import("@/app/api/auth/google/route");
    const res = await call(POST, { body: { access_token: "x", role: "teacher" } });
    vi.unstubAllEnvs();
    vi.resetModules();
    expect(res.status).toBe(503);
    expect(res.body.detail).toContain("Google sign-in is not configured on this server");
  });
});
