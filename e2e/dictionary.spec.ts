import { expect, test, type Page } from "@playwright/test";

async function selectWord(page: Page, word: string) {
  await page.evaluate((w) => {
    const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const i = node.textContent!.indexOf(w);
      if (i < 0) continue;
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + w.length);
      const selection = getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return;
    }
    throw new Error(`${w} is not on the page`);
  }, word);
}

test("selecting a word opens the dictionary with wraparound paging; a nonsense word is not found", async ({ page }) => {
  await page.goto("/about-us");

  // Off by default: selecting a word does nothing.
  await selectWord(page, "loops");
  await page.waitForTimeout(1500);
  await expect(page.getByTestId("dictionary-modal")).toHaveCount(0);

  await page.getByRole("button", { name: "Accessibility" }).click();
  await page.locator("[data-option=dictionary]").click();
  await page.getByRole("button", { name: /^Close/ }).click();

  await selectWord(page, "loops");
  const modal = page.getByRole("dialog", { name: "Dictionary" });
  await expect(modal).toBeVisible({ timeout: 5000 });
  expect((await modal.boundingBox())!.width).toBeLessThanOrEqual(350);

  // The children's coding glossary comes first.
  await expect(modal.getByTestId("dictionary-definition")).toHaveText(
    "A part of a program that repeats some instructions again and again.",
  );
  await expect(modal.getByTestId("dictionary-pos")).toHaveText("noun");
  await expect(modal.getByText("Example: “A loop made the bird flap its wings ten times.”")).toBeVisible();
  const label = await modal.getByTestId("dictionary-page").innerText();
  const total = Number(label.match(/^1 of (\d+)$/)![1]);
  expect(total).toBeGreaterThan(2);

  await modal.getByRole("button", { name: "Next definition" }).click();
  await expect(modal.getByTestId("dictionary-page")).toHaveText(`2 of ${total}`);
  await modal.getByRole("button", { name: "Previous definition" }).click();
  await modal.getByRole("button", { name: "Previous definition" }).click();
  await expect(modal.getByTestId("dictionary-page")).toHaveText(`${total} of ${total}`);
  await modal.getByRole("button", { name: "Next definition" }).click();
  await expect(modal.getByTestId("dictionary-page")).toHaveText(`1 of ${total}`);

  // Read aloud and Spell start speech; Pause then toggles to Resume.
  await modal.getByRole("button", { name: "Spell" }).click();
  await expect(modal.getByRole("button", { name: /Pause|Resume/ })).toBeVisible();

  // Searching inside the modal for a nonsense word.
  await modal.getByLabel("Look up a word").fill("blorptastic");
  await expect(modal.getByTestId("dictionary-missing")).toHaveText("Word not found.");
  await expect(page.getByTestId("toast")).toHaveText("Word not found");

  // An inflected form finds its base word.
  await modal.getByLabel("Look up a word").fill("geese");
  await expect(modal.getByRole("heading", { name: "goose" })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
});

test("selecting several words does not open the dictionary", async ({ page }) => {
  await page.goto("/about-us");
  await page.evaluate(() => localStorage.setItem("sprout.accessibility", JSON.stringify({ dictionary: 1 })));
  await page.reload();
  await selectWord(page, "Sprout teaches");
  await page.waitForTimeout(1500);
  await expect(page.getByTestId("dictionary-modal")).toHaveCount(0);
});
