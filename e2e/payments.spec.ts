// A parent buys a plan for two children through the Stripe stand-in (issue 11): pricing → Stripe's checkout
// page → back to 'pending' → active once the signed webhook lands → the payment in billing history.
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { hash } from "@node-rs/argon2";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";

const PASSWORD = "Paying-Parent-2026";
const server = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const dbName = `${(process.env.TEST_DB_PREFIX ?? "sprout_test").replace(/[^a-z0-9_]/gi, "_")}_e2e`;

async function createParent() {
  const url = new URL(server);
  url.pathname = `/${dbName}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const username = `parent-${randomUUID().slice(0, 8)}`;
  try {
    await client.query(
      `INSERT INTO "user" (id, email, username, password_hash, firstname, lastname, is_parent, country, email_verified_at, updated_at)
       VALUES ($1, $2, $3, $4, 'Pat', 'Payer', true, 'Canada', now(), now())`,
      [
        randomUUID(),
        `${username}@family.test`,
        username,
        await hash(PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 }),
      ],
    );
  } finally {
    await client.end();
  }
  return username;
}

async function signInParent(page: Page, identifier: string) {
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, identifier, password: PASSWORD, role: "parent", json: "true" },
  });
  expect(res.ok()).toBe(true);
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a parent pays for two children, sees 'pending', then the plan active and the payment in history", async ({
  page,
}) => {
  const username = await createParent();
  await signInParent(page, username);
  const tag = randomUUID().slice(0, 6);
  for (const name of ["Ada", "Grace"]) {
    const res = await page.request.post("/api/parent/child/", {
      data: {
        fullname: `${name} Payer`,
        username: `${name.toLowerCase()}.${tag}`,
        password: "Blue-Kite-Morning-7",
        confirmPassword: "Blue-Kite-Morning-7",
        dob: "2017-04-09",
      },
    });
    expect(res.status()).toBe(201);
  }

  await page.goto("/parents/pricing");
  await expect(page.getByTestId("plan-family-monthly")).toContainText("$5.00");
  await expectNoAxeViolations(page);
  await page.getByLabel("Plan", { exact: true }).selectOption("family-monthly");
  await page.getByLabel("Ada Payer").check();
  await page.getByLabel("Grace Payer").check();
  await expect(page.getByText("2 × $5.00 = $10.00 a month")).toBeVisible();
  await page.getByRole("button", { name: "Pay with Stripe" }).click();

  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await page.getByRole("button", { name: /^Pay / }).click();

  const status = page.getByTestId("payment-status");
  await expect(status).toContainText("Status: pending");
  await expect(status).toContainText("Status: paid", { timeout: 20_000 });

  await page.goto("/parents/billing");
  const plan = page.getByTestId("active-plan");
  await expect(plan).toContainText("Family monthly");
  await expect(plan).toContainText("Renews on");
  await expect(plan).toContainText("Ada Payer");
  await expect(plan).toContainText("Grace Payer");
  // The payment row comes from invoice.paid, which may land a moment after verify already said 'paid'.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("billing-history")).toContainText("$10.00", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId("billing-history")).toContainText("paid");
  await expectNoAxeViolations(page);
});
