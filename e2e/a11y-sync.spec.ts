import { expect, test } from "@playwright/test";
import { registerConfirmedParent, signInContext } from "./support/public-session";

test("a signed-in user's toolbar settings follow them to another device", async ({ browser, request }) => {
  const email = await registerConfirmedParent(request);

  const laptop = await browser.newContext();
  await signInContext(laptop.request, email);
  const page = await laptop.newPage();
  await page.goto("/about-us");
  await page.getByRole("button", { name: "Accessibility" }).click();
  const saved = page.waitForResponse(
    (r) => r.url().includes("/api/users/accessibility") && r.request().method() === "PUT" && r.ok(),
  );
  await page.locator("[data-option=biggerText]").click();
  await page.locator("[data-option=biggerText]").click();
  await page.locator("[data-option=dictionary]").click();
  await saved;

  // Another device: a fresh browser with nothing in localStorage.
  const tablet = await browser.newContext();
  await signInContext(tablet.request, email);
  const other = await tablet.newPage();
  await other.goto("/press");
  await expect(other.locator("html")).toHaveClass(/a11y-bigger-text/);
  await expect(other.locator("html")).toHaveAttribute("style", /--a11y-text-scale: 1.3/);
  await other.getByRole("button", { name: "Accessibility" }).click();
  await expect(other.locator("[data-option=dictionary]")).toHaveAttribute("aria-pressed", "true");

  // Someone not signed in on a third browser starts with everything off.
  const guest = await browser.newContext();
  const anon = await guest.newPage();
  await anon.goto("/press");
  await anon.getByRole("button", { name: "Accessibility" }).click();
  await expect(anon.locator("[data-option=biggerText]")).toHaveAttribute("data-level", "0");

  await Promise.all([laptop.close(), tablet.close(), guest.close()]);
});
