// Driving Blockly as a child does: a toolbox block dragged with the mouse under the program's last block.
import { expect, type Page } from "@playwright/test";

/**
 * Opens the blocks as a child's first move of the mouse does (docs/decisions/250: Blockly loads at the first
 * move, touch, key or "Start building") and waits for the toolbox. The move is repeated until the toolbox is
 * there: `goto` can return before React has attached the page's listeners.
 */
export async function openBlocks(page: Page, timeout = 10_000) {
  const toolbox = page.locator(".blocklyFlyout .blocklyBlockCanvas > g").first();
  let x = 3;
  await expect(async () => {
    x = x === 3 ? 7 : 3;
    await page.mouse.move(x, x);
    await expect(toolbox).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout });
}

/** Drags the toolbox block whose text matches `text` under the last block of the program ("when ▶ run" stack). */
export async function dragBlock(page: Page, text: RegExp) {
  const source = page.locator(".blocklyFlyout .blocklyBlockCanvas > g", { hasText: text }).first();
  const from = (await source.boundingBox())!;
  const last = (await page.locator('.blocklyBlockCanvas [data-id="start"]').boundingBox())!;
  await page.mouse.move(from.x + 8, from.y + 8);
  await page.mouse.down();
  await page.mouse.move(from.x + 60, from.y + 40, { steps: 5 });
  await page.mouse.move(last.x + 8, last.y + last.height + 4, { steps: 10 });
  await page.mouse.up();
}
