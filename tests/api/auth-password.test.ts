import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as requestReset } from "@/app/api/auth/password/reset/route";
import { POST as confirmReset } from "@/app/api/auth/password/reset/confirm/route";
import { POST as changePassword } from "@/app/api/auth/password/change/route";
import { POST as checkStep } from "@/app/api/auth/registration/check/route";
import { GET as me } from "@/app/api/auth/user/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { RESET_LINK_INVALID, RESET_REQUESTED } from "@/lib/accounts/password-reset";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn, createUser, PASSWORD } from "../support/factories";
import { lastMailTo, linkIn, mailbox } from "../support/mailbox";

const NEW = "Paper-Boats-Float-9";
const tokenFrom = (email: string) => decodeURIComponent(linkIn(lastMailTo(email))!.split("/change-password/")[1]);
const reset = (token: string, p1 = NEW, p2 = p1) =>
  call(confirmReset, { body: { token, newPassword1: p1, newPassword2: p2 } });

afterEach(() => vi.useRealTimers());

describe("forgot password", () => {
  it("mails a one-time link; the new password works, the old one and every session end", async () => {
    const { user, token: session } = await createSignedIn({ role: "teacher" });
    const res = await call(requestReset, { body: { email: user.email } });
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe(RESET_REQUESTED);
    const token = tokenFrom(user.email!);

    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.body.role).toBe("teacher");
    expect((await call(me, { token: session })).status).toBe(401);
    expect((await call(loginRoute, { body: { username: user.username, password: PASSWORD } })).status).toBe(400);
    expect((await call(loginRoute, { body: { username: user.username, password: NEW } })).status).toBe(200);

    const again = await reset(token, "Another-Kite-77");
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe(RESET_LINK_INVALID);
  });

  it("gives the same answer for an unknown address and sends nothing", async () => {
    const before = mailbox().length;
    const res = await call(requestReset, { body: { email: "nobody-here@school.test" } });
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe(RESET_REQUESTED);
    expect(mailbox().length).toBe(before);
  });

  it("mails one address at most three links an hour, answering 429 after, known or unknown alike", async () => {
    const user = await createUser({ role: "parent" });
    for (const email of [user.email!, "nobody-either@school.test"]) {
      const before = mailbox().length;
      for (let i = 0; i < 3; i++) expect((await call(requestReset, { body: { email } })).status).toBe(200);
      const fourth = await call(requestReset, { body: { email } });
      expect(fourth.status).toBe(429);
      expect(fourth.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(mailbox().length - before).toBe(email === user.email ? 3 : 0);
    }
  });

  it("refuses a link older than 1 hour, a tampered one and weak or mismatched passwords", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T08:00:00Z"));
    const user = await createUser({ role: "parent" });
    await call(requestReset, { body: { email: user.email } });
    const token = tokenFrom(user.email!);

    const weak = await reset(token, "12345678");
    expect(weak.status).toBe(400);
    expect(weak.body.details.newPassword1).toContain("This password is entirely numeric.");
    const mismatch = await reset(token, NEW, `${NEW}x`);
    expect(mismatch.body.details.newPassword2).toEqual(["The two password fields didn't match."]);
    expect((await reset(`${token.slice(0, -2)}xx`)).status).toBe(404);

    vi.setSystemTime(new Date("2026-03-01T09:00:01Z"));
    expect((await reset(token)).status).toBe(404);
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.passwordHash).toBe(user.passwordHash);
  });
});

describe("change password (signed in)", () => {
  it("needs the current password, then ends every session", async () => {
    const { user, token } = await createSignedIn({ role: "parent" });
    const wrong = await call(changePassword, {
      token,
      body: { oldPassword: "not-it", newPassword1: NEW, newPassword2: NEW },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.oldPassword).toEqual(["Your current password was entered incorrectly."]);
    const ok = await call(changePassword, {
      token,
      body: { oldPassword: PASSWORD, newPassword1: NEW, newPassword2: NEW },
    });
    expect(ok.status).toBe(200);
    expect((await call(me, { token })).status).toBe(401);
    expect((await call(loginRoute, { body: { username: user.username, password: NEW } })).status).toBe(200);
  });

  it("is 401 anonymous and 403 for a student", async () => {
    const body = { oldPassword: PASSWORD, newPassword1: NEW, newPassword2: NEW };
    expect((await call(changePassword, { body })).status).toBe(401);
    const { token } = await createSignedIn({ role: "student" });
    expect((await call(changePassword, { token, body })).status).toBe(403);
  });
});

describe("sign-up step check", () => {
  it("refuses a malformed address, never says whether one has an account, and checks passwords on the second step", async () => {
    const taken = await createUser({ role: "teacher" });
    const bad = await call(checkStep, { body: { step: "account", email: "ana-at-school", firstname: "Ana" } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.email).toEqual(["Enter a valid email address."]);
    const first = await call(checkStep, { body: { step: "account", email: taken.email, firstname: "Ana" } });
    expect(first.status).toBe(200);
    const free = await call(checkStep, { body: { step: "account", email: "fresh-ana@school.test", firstname: "Ana" } });
    expect(free.status).toBe(200);
    // Nor whether a username is in use (issue 21, docs/decisions/162): the same answer as for a free one.
    const takenName = await call(checkStep, {
      body: { step: "account", email: "fresh-ana@school.test", username: taken.username, firstname: "Ana" },
    });
    const freeName = await call(checkStep, {
      body: { step: "account", email: "fresh-ana@school.test", username: "fresh.ana.77", firstname: "Ana" },
    });
    expect(takenName.status).toBe(200);
    expect(takenName.body).toEqual(freeName.body);
    const second = await call(checkStep, {
      body: { step: "password", email: "fresh-ana@school.test", password1: "short", password2: "shorter" },
    });
    expect(second.body.details.password1).toContain(
      "This password is too short. It must contain at least 8 characters.",
    );
    expect(second.body.details.password2).toEqual(["The two password fields didn't match."]);
  });
});
