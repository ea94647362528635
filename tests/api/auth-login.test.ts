import { describe, expect, it, vi } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { call } from "../support/http";
import { createUser, PASSWORD } from "../support/factories";

const from = (ip: string) => ({ "x-sprout-peer": ip });

describe("POST /api/auth/login/", () => {
  it("signs in by email (an identifier with @) or by username, case-insensitively", async () => {
    const u = await createUser({ role: "teacher" });
    const byEmail = await call(loginRoute, { body: { email: u.email!.toUpperCase(), password: PASSWORD } });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.user).toMatchObject({ id: u.id, is_teacher: true, is_student: false, email: u.email });
    const byUsername = await call(loginRoute, { body: { username: u.username.toUpperCase(), password: PASSWORD } });
    expect(byUsername.status).toBe(200);
    expect(typeof byUsername.body.access_token).toBe("string");
    expect(typeof byUsername.body.refresh_token).toBe("string");
  });

  it("never returns the password hash or the calendar grant", async () => {
    const u = await createUser();
    const res = await call(loginRoute, { body: { username: u.username, password: PASSWORD } });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain("argon2");
    expect(res.body.user).not.toHaveProperty("passwordHash");
    expect(res.body.user).not.toHaveProperty("calendarGrant");
  });

  it("gives one message for a wrong password and an unknown account", async () => {
    const u = await createUser();
    const wrong = await call(loginRoute, { body: { username: u.username, password: "nope-nope-nope" } });
    const unknown = await call(loginRoute, { body: { username: "ghost", password: "nope-nope-nope" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe("Unable to log in with provided credentials.");
    expect(unknown.body.detail).toBe(wrong.body.detail);
  });

  it("asks for an identifier and a password", async () => {
    const res = await call(loginRoute, { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.details.password).toEqual(["This field is required."]);
  });

  it("throttles an account after 5 failures from one address with 429 and Retry-After", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-05-01T09:00:00Z"));
    const u = await createUser();
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await call(loginRoute, {
            body: { username: u.username, password: "bad-guess" },
            headers: from("203.0.113.7"),
          })
        ).status,
      ).toBe(400);
    }
    const locked = await call(loginRoute, {
      body: { username: u.username, password: PASSWORD },
      headers: from("203.0.113.7"),
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBe(900);
    expect(locked.body.detail).toBe("Too many failed sign-in attempts. Please try again in 15 minutes.");
    // The same account from another address is not locked by that address's failures.
    expect(
      (await call(loginRoute, { body: { username: u.username, password: PASSWORD }, headers: from("198.51.100.2") }))
        .status,
    ).toBe(200);
    // After the lock, the right password works again.
    vi.setSystemTime(new Date("2026-05-01T09:15:01Z"));
    expect(
      (await call(loginRoute, { body: { username: u.username, password: PASSWORD }, headers: from("203.0.113.7") }))
        .status,
    ).toBe(200);
  });

  it("after 10 failures spread over many addresses, strangers wait ever longer (1 s, 2 s, 4 s…) instead of a lock", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-05-01T09:00:00Z"));
    const u = await createUser();
    for (let i = 0; i < 10; i++) {
      await call(loginRoute, {
        body: { username: u.username, password: "bad-guess" },
        headers: from(`192.0.2.${i + 1}`),
      });
    }
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(loginRoute, {
        body: { username: u.username, password: PASSWORD },
        headers: from("192.0.2.200"),
      });
      expect(res.status).toBe(429);
      waits.push(Number(res.headers.get("retry-after")));
      vi.setSystemTime(new Date(Date.now() + waits[i] * 1000));
      await call(loginRoute, {
        body: { username: u.username, password: "bad-guess" },
        headers: from(`192.0.2.${50 + i}`),
      });
    }
    expect(waits).toEqual([1, 2, 4]);
  });

  it("a browser that signed in before still signs in with the right password while strangers are throttled", async () => {
    const u = await createUser();
    const first = await call(loginRoute, {
      body: { username: u.username, password: PASSWORD },
      headers: from("198.51.100.7"),
    });
    const device = first.headers.get("set-cookie")!.split(";")[0];
    expect(device).toMatch(/^sprout_device=/);
    for (let i = 0; i < 14; i++) {
      await call(loginRoute, {
        body: { username: u.username, password: "bad-guess" },
        headers: from(`192.0.2.${i + 1}`),
      });
    }
    const stranger = await call(loginRoute, {
      body: { username: u.username, password: PASSWORD },
      headers: from("192.0.2.99"),
    });
    expect(stranger.status).toBe(429);
    const owner = await call(loginRoute, {
      body: { username: u.username, password: PASSWORD },
      headers: { ...from("192.0.2.99"), cookie: device },
    });
    expect(owner.status).toBe(200);
    // Another account's device cookie does not help.
    const other = await createUser();
    const otherCookie = (await call(loginRoute, { body: { username: other.username, password: PASSWORD } })).headers
      .get("set-cookie")!
      .split(";")[0];
    const borrowed = await call(loginRoute, {
      body: { username: u.username, password: PASSWORD },
      headers: { ...from("192.0.2.99"), cookie: otherCookie },
    });
    expect(borrowed.status).toBe(429);
  });

  it("never throttles by address alone: a class sharing one address keeps signing in", async () => {
    const school = from("100.64.0.1");
    for (let i = 0; i < 12; i++) {
      const kid = await createUser({ role: "student", email: null });
      await call(loginRoute, { body: { username: kid.username, password: "oops-typo" }, headers: school });
    }
    const classmate = await createUser({ role: "student", email: null });
    expect(
      (await call(loginRoute, { body: { username: classmate.username, password: PASSWORD }, headers: school })).status,
    ).toBe(200);
  });

  it("a successful sign-in clears the failure count", async () => {
    const u = await createUser();
    const ip = from("203.0.113.9");
    for (let i = 0; i < 4; i++)
      await call(loginRoute, { body: { username: u.username, password: "bad" }, headers: ip });
    expect((await call(loginRoute, { body: { username: u.username, password: PASSWORD }, headers: ip })).status).toBe(
      200,
    );
    for (let i = 0; i < 4; i++)
      await call(loginRoute, { body: { username: u.username, password: "bad" }, headers: ip });
    expect((await call(loginRoute, { body: { username: u.username, password: PASSWORD }, headers: ip })).status).toBe(
      200,
    );
  });
});
