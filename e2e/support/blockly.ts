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

/** The blocks attached under "when ▶ run" (a block's children are drawn inside its group). */
const attached = (page: Page) => page.locator('.blocklyBlockCanvas [data-id="start"] .blocklyDraggable').count();
/** Blocks lying loose in the program's workspace: top-level groups other than "when ▶ run". */
const loose = (page: Page) =>
  page.locator(
    'svg.blocklySvg > g.blocklyWorkspace > g.blocklyBlockCanvas > g.blocklyDraggable:not([data-id="start"])',
  );

/** One drag with the mouse, from a point to the program's last block. */
async function dropUnderProgram(page: Page, from: { x: number; y: number }) {
  const last = (await page.locator('.blocklyBlockCanvas [data-id="start"]').boundingBox())!;
  await page.mouse.move(from.x + 8, from.y + 8);
  await page.mouse.down();
  await page.mouse.move(from.x + 60, from.y + 40, { steps: 5 });
  await page.mouse.move(last.x + 8, last.y + last.height + 4, { steps: 10 });
  await page.mouse.up();
}

/**
 * Drags the toolbox block whose text matches `text` under the last block of the program ("when ▶ run" stack), as a
 * child does, and waits until Blockly has attached it. A drop that missed (the page still settling on a loaded
 * machine) is corrected as a child would: a block left lying loose is dragged to the program again; one that fell
 * back on the toolbox is dragged anew.
 */
export async function dragBlock(page: Page, text: RegExp) {
  const before = await attached(page);
  const source = page.locator(".blocklyFlyout .blocklyBlockCanvas > g", { hasText: text }).first();
  await dropUnderProgram(page, (await source.boundingBox())!);
  const isAttached = () =>
    expect
      .poll(() => attached(page), { timeout: 2_000 })
      .toBeGreaterThan(before)
      .then(
        () => true,
        () => false,
      );
  for (let tries = 0; tries < 3; tries++) {
    if (await isAttached()) return;
    const stray = loose(page).first();
    const box = (await stray.count()) ? await stray.boundingBox() : null;
    await dropUnderProgram(page, box ?? (await source.boundingBox())!);
  }
  await expect
    .poll(() => attached(page), { message: `a "${text.source}" block attached to the program` })
    .toBeGreaterThan(before);
}
