// Issue 39 in the browser, one lesson from start to end: the teacher's lesson view stays open while two children
// play in their own browsers. Zed fails three runs and shows "Stuck", first, within 5 s and without a reload (each
// run's time from the server's answer to the teacher's tile is a test annotation); Ada raises a hand, the teacher
// sees "Hand up" and lowers it, and her button says "I need help" again. Axe on the view at a laptop's and a
// phone's size (one column on the phone). The teacher follows Zed's "See work", reads his last program in
// read-only blocks and writes a note, which Zed reads on the puzzle page he is on; then the teacher downloads the
// term report as CSV from the class view, Zed's row in it.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { blocklyPageAxe, expectNoAxeViolations } from "./support/axe";
import { dragBlock, openBlocks } from "./support/blockly";
import { addChild, childFromCard, classWithChild } from "./support/class-child";
import { downloadTermReportCsv } from "./support/term-report";

test.describe.configure({ timeout: 240_000 });

const PASSWORD = "Lesson-Live-Hands-39";
const PUZZLE = { id: "first-steps", title: "First Steps" };
const RUN = { timeout: 30_000 };
/** The promise: a child's attempt reaches the teacher's tile within 5 s. */
const LIVE_MS = 5_000;

/** A signed-in child opens the puzzle and the blocks. */
async function onPuzzle(kid: Page) {
  await kid.goto(`/students/puzzles/${PUZZLE.id}`);
  await openBlocks(kid);
}

/**
 * Runs the child's program, checks the server's verdict is a failed run, and waits until the teacher's tile of
 * that child shows `runs` runs: the time from the server's answer to the tile, in ms.
 */
async function failedRun(kid: Page, tile: Locator, runs: number) {
  const sent = kid.waitForResponse(
    (r) => r.url().includes("/api/users/student/puzzle-attempts") && r.request().method() === "POST",
  );
  await kid.getByRole("button", { name: "▶ Run" }).click();
  const answer = await sent;
  const answeredAt = Date.now();
  // The tile is watched while the child's run still plays out; `waitFor` polls on animation frames.
  const shown = tile
    .getByTestId("tile-figures")
    .filter({ hasText: new RegExp(`^${runs} runs? ·`) })
    .waitFor({ timeout: LIVE_MS })
    .then(() => Date.now() - answeredAt);
  expect(((await answer.json()) as { outcome: string }).outcome).toBe("failed");
  await expect(kid.getByRole("button", { name: "▶ Run" })).toBeEnabled(RUN);
  return shown;
}

test("a lesson: a stuck child shows within 5 s, a hand is lowered, the teacher reads the program and writes a note, and downloads the report", async ({
  page,
  browser,
}) => {
  // Ada (signed in from her card) and Zed: by name Ada comes first, so Zed's tile moves up only because he is stuck.
  const ada = await classWithChild(page, browser, PASSWORD, "Able");
  const { classId, tag } = ada;
  const zed = await addChild(page, classId, "Zed", `Zane${tag}`, `zed.${tag}`);

  // The teacher opens the lesson view from the class.
  await page.goto(`/teachers?class=${classId}`);
  await page.getByRole("link", { name: "Lesson view" }).click();
  await page.waitForURL(new RegExp(`/teachers/live\\?class=${classId}$`));
  await expect(page.getByRole("heading", { name: "Lesson view", level: 1 })).toBeVisible();
  await expect(page.getByTestId("live-status")).toHaveText("Live");
  const tiles = page.getByTestId("lesson-tile");
  const tileOf = (name: string) => tiles.filter({ hasText: name });
  await expect(tiles).toHaveCount(2);
  await expect(tiles.first()).toContainText(ada.fullName);
  await expect(tileOf(zed.fullName)).toContainText("Not on a puzzle yet");
  let navigations = 0;
  page.on("framenavigated", (f) => {
    if (f === page.mainFrame()) navigations++;
  });

  // Zed fails twice with an empty program: his tile counts the runs, not stuck yet.
  const zedKid = await childFromCard(browser, page, classId, zed.id);
  await onPuzzle(zedKid.kid);
  const zedTile = tileOf(zed.fullName);
  const times = [await failedRun(zedKid.kid, zedTile, 1), await failedRun(zedKid.kid, zedTile, 2)];
  await expect(zedTile).toContainText(PUZZLE.title);
  await expect(zedTile.getByTestId("tile-stuck")).toHaveCount(0);

  // The third failure, one "move forward" short of the goal: "Stuck" within 5 s, Zed first, said politely.
  await dragBlock(zedKid.kid, /move\s+forward/);
  times.push(await failedRun(zedKid.kid, zedTile, 3));
  await expect(zedTile.getByTestId("tile-stuck")).toHaveText("Stuck");
  test
    .info()
    .annotations.push(
      { type: "attempt-to-stuck-tile-ms", description: String(times[2]) },
      { type: "attempt-to-tile-ms (runs 1, 2, 3)", description: times.join(", ") },
    );
  expect(Math.max(...times)).toBeLessThanOrEqual(LIVE_MS);
  await expect(tiles.first()).toContainText(zed.fullName);
  await expect(zedTile).toContainText("3 runs");
  await expect(zedTile).toContainText("Last run: not solved");
  await expect(page.getByTestId("lesson-news")).toHaveText(`${zed.fullName} is stuck.`);

  // Ada raises her hand from the keyboard; her page says the teacher can see it.
  await onPuzzle(ada.kid);
  const help = ada.kid.getByRole("button", { name: "I need help" });
  await help.focus();
  await ada.kid.keyboard.press("Enter");
  await expect(ada.kid.getByRole("button", { name: "Lower my hand" })).toBeVisible();
  await expect(ada.kid.getByText("Your teacher can see your hand is up.")).toBeVisible();
  expect((await blocklyPageAxe(ada.kid).analyze()).violations.map((v) => v.id)).toEqual([]);

  // The teacher sees "Hand up", Ada first (hands before stuck), without a reload.
  await expect(tileOf(ada.fullName).getByTestId("tile-hand")).toHaveText("Hand up", { timeout: LIVE_MS });
  await expect(tiles.first()).toContainText(ada.fullName);
  await expect(tiles.nth(1)).toContainText(zed.fullName);
  await expect(page.getByTestId("lesson-news")).toHaveText(`${ada.fullName} raised a hand.`);
  expect(navigations).toBe(0);

  // Axe with both marks on screen, at a laptop's size and a phone's (one column, nothing wider than the screen).
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const lefts = await tiles.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
  expect(new Set(lefts).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The teacher lowers Ada's hand: gone from her tile, Zed (stuck) first again, and Ada's button is back.
  await tileOf(ada.fullName)
    .getByRole("button", { name: /Lower hand/ })
    .click();
  await expect(tileOf(ada.fullName).getByTestId("tile-hand")).toHaveCount(0);
  await expect(tiles.first()).toContainText(zed.fullName, { timeout: LIVE_MS });
  await expect(ada.kid.getByRole("button", { name: "I need help" })).toBeVisible({ timeout: 15_000 });
  await expect(ada.kid.getByText("Your teacher can see your hand is up.")).toHaveCount(0);

  // The teacher follows Zed's "See work": his last run opens first, its program in read-only blocks.
  await zedTile.getByRole("link", { name: /See work/ }).click();
  await page.waitForURL(new RegExp(`/teachers/work\\?class=${classId}&student=${zed.id}&puzzle=${PUZZLE.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${zed.fullName}'s work`);
  await expect(page.getByTestId("work-puzzles").getByRole("link")).toContainText("3 runs");
  await expect(page.getByTestId("work-attempts").getByRole("radio")).toHaveCount(3);
  await expect(page.getByLabel(/Run 3 · .* · Not solved · 1 block$/)).toBeChecked();
  const program = page.getByTestId("work-program");
  await expect(program.locator(".blocklyBlockCanvas .blocklyText", { hasText: /move\s+forward/ })).toHaveCount(1);
  await expect(program.locator(".blocklyFlyout")).toHaveCount(0);

  // The note.
  const note = `Count the squares to the flag, Zed, then add one more. ${tag}`;
  await page.getByLabel("Write a note").fill(note);
  await page.getByRole("button", { name: "Send note" }).click();
  await expect(page.getByTestId("note-sent")).toContainText(note);

  // Zed, still on the puzzle page, reads it there: the page does not poll for notes, so he reloads it.
  await expect(zedKid.kid).toHaveURL(new RegExp(`/students/puzzles/${PUZZLE.id}$`));
  await zedKid.kid.reload();
  await expect(zedKid.kid.getByTestId("teacher-note")).toContainText(`Your teacher wrote: ${note}`);

  // Back in the class view, the teacher downloads the term report: Zed's row says he coded today.
  await page.getByRole("link", { name: "Back to the class" }).click();
  await page.waitForURL(/\/teachers\?class=/);
  const { rows } = await downloadTermReportCsv(page);
  expect(rows.map((r) => r.Username).sort()).toEqual([ada.kidName, zed.username].sort());
  const zedRow = rows.find((r) => r.Username === zed.username);
  expect(zedRow).toMatchObject({ Student: zed.fullName, "Puzzles solved": "0" });
  expect(zedRow?.["Last active"]).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await zedKid.context.close();
  await ada.kidContext.close();
});
