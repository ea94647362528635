// Driving Blockly as a child does: a toolbox block dragged with the mouse under the program's last block.
import type { Page } from "@playwright/test";

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
