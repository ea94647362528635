// Server-rendered first data (docs/decisions/155): the teacher's and the parent's dashboards arrive with their
// content in the HTML, so a browser that has not run any script yet (here: JavaScript off) already shows it.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInAs } from "./support/parents";

const DEMO_PASSWORD = "Sprout-demo-2026";

/** The same signed-in page, opened in a second browser context with JavaScript turned off. */
async function withoutScripts(browser: Browser, signedIn: Page, path: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await signedIn.context().storageState(),
  });
  const page = await context.newPage();
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  return { page, close: () => context.close() };
}

test("the teacher dashboard's classes, roster and first student are in the server HTML", async ({ page, browser }) => {
  await signInAs(page, "teacher@demo.sprout.school", DEMO_PASSWORD, "teacher");
  const { page: plain, close } = await withoutScripts(browser, page, "/teachers");
  await expect(plain.getByRole("tab", { name: "Grade 3 Coders" })).toHaveAttribute("aria-selected", "true");
  await expect(plain.getByText("Loading your classes…")).toHaveCount(0);
  const roster = plain.getByTestId("roster");
  await expect(roster.getByText("Ava Nguyen")).toBeVisible();
  await expect(roster.getByText("Sam Student")).toBeVisible();
  await expect(plain.getByText(/Average progress: average of \d+ active students? \(\d+%\)/)).toBeVisible();
  await expect(plain.getByTestId("student-detail").getByRole("heading", { level: 2 }).first()).toBeVisible();
  await close();
  // With scripts on, the same page hydrates from that data and keeps working: choosing a student shows them.
  await page.goto("/teachers");
  await page
    .getByTestId("roster")
    .getByRole("button", { name: /Sam Student/ })
    .click();
  await expect(page.getByTestId("student-detail").getByRole("heading", { name: "Sam Student" })).toBeVisible();
});

test("the parent dashboard's children and the chosen child are in the server HTML", async ({ page, browser }) => {
  await signInAs(page, "parent@demo.sprout.school", DEMO_PASSWORD, "parent");
  const { page: plain, close } = await withoutScripts(browser, page, "/parents");
  await expect(plain.getByText("Loading your children…")).toHaveCount(0);
  await expect(plain.getByTestId("child-card-demo.student")).toHaveCount(1);
  await expect(plain.getByTestId("child-panel").getByRole("heading", { level: 2 }).first()).toBeVisible();
  await close();
});

test("the organizer dashboard's organization and its people are in the server HTML", async ({ page, browser }) => {
  await signInAs(page, "organizer@demo.sprout.school", DEMO_PASSWORD, "organizer");
  const { page: plain, close } = await withoutScripts(browser, page, "/organizers");
  await expect(plain.getByText("Loading your organizations…")).toHaveCount(0);
  await expect(plain.getByTestId("organization-select").locator("option:checked")).toHaveText("Maple Grove Elementary");
  await expect(plain.getByText("MAPLE-DEMO")).toBeVisible();
  const people = plain.getByTestId("org-people");
  await expect(people.getByText("demo.teacher")).toBeVisible();
  await expect(people.getByText("demo.organizer")).toBeVisible();
  await close();
});
