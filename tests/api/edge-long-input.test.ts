// Issue 21, the edge: long random identifiers and e-mails are a 400 that says what is wrong, never a 500. A
// 3 KB random string reached the btree indexes of auth_throttle, rate_limit and users (PostgreSQL cannot compress
// it below the 2,704-byte row limit, unlike "a".repeat(n)). docs/decisions/162.
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/registration/route";
import { POST as resend } from "@/app/api/auth/registration/resend-email/route";
import { POST as reset } from "@/app/api/auth/password/reset/route";
import { POST as contact } from "@/app/api/contact/institution/route";
import { prisma } from "@/lib/db/client";
import { consumeRateLimit } from "@/lib/http/rate-limit";
import { assertNotThrottled, recordFailure } from "@/lib/accounts/throttle";
import { call } from "../support/http";
import { randomEmail, randomText, randomWord } from "../support/hostile-values";

const peer = { "x-sprout-peer": "203.0.113.21" };
const TOO_LONG = "E-mail addresses can have at most 254 characters.";
const SIZES = [300, 3_000, 9_000];

describe("long random identifiers and e-mails (issue 21)", () => {
  it("login: a long random username or e-mail is refused as bad credentials input, never a 500", async () => {
    for (const n of SIZES) {
      const byName = await call(login, { body: { username: randomWord(n), password: "x" }, headers: peer });
      expect(byName.status, `username of ${n}`).toBe(400);
      expect(byName.body.detail).toBe("Enter your email or username.");
      const byEmail = await call(login, { body: { email: randomEmail(n), password: "x" }, headers: peer });
      expect(byEmail.status, `email of ${n}`).toBe(400);
      expect(byEmail.body.details.email).toEqual([TOO_LONG]);
    }
    expect(await prisma.authThrottle.count()).toBe(0);
  });

  it("password reset and resend confirmation refuse a long random e-mail with a 400 naming the field", async () => {
    for (const handler of [reset, resend]) {
      for (const n of SIZES) {
        const res = await call(handler, { body: { email: randomEmail(n) }, headers: peer });
        expect(res.status, `e-mail of ${n}`).toBe(400);
        expect(res.body.details.email).toEqual([TOO_LONG]);
      }
    }
    expect(await prisma.rateLimit.count()).toBe(0);
  });

  it("registration refuses a long random e-mail or username and creates no account", async () => {
    for (const n of SIZES) {
      const res = await call(register, {
        body: {
          role: "parent",
          email: randomEmail(n),
          username: randomWord(n),
          firstname: "Ada",
          password1: "Tulip-Garden-77",
          password2: "Tulip-Garden-77",
          terms: true,
          country: "Canada",
        },
        headers: peer,
      });
      expect(res.status).toBe(400);
      expect(res.body.details.email).toEqual([TOO_LONG]);
      expect(res.body.details.username).toEqual(["Usernames can have at most 40 characters."]);
    }
    expect(await prisma.user.count()).toBe(0);
  });

  it("the institution inquiry refuses a long random e-mail", async () => {
    const res = await call(contact, {
      body: { name: "Ada", email: randomEmail(3_000), institution: "Hill", message: "We would like Sprout." },
      headers: peer,
    });
    expect(res.status).toBe(400);
    expect(res.body.details.email).toEqual(["Email must be at most 254 characters."]);
  });

  it("rate-limit and throttle counters take any key a client can make, and still count it", async () => {
    const key = `reset-email:${randomText(8_000)}`;
    const rule = { max: 2, windowSeconds: 60, message: "Slow down." };
    await consumeRateLimit(key, rule);
    await consumeRateLimit(key, rule);
    await expect(consumeRateLimit(key, rule)).rejects.toMatchObject({ code: "too_many_requests" });
    const keys = [`acct:unknown:${randomText(8_000)}`];
    for (let i = 0; i < 10; i++) await recordFailure(keys);
    await expect(assertNotThrottled(keys)).rejects.toMatchObject({ code: "too_many_requests" });
  });
});
