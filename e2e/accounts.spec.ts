import { expect, test } from "@playwright/test";
import {
  confirmedAdult,
  expireSessions,
  signInThroughPage,
  waitForHydration,
  waitForMailedLink,
} from "./support/accounts";

test("a teacher who forgot the password gets a link by mail, chooses a new one and signs in with it", async ({
  page,
}) => {
  const { email, password } = await confirmedAdult(page.request, "teacher");
  const fresh = "Blue-Heron-Lake-55";

  await page.goto("/login/teacher");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/change-password\?type=teacher$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByTestId("reset-sent")).toContainText("The link works for 1 hour");

  const link = await waitForMailedLink(email, "/change-password/");
  await page.goto(new URL(link).pathname);
  await page.getByLabel("New password", { exact: true }).fill(fresh);
  await page.getByLabel("Confirm new password").fill("Not-The-Same-1");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByTestId("error-modal")).toContainText(
    "Confirm new password- The two password fields didn't match.",
  );
  await page.getByTestId("error-modal").getByRole("button", { name: "Close", exact: true }).click();
  await page.getByLabel("Confirm new password").fill(fresh);
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password is changed" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login\/teacher$/);

  // The old password no longer works, the new one does, and the link cannot be used twice.
  await page.getByLabel("Email or username").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByTestId("form-error")).toContainText("Unable to log in");
  await signInThroughPage(page, "teacher", email, fresh);
  await page.goto(new URL(link).pathname);
  await page.getByLabel("New password", { exact: true }).fill("Yet-Another-Pass-66");
  await page.getByLabel("Confirm new password").fill("Yet-Another-Pass-66");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByTestId("error-modal")).toContainText("invalid, has expired or was already used");
});

test("a session that expires while the teacher's page is open lands on /login/teacher", async ({ page }) => {
  const { email, password } = await confirmedAdult(page.request, "teacher");
  await signInThroughPage(page, "teacher", email, password);
  await page.goto("/teachers/notes");
  await expect(page.getByTestId("notes-editor")).toBeVisible();
  const save = page.getByRole("button", { name: "Save notes" });
  // A click before hydration, or before the note has loaded (the button is disabled until then), is lost, and
  // the session poll is minutes away.
  await waitForHydration(save);
  await expect(save).toBeEnabled();

  await expireSessions(email); // the 24 hours are over while the page stays open
  // Saving answers 401, or the session poll notices first and the page has already left (then there is no
  // button to press): either way the page leaves for the sign-in page.
  await save.dispatchEvent("click", undefined, { timeout: 3_000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/login\/teacher$/);
  await expect(page.getByTestId("error-modal")).toHaveCount(0);
});

test("a parent opening /teachers is told so and sent to their own dashboard", async ({ page }) => {
  const { email, password } = await confirmedAdult(page.request, "parent");
  await signInThroughPage(page, "parent", email, password);

  await page.goto("/teachers");
  await expect(page.getByRole("heading", { name: "This page is for teachers" })).toBeVisible();
  await page.getByRole("link", { name: "Go to my dashboard" }).click();
  await expect(page).toHaveURL(/\/parents$/);
  await page.goto("/addClass");
  await expect(page.getByRole("heading", { name: "This page is for teachers" })).toBeVisible();

  // The public header offers the way back too.
  await page.goto("/about-us");
  await page.getByRole("link", { name: "My dashboard" }).click();
  await expect(page).toHaveURL(/\/parents$/);
});

test("a signed-in parent changes the password from the dashboard and signs in again", async ({ page }) => {
  const { email, password } = await confirmedAdult(page.request, "parent");
  const fresh = "Green-Kite-River-88";
  await signInThroughPage(page, "parent", email, password);
  await page.getByRole("link", { name: "Change password" }).click();
  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill(fresh);
  await page.getByLabel("Confirm new password").fill(fresh);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/login\/parent\?password=changed$/);
  await expect(page.getByRole("status").filter({ hasText: "Your password is changed" })).toBeVisible();
  await signInThroughPage(page, "parent", email, fresh);
});

test("the sign-up wizard checks each step before Next and counts the steps", async ({ page }) => {
  const { email } = await confirmedAdult(page.request, "parent");
  await page.goto("/signup/parent");
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Email", { exact: true }).fill(email.replace("@", "-at-"));
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("error-modal")).toContainText("Email- Enter a valid email address.");
  await page.getByTestId("error-modal").getByRole("button", { name: "Close", exact: true }).click();

  await page.getByLabel("Email", { exact: true }).fill(`new-${email}`);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 2 of 3")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("12345678");
  await page.getByLabel("Confirm password").fill("12345679");
  await page.getByRole("button", { name: "Next" }).click();
  const modal = page.getByTestId("error-modal");
  await expect(modal).toContainText("Password- This password is entirely numeric.");
  await expect(modal).toContainText("Confirm password- The two password fields didn't match.");
  await modal.getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByText("Step 2 of 3")).toBeVisible();
});
