// Issue 38 "The child sees the worlds": a conditional puzzle holds three worlds with the gems elsewhere in each.
// A child looks at the worlds before running, builds a plain program that fits world 1 only, runs it and sees
// world 1 pass and world 2 fail, the board left where Sprout stopped and the help naming world 2; then builds
// the loop with an "if" and sees all three worlds solved. A Loops puzzle says its block limit and its idea.
import { expect, test, type Page } from "@playwright/test";
import { blocklyPageAxe } from "./support/axe";
import { openBlocks } from "./support/blockly";
import { signInYellowChild } from "./support/game-access";

test.describe.configure({ timeout: 180_000 });

const RUN = { timeout: 60_000 };

async function openPuzzle(page: Page, id: string, title: string) {
  await page.goto(`/students/puzzles/${id}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await openBlocks(page, 20_000);
}

async function add(page: Page, ...labels: string[]) {
  for (const l of labels) await page.getByRole("button", { name: `Add “${l}”`, exact: true }).click();
}

const tab = (page: Page, n: number) => page.getByRole("tab", { name: new RegExp(`^World ${n} of 3`) });

test("a child sees world 1 pass and world 2 fail with help naming world 2, then solves all three worlds", async ({
  page,
}) => {
  await signInYellowChild(page);
  await openPuzzle(page, "gem-maybe", "Gem or No Gem?");
  await expect(page.getByTestId("puzzle-idea")).toHaveText("This puzzle is about: an “if”.");
  await expect(page.getByTestId("block-goal")).toHaveText("Try to use 6 blocks or fewer.");

  // Three worlds, world 1 on the board; the child looks at world 2 before running.
  await expect(page.getByRole("tab")).toHaveCount(3);
  await expect(tab(page, 1)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("img", { name: /^World 1 of 3: the puzzle world, 10 by 1/ })).toBeVisible();
  await tab(page, 2).click();
  await expect(tab(page, 2)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("img", { name: /^World 2 of 3/ })).toBeVisible();
  await expect(page.getByTestId("gem-tally")).toHaveText("Gems: 0 of 4");
  // Arrow keys move between the worlds, as tabs do.
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, 3)).toHaveAttribute("aria-selected", "true");
  await expect(tab(page, 3)).toBeFocused();
  await tab(page, 1).click();

  // A plain program that walks world 1's gems: move, move, pick up, move, pick up, …
  const plain = ["move", "move", "gem", "move", "gem", "move", "move", "gem", "move", "move", "move", "gem", "move"];
  for (const s of plain) await add(page, s === "move" ? "move forward" : "pick up gem");
  await expect(page.getByTestId("block-count")).toHaveText("Your blocks: 13");
  await page.getByRole("button", { name: "▶ Run" }).click();

  // World 1 passes, world 2 fails at its first pick-up; world 3 was not played. The words say it, not colour.
  await expect(tab(page, 2)).toHaveAttribute("aria-selected", "true", RUN);
  await expect(tab(page, 1)).toHaveAccessibleName("World 1 of 3: Solved");
  await expect(tab(page, 1)).toContainText("✓ Solved");
  await expect(tab(page, 2)).toHaveAccessibleName("World 2 of 3: Not solved", RUN);
  await expect(tab(page, 2)).toContainText("✗ Not solved");
  await expect(tab(page, 3)).toHaveAccessibleName("World 3 of 3");
  await expect(page.getByTestId("puzzle-result")).toHaveText("Not yet.", RUN);
  await expect(page.getByTestId("help-message")).toHaveText(/^World 2: .*step 3/);
  // World 2's board shows where Sprout stopped: two squares on, no gem taken.
  await expect(page.getByRole("img", { name: /^World 2 of 3/ })).toBeVisible();
  await expect(page.getByTestId("sprite")).toHaveAttribute("data-x", "2");
  await expect(page.getByTestId("gem-tally")).toHaveText("Gems: 0 of 4");
  expect((await blocklyPageAxe(page).analyze()).violations).toEqual([]);
  // World 1 still shows where its run ended: at the flag with every gem.
  await tab(page, 1).click();
  await expect(page.getByTestId("sprite")).toHaveAttribute("data-x", "9");
  await expect(page.getByTestId("gem-tally")).toHaveText("Gems: 4 of 4");

  // Step goes through the world on the board: on world 2, one block a press.
  await tab(page, 2).click();
  await page.getByRole("button", { name: "Step", exact: true }).click();
  await expect(page.getByTestId("sprite")).toHaveAttribute("data-x", "1");
  await expect(tab(page, 2)).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Reset Sprout" }).click();
  await expect(tab(page, 2)).toHaveAccessibleName("World 2 of 3");

  // The fix, with the blocks the pack offers: repeat until at the flag { move; if on a gem { pick up gem } }.
  for (let i = 0; i < plain.length; i++) await page.getByRole("button", { name: "Remove last block" }).click();
  await expect(page.getByTestId("block-count")).toHaveText("Your blocks: 0");
  await add(page, "repeat until …", "at the flag 🏁 ?", "move forward", "if …", "on a gem ?", "pick up gem");
  await expect(page.getByTestId("block-count")).toHaveText("Your blocks: 6");
  // Calm (reduced motion): each world's end is shown at once.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.getByRole("button", { name: "▶ Run" }).click();
  await expect(page.getByTestId("puzzle-result")).toContainText("You solved it!", RUN);
  for (const n of [1, 2, 3]) await expect(tab(page, n)).toHaveAccessibleName(`World ${n} of 3: Solved`);
  await expect(tab(page, 3)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("sprite")).toHaveAttribute("data-x", "9");
  await expect(page.getByTestId("gem-tally")).toHaveText("Gems: 3 of 3");
  await expect(page.getByTestId("help-world")).toHaveCount(0);
});

test("a Loops puzzle says its block limit and the idea it teaches", async ({ page }) => {
  await signInYellowChild(page);
  await openPuzzle(page, "until-the-flag", "Until the Flag");
  await expect(page.getByTestId("puzzle-idea")).toHaveText("This puzzle is about: a loop.");
  await expect(page.getByTestId("block-goal")).toHaveText("Use at most 3 blocks.");
  await expect(page.getByRole("tab")).toHaveCount(0);
  for (let i = 0; i < 4; i++) await add(page, "move forward");
  await expect(page.getByTestId("block-count")).toHaveText("Your blocks: 4 (more than 3)");
});
