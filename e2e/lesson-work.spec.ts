// Issue 39, a child's work: a child sends two runs of First Steps; the teacher opens the child's work from the
// student pane, reads the last program in the same blocks (read-only), picks the earlier run, replays the program
// in the puzzle's world and writes a note; the child reads it on the puzzle page and on their own page; the
// child's parent sees the same work read-only, with no note form. Axe on both new pages.
import { expect, test, type Page } from "@playwright/test";
import { blocklyPageAxe } from "./support/axe";
import { classWithChild } from "./support/class-child";
import { signInAs } from "./support/parents";
import { createParentOf } from "./support/students";

test.describe.configure({ timeout: 240_000 });

const PASSWORD = "Reading-Their-Blocks-39";

/** Blockly JSON of `moves` forward moves under "when ▶ run". */
function moves(count: number) {
  const chain = Array.from({ length: count }).reduce<Record<string, unknown> | undefined>(
    (next) => ({ type: "sprout_move", ...(next ? { next: { block: next } } : {}) }),
    undefined,
  );
  return {
    blocks: {
      languageVersion: 0,
      blocks: [{ type: "sprout_start", id: "start", x: 20, y: 20, ...(chain ? { next: { block: chain } } : {}) }],
    },
  };
}

/** The "move forward" blocks drawn in the read-only workspace. */
const moveBlocks = (page: Page) =>
  page.getByTestId("work-program").locator(".blocklyBlockCanvas .blocklyText", { hasText: /move\s+forward/ });

test("the teacher reads and replays a child's last program and writes a note; the child and the parent read it", async ({
  page,
  browser,
}) => {
  // The child signs in with the card and runs First Steps twice: one block (not solved), then three (perfect).
  const { tag, kidName, kid, kidContext, fullName } = await classWithChild(page, browser, PASSWORD, "Work");
  for (const count of [1, 3]) {
    const sent = await kid.request.post("/api/users/student/puzzle-attempts", {
      data: { id: crypto.randomUUID(), puzzleId: "first-steps", program: moves(count) },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }

  // The teacher goes from the student pane to the child's work: the last program opens first, in its blocks.
  await page.goto("/teachers");
  await page
    .getByTestId("roster")
    .getByRole("button", { name: new RegExp(fullName) })
    .click();
  await page.getByRole("link", { name: "See work" }).click();
  await page.waitForURL(/\/teachers\/work\?.*puzzle=first-steps/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${fullName}'s work`);
  const tried = page.getByTestId("work-puzzles").getByRole("link");
  await expect(tried).toHaveCount(1);
  await expect(tried).toContainText("First Steps");
  await expect(tried).toContainText("Solved · 2 runs");
  const runs = page.getByTestId("work-attempts").getByRole("radio");
  await expect(runs).toHaveCount(2);
  await expect(page.getByLabel(/Run 2 · .* · Solved with the fewest blocks · 3 blocks/)).toBeChecked();
  await expect(moveBlocks(page)).toHaveCount(3);

  // Read-only: no toolbox to drag from.
  await expect(page.getByTestId("work-program").locator(".blocklyFlyout")).toHaveCount(0);

  // The replay plays the program in the puzzle's world and says how it ended.
  await page.getByRole("button", { name: "▶ Replay" }).click();
  await expect(page.getByTestId("replay-result")).toHaveText("Replay finished: Perfect! You solved it!", {
    timeout: 20_000,
  });

  // The earlier run shows its own program.
  await page.getByLabel(/Run 1 · .* · Not solved · 1 block$/).check();
  await expect(moveBlocks(page)).toHaveCount(1);
  await page.getByRole("button", { name: "▶ Replay" }).click();
  await expect(page.getByTestId("replay-result")).toHaveText("Replay finished: Not yet.", { timeout: 20_000 });
  expect((await blocklyPageAxe(page).analyze()).violations).toEqual([]);

  // The note.
  const note = `Great start, Ada! Try counting the squares first. ${tag}`;
  await page.getByLabel("Write a note").fill(note);
  await page.getByRole("button", { name: "Send note" }).click();
  await expect(page.getByTestId("note-sent")).toContainText(note);
  await expect(page.getByTestId("feedback-notes").getByRole("listitem")).toContainText(note);

  // The child reads it on the puzzle page, near the goal, and on their own page with a link back to the puzzle.
  await kid.goto("/students/puzzles/first-steps");
  await expect(kid.getByTestId("teacher-note")).toContainText(`Your teacher wrote: ${note}`);
  await kid.goto("/students");
  const card = kid.getByTestId("teacher-notes");
  await expect(card.getByRole("heading", { name: "Your teacher wrote…" })).toBeVisible();
  await expect(card).toContainText(note);
  await card.getByRole("link", { name: "Open First Steps" }).click();
  await kid.waitForURL(/\/students\/puzzles\/first-steps$/);
  await kidContext.close();

  // The parent sees the same work from the dashboard, read-only, with no note form.
  const parent = await createParentOf(kidName, PASSWORD);
  const homeContext = await browser.newContext();
  const home = await homeContext.newPage();
  await signInAs(home, parent.username, PASSWORD, "parent");
  await home.goto("/parents");
  await home.getByRole("link", { name: "See Ada's work" }).click();
  await home.waitForURL(/\/parents\/work\?child=.*puzzle=first-steps/);
  await expect(home.getByRole("heading", { level: 1 })).toHaveText("Ada's work");
  await expect(moveBlocks(home)).toHaveCount(3);
  await expect(home.getByLabel("Write a note")).toHaveCount(0);
  await expect(home.getByTestId("feedback-notes")).toHaveCount(0);
  expect((await blocklyPageAxe(home).analyze()).violations).toEqual([]);
  await homeContext.close();
});
