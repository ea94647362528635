import { expect, test, type Page } from "@playwright/test";

async function tabTo(page: Page, name: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return (el?.getAttribute("aria-label") ?? el?.innerText ?? "").trim();
    });
    if (focused.startsWith(name)) return;
  }
  throw new Error(`Could not reach "${name}" with Tab`);
}

const html = (page: Page) => page.locator("html");

test("the toolbar and a preset work by keyboard alone, and the settings persist", async ({ page }) => {
  await page.goto("/about-us");
  await tabTo(page, "Accessibility");
  await page.keyboard.press("Enter");
  const panel = page.getByRole("region", { name: "Accessibility" });
  await expect(panel).toBeVisible();
  // Focus moves into the panel, onto the first profile.
  await expect(page.getByRole("button", { name: "Motor impaired" })).toBeFocused();

  // Bigger text cycles 1, 2, 3, 4 and wraps to off.
  await tabTo(page, "Bigger text");
  const bigger = page.locator("[data-option=biggerText]");
  for (const [level, name] of [
    [1, "115%"],
    [2, "130%"],
    [3, "150%"],
    [4, "175%"],
  ] as const) {
    await page.keyboard.press(level % 2 ? "Enter" : "Space");
    await expect(bigger).toHaveAttribute("data-level", String(level));
    await expect(bigger).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("a11y-announcement")).toHaveText(`Bigger text: ${name}`);
  }
  await expect(html(page)).toHaveClass(/a11y-bigger-text/);
  await expect(html(page)).toHaveAttribute("style", /--a11y-text-scale: 1.75/);
  await page.keyboard.press("Enter");
  await expect(bigger).toHaveAttribute("data-level", "0");
  await expect(bigger).toHaveAttribute("aria-pressed", "false");
  await expect(html(page)).not.toHaveClass(/a11y-bigger-text/);

  // Line height: 1.5x, then 1.75x.
  await tabTo(page, "Line height");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(html(page)).toHaveAttribute("style", /--a11y-line-height: 1.75/);
  await expect(page.locator("main p").first()).toHaveCSS("line-height", /\d/);

  // Back to the profiles with Shift+Tab, then the Low Vision preset.
  for (let i = 0; i < 40; i++) {
    const label = await page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim());
    if (label === "Low Vision") break;
    await page.keyboard.press("Shift+Tab");
  }
  await expect(page.getByRole("button", { name: "Low Vision" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Low Vision" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("a11y-announcement")).toHaveText("Low Vision profile on");
  await expect(html(page)).toHaveClass(/a11y-contrast-3/);
  await expect(html(page)).toHaveClass(/a11y-big-cursor/);
  await expect(html(page)).toHaveClass(/a11y-legible-fonts/);
  await expect(html(page)).toHaveAttribute("style", /--a11y-text-scale: 1.5/);
  // The preset replaced the earlier line height choice with its own.
  await expect(html(page)).toHaveAttribute("style", /--a11y-line-height: 1.5;/);
  await expect(page.locator("[data-option=contrast]")).toContainText("Light contrast");

  // Escape closes the panel and gives focus back to the toolbar button.
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Accessibility" })).toBeFocused();

  // The choice is kept in the browser.
  await page.reload();
  await expect(html(page)).toHaveClass(/a11y-contrast-3/);
  await page.goto("/press");
  await expect(html(page)).toHaveClass(/a11y-legible-fonts/);

  // Pressing the active preset again turns everything off.
  await page.getByRole("button", { name: "Accessibility" }).press("Enter");
  await page.getByRole("button", { name: "Low Vision" }).press("Enter");
  await expect(html(page)).not.toHaveClass(/a11y-/);
});

test("cursor levels show the big cursor, the reading mask and the reading guide", async ({ page }) => {
  await page.goto("/about-us");
  await page.getByRole("button", { name: "Accessibility" }).click();
  const cursor = page.locator("[data-option=cursor]");
  await cursor.click();
  await expect(html(page)).toHaveClass(/a11y-big-cursor/);
  await cursor.click();
  await expect(page.getByTestId("reading-mask")).toBeAttached();
  await cursor.click();
  await expect(page.getByTestId("reading-guide")).toBeAttached();
  await cursor.click();
  await expect(page.getByTestId("reading-guide")).not.toBeAttached();
  await expect(cursor).toContainText("Off");
});

test("stored settings apply before the page's scripts load (no flash of the default look)", async ({ page }) => {
  await page.goto("/about-us");
  await page.evaluate(() =>
    localStorage.setItem("sprout.accessibility", JSON.stringify({ contrast: 1, biggerText: 4 })),
  );
  // With every JavaScript chunk blocked React never runs; only the inline boot script can apply the settings.
  await page.route("**/_next/static/chunks/**", (route) => route.abort());
  await page.goto("/press");
  await expect(html(page)).toHaveClass(/a11y-contrast-1/);
  await expect(html(page)).toHaveAttribute("style", /--a11y-text-scale: 1.75/);
});
