// Issue 23 "Access for every child": a child builds a loop and an if/else by keyboard alone and hears each move;
// every accessibility preset keeps the maze's walls, floor, flag and gems, the toolbox blocks and Run apart
// (colours sampled from screenshots); the Accessibility button never covers the focused control; axe passes on
// the student pages.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { A11Y_PRESETS } from "../lib/a11y/presets";
import { distance, inkShare, sampleColours, signInYellowChild } from "./support/game-access";
import { blocklyPageAxe } from "./support/axe";
import { openBlocks } from "./support/blockly";

async function openPuzzle(page: Page, id: string, title: string) {
  await page.goto(`/students/puzzles/${id}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  // A child reaching for the page (docs/decisions/248: Blockly loads at the first interaction).
  await page.mouse.move(10, 10);
  await expect(page.getByRole("button", { name: "Read to me" })).toBeVisible();
  await openBlocks(page, 20_000);
}

/** Focus a control and press Enter, as a child tabbing to it does. */
async function press(page: Page, name: string) {
  await page.getByRole("button", { name, exact: true }).focus();
  await page.keyboard.press("Enter");
}

/** Moves the "Where the next block goes" list with arrow keys until it shows `label`. */
async function placeBlocksAt(page: Page, label: RegExp) {
  const select = page.getByLabel("Where the next block goes");
  await select.focus();
  for (let i = 0; i < 12 && !label.test(await select.locator("option:checked").innerText()); i++)
    await page.keyboard.press("ArrowDown");
  await expect(select.locator("option:checked")).toHaveText(label);
}

test("a child builds a loop and an if/else by keyboard alone and hears every move", async ({ page }) => {
  await signInYellowChild(page);
  await page.goto("/students");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Loop: repeat until at the flag, do move forward — three key presses after choosing nothing at all.
  await openPuzzle(page, "until-the-flag", "Until the Flag");
  const words = page.getByTestId("world-description");
  await words.getByText("The maze in words").click();
  await expect(words).toContainText("Sprout is at row 1, column 1, facing right");
  await expect(words).toContainText("The flag is at row 1, column 11, 10 squares right from Sprout.");
  await expect(words).toContainText("There are no walls.");
  await press(page, "Add “repeat until …”");
  await expect(page.getByLabel("Where the next block goes").locator("option:checked")).toHaveText(
    "Question of “repeat until” (block 1)",
  );
  await press(page, "Add “at the flag 🏁 ?”");
  await expect(page.getByLabel("Where the next block goes").locator("option:checked")).toHaveText(
    "Inside “repeat until” (block 1), do",
  );
  await press(page, "Add “move forward”");
  await press(page, "▶ Run");
  // The text alternative announces each step; the last one says Sprout reached the flag.
  const announcer = page.getByTestId("world-announcer");
  await expect(announcer).toContainText(/Sprout moves to row 1, column \d+\./, { timeout: 20_000 });
  await expect(announcer).toContainText("Sprout is at the flag!", { timeout: 20_000 });
  await expect(page.getByTestId("puzzle-result")).toContainText("Perfect! You solved it!", { timeout: 20_000 });
  expect((await blocklyPageAxe(page).analyze()).violations).toEqual([]);

  // If/else inside a loop: the else branch is picked from the list with the arrow keys.
  await openPuzzle(page, "turn-when-blocked", "Turn When Blocked");
  await expect(words).toContainText("Row 2: walls in columns 1 to 4.");
  await press(page, "Add “repeat until …”");
  await press(page, "Add “at the flag 🏁 ?”");
  await press(page, "Add “if … else”");
  await expect(page.getByLabel("Where the next block goes").locator("option:checked")).toHaveText(
    "Question of “if … else” (block 2)",
  );
  await press(page, "Add “path ahead ?”");
  await press(page, "Add “move forward”");
  await placeBlocksAt(page, /^Inside “if … else” \(block 2\), else$/);
  await press(page, "Add “turn right ↻”");
  await press(page, "▶ Run");
  await expect(page.getByTestId("puzzle-result")).toContainText("You solved it!", { timeout: 30_000 });
  await expect(announcer).toContainText("Sprout is at the flag!");
});

for (const preset of A11Y_PRESETS) {
  test(`the ${preset.label} preset keeps the maze, the toolbox and Run distinguishable`, async ({ page }) => {
    await signInYellowChild(page);
    await openPuzzle(page, "gem-pockets", "Gem Pockets");
    await page.getByRole("button", { name: "Accessibility" }).click();
    await page.getByRole("button", { name: preset.label, exact: true }).click();
    await expect(page.getByRole("button", { name: preset.label, exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("a11y-panel")).toBeHidden();

    const maze = page.locator("[data-maze]");
    await maze.scrollIntoViewIfNeeded();
    const [wall, floor, goal, gem] = await sampleColours(page, [
      '[data-maze] [data-cell="wall"]',
      '[data-maze] [data-cell="floor"]:not([data-sprite])',
      '[data-maze] [data-cell="goal"]',
      '[data-maze] [data-cell="gem"]',
    ]);
    const pairs = { "wall/floor": [wall, floor], "wall/goal": [wall, goal], "floor/goal": [floor, goal] } as const;
    for (const [name, [a, b]] of Object.entries(pairs))
      expect(distance(a, b), `${name}: ${a} against ${b}`).toBeGreaterThan(60);
    expect(distance(gem, floor), `gem ${gem} against floor ${floor}`).toBeGreaterThan(40);

    // The toolbox shows its blocks (not a blank area), and Run shows its words on its own colour.
    expect(await inkShare(page, ".blocklyFlyout")).toBeGreaterThan(0.05);
    const run = page.getByRole("button", { name: "▶ Run" });
    await expect(run).toBeEnabled();
    await run.scrollIntoViewIfNeeded();
    expect(await inkShare(page, "button:has-text('Run')")).toBeGreaterThan(0.03);
  });
}

for (const width of [390, 1280]) {
  test(`the Accessibility button never covers the focused control at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await signInYellowChild(page);
    await openPuzzle(page, "until-the-flag", "Until the Flag");
    const toggle = page.getByTestId("a11y-toggle");
    await page.locator("body").focus();
    let checked = 0;
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body || el.dataset.testid === "a11y-toggle") return null;
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height, name: el.outerHTML.slice(0, 80) };
      });
      if (!focused || !focused.width) continue;
      const t = (await toggle.boundingBox())!;
      const overlap =
        t.x < focused.x + focused.width &&
        focused.x < t.x + t.width &&
        t.y < focused.y + focused.height &&
        focused.y < t.y + t.height;
      expect(overlap, `the Accessibility button covers ${focused.name}`).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
}
