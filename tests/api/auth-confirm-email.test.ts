import { describe, expect, it, vi } from "vitest";
import { POST as register } from "@/app/api/auth/registration/route";
import { POST as confirm } from "@/app/api/auth/confirm-email/route";
import { POST as resend } from "@/app/api/auth/registration/resend-email/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { call } from "../support/http";
import { lastMailTo, linkIn, mailbox } from "../support/mailbox";

const email = "parent.li@home.test";
const password = "Kite-Flying-Day-7";

async function signUp() {
  await call(register, {
    body: {
      role: "parent",
      firstname: "Mei",
      email,
      password1: password,
      password2: password,
      terms: true,
      country: "Canada",
    },
  });
  return decodeURIComponent(linkIn(lastMailTo(email))!.split("/verify-email/")[1]);
}

describe("email confirmation", () => {
  it("confirms with the key from the mail; sign-in works only afterwards", async () => {
    const key = await signUp();
    const before = await call(loginRoute, { body: { email, password } });
    expect(before.status).toBe(400);
    expect(before.body.detail).toContain("E-mail is not verified");
    const res = await call(confirm, { body: { key } });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe("parent");
    expect((await call(loginRoute, { body: { email, password } })).status).toBe(200);
  });

  it("answers 404 for an unknown key and for a key already used", async () => {
    expect((await call(confirm, { body: { key: "nope" } })).status).toBe(404);
    const key = await signUp();
    expect((await call(confirm, { body: { key } })).status).toBe(200);
    expect((await call(confirm, { body: { key } })).status).toBe(404);
  });

  it("answers 404 once the key is older than 3 days", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T08:00:00Z"));
    const key = await signUp();
    vi.setSystemTime(new Date("2026-03-04T08:00:01Z"));
    expect((await call(confirm, { body: { key } })).status).toBe(404);
  });

  it("resends a fresh link, at most once a minute, and answers the same for unknown addresses", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T08:00:00Z"));
    await signUp();
    const count = mailbox().length;
    // Just mailed at sign-up: the same answer as always, and no second mail.
    const soon = await call(resend, { body: { email } });
    expect(soon.status).toBe(200);
    expect(mailbox().length).toBe(count);
    const stranger = await call(resend, { body: { email: "nobody@home.test" } });
    expect(stranger.body).toEqual(soon.body);
    // Asking twice in a minute is limited for every address alike, account or not.
    for (const address of [email, "nobody@home.test"]) {
      const twice = await call(resend, { body: { email: address } });
      expect(twice.status).toBe(429);
      expect(Number(twice.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    }
    vi.setSystemTime(new Date("2026-03-01T08:01:01Z"));
    const later = await call(resend, { body: { email } });
    expect(later.body).toEqual(soon.body);
    expect(mailbox().length).toBe(count + 1);
  });

  it("validates the resend address", async () => {
    const res = await call(resend, { body: { email: "not-an-email" } });
    expect(res.status).toBe(400);
    expect(res.body.details.email).toEqual(["Enter a valid email address."]);
  });
});
