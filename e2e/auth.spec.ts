import { expect, test } from "@playwright/test";
import { waitForLinkTo } from "./support/mail";

test("a new teacher signs up, confirms the email from the mail, signs in, lands on the dashboard and signs out", async ({
  page,
}) => {
  const id = Math.random().toString(36).slice(2, 8);
  const email = `ms.rivera.${id}@school.test`;
  const password = "Green-Leaf-2468";

  await page.goto("/signup/teacher");
  await expect(page.getByRole("heading", { name: "Teacher sign up" })).toBeVisible();

  // Step "first": about you. Next without a name shows the error modal.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("error-modal")).toContainText("First name is required.");
  await page.getByTestId("error-modal").getByRole("button", { name: "Close", exact: true }).click();
  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name (optional)").fill("Rivera");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Next" }).click();

  // Step "second": password.
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Next" }).click();

  // Teacher step (index 3): the school; Back returns to the password step and keeps what was typed.
  await expect(page.locator("#wizard-step")).toContainText("Your school");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Confirm password")).toHaveValue(password);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("School name").fill("Maple Grove Elementary");
  await page.getByLabel("School country").selectOption("Canada");
  await page.getByRole("button", { name: "Next" }).click();

  // Last step: terms must be accepted (server message, shown in the error modal).
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("error-modal")).toContainText("You have not accepted the terms and conditions");
  await page.getByTestId("error-modal").getByRole("button", { name: "Close", exact: true }).click();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(email)).toBeVisible();

  // Signing in before confirming is refused.
  await page.goto("/login/teacher");
  await page.getByLabel("Email or username").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByTestId("form-error")).toContainText("E-mail is not verified");

  // The confirmation link from the mail the SMTP server received.
  const link = await waitForLinkTo(email);
  await page.goto(new URL(link).pathname);
  await expect(page.getByText("Your email is confirmed")).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login\/teacher$/);

  await page.getByLabel("Email or username").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/teachers$/);
  await expect(page.getByTestId("signed-in-user")).toHaveText("Ana Rivera");

  // The web session is an httpOnly cookie, not script-readable storage.
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name.includes("next-auth.session-token"));
  expect(session?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain("session-token");

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/teachers");
  await expect(page).toHaveURL(/\/login\/teacher$/);
});

test("an unknown confirmation key sends the user to their account type's sign-in page", async ({ page }) => {
  await page.goto("/signup/parent");
  await page.evaluate(() => localStorage.setItem("sprout.signupAccountType", "organizer"));
  await page.goto("/verify-email/not-a-real-key");
  await expect(page).toHaveURL(/\/login\/organizer$/);
});

test("the demo teacher signs in and a reused session cookie stops working after sign-out", async ({
  page,
  request,
}) => {
  await page.goto("/login/teacher");
  await page.getByLabel("Email or username").fill("teacher@demo.sprout.school");
  await page.getByLabel("Password").fill("Sprout-demo-2026");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/teachers$/);
  const cookie = (await page.context().cookies()).find((c) => c.name.includes("next-auth.session-token"))!;
  const before = await request.get("/api/auth/user/", { headers: { cookie: `${cookie.name}=${cookie.value}` } });
  expect(before.status()).toBe(200);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const after = await request.get("/api/auth/user/", { headers: { cookie: `${cookie.name}=${cookie.value}` } });
  expect(after.status()).toBe(401);
});

test("/x and /x/ answer the same, with no redirect", async ({ request }) => {
  for (const path of ["/api/health", "/api/auth/user", "/login/teacher"]) {
    const plain = await request.get(path, { maxRedirects: 0 });
    const slashed = await request.get(`${path}/`, { maxRedirects: 0 });
    expect(slashed.status(), path).toBe(plain.status());
    expect([200, 401]).toContain(plain.status());
  }
  const login = await request.post("/api/auth/login/", {
    data: { username: "demo.student", password: "Sprout-demo-2026" },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(200);
  expect((await login.json()).user.is_student).toBe(true);
});
