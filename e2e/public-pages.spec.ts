import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const PRESS_PATHS = [
  "/linc-student",
  "/linkedin",
  "/gamification",
  "/pipeline",
  "/launch-kc-awards",
  "/altcap-your-biz",
  "/all-girls-matter-conference",
  "/pure-pitch-rally",
  "/families-together-conference",
  "/twitter-pitch-winner",
  "/codesign-research-program",
  "/sprout-launch",
  "/sprout-in-schools",
  "/sprout-summer-camp",
  "/sprout-partners",
];
const PAGES = ["/", "/404", "/coming-soon", "/about-us", "/contact", "/privacy-policy", "/press", ...PRESS_PATHS];

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

for (const path of PAGES) {
  test(`${path} has a heading and no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Accessibility" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("the accessibility toolbar panel has no axe violations when open", async ({ page }) => {
  await page.goto("/about-us");
  await page.getByRole("button", { name: "Accessibility" }).click();
  await expect(page.getByRole("region", { name: "Accessibility" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the press list shows 16 items from 2022 to 2025 and opens a detail page", async ({ page }) => {
  await page.goto("/press");
  const items = page.getByTestId("press-item");
  await expect(items).toHaveCount(16);
  const years = await page
    .locator("[data-testid=press-item] time")
    .evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!.slice(0, 4)));
  expect(new Set(years)).toEqual(new Set(["2022", "2023", "2024", "2025"]));
  await expect(items.locator("img")).toHaveCount(16);

  await page.getByRole("link", { name: /Read more about Sprout joins the Pipeline fellowship/ }).click();
  await expect(page).toHaveURL(/\/pipeline$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sprout joins the Pipeline fellowship");
  // The image goes through Next's optimizer at one of the configured widths.
  const src = await page.getByRole("img", { name: "Connected pipes forming a path" }).getAttribute("src");
  expect(src).toMatch(/\/_next\/image\?url=%2Fpress%2Fpipeline\.png&w=\d+&q=75/);
});

test("an unknown one-segment path is a 404", async ({ page }) => {
  const res = await page.goto("/no-such-press-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("We could not find that page")).toBeVisible();
});

test("a school sends an inquiry from /contact and sees field errors first", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Your name").fill("Grace Hopper");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Send inquiry" }).click();
  const modal = page.getByTestId("error-modal");
  await expect(modal).toContainText("Enter a valid email address.");
  await modal.getByRole("button", { name: "Close" }).last().click();
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();

  await page.getByLabel("Email").fill(`grace-${Date.now()}@navy-school.test`);
  await page.getByLabel("School or institution").fill("Navy Elementary");
  await page.getByLabel("How can we help?").fill("We would like Sprout for our grade 4 classes.");
  await page.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page.getByTestId("contact-done")).toContainText("Thank you!");
});
