// e2e helpers for account flows: a confirmed adult of any role, registered and confirmed through the real
// API and the mail the SMTP sink received, and a browser sign-in through the login page.
import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import pg from "pg";
import { waitForLinkTo } from "./mail";

export const ADULT_PASSWORD = "Tall-Oak-Tree-2031";

export async function confirmedAdult(request: APIRequestContext, role: "teacher" | "parent" | "organizer") {
  const email = `${role}-${randomUUID().slice(0, 8)}@school.test`;
  const res = await request.post("/api/auth/registration/", {
    // A documentation address of its own (TEST-NET-2, set trusted by e2e/support/serve.mjs): the per-network
    // sign-up limit counts this account alone, as it would a family signing up at home.
    headers: { "x-forwarded-for": `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
    data: {
      role,
      email,
      firstname: "Robin",
      lastname: "Adult",
      password1: ADULT_PASSWORD,
      password2: ADULT_PASSWORD,
      terms: true,
      ...(role === "teacher" ? { schoolCountry: "Canada", schoolName: "Maple Elementary" } : { country: "Canada" }),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const key = decodeURIComponent(new URL(await waitForLinkTo(email)).pathname.split("/").pop()!);
  expect((await request.post("/api/auth/confirm-email/", { data: { key } })).ok()).toBe(true);
  return { email, password: ADULT_PASSWORD };
}

/** Signs in through the role's sign-in page, as a person would. */
export async function signInThroughPage(page: Page, role: string, email: string, password: string) {
  await page.goto(`/login/${role}`);
  await page.getByLabel("Email or username").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${role}s$`));
}

/** The newest link mailed to `address` whose URL contains `part` (a confirmation mail may already be there). */
export async function waitForMailedLink(address: string, part: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = await waitForLinkTo(address, Math.max(1, deadline - Date.now())).catch(() => "");
    if (link.includes(part)) return link;
    if (Date.now() > deadline) throw new Error(`No ${part} link mailed to ${address}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Ends every session of the account as the clock would: their 24 hours are over. */
export async function expireSessions(email: string) {
  const server = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const url = new URL(server);
  url.pathname = `/${(process.env.TEST_DB_PREFIX ?? "sprout_test").replace(/[^a-z0-9_]/gi, "_")}_e2e`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    await db.query(
      `UPDATE auth_session SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM "user" WHERE email = $1)`,
      [email],
    );
  } finally {
    await db.end();
  }
}

/** Waits until React has hydrated `locator`'s element: a click dispatched before that is lost. */
export async function waitForHydration(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber"))))
    .toBe(true);
}
