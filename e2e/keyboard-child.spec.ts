// Issue 40 "Access, finished": a keyboard-only child (Tab, arrows, Enter and typing — no mouse) builds a loop
// with a count changed and a "not" question and solves it, the focus staying on each control that acted and on
// Run after the run; the Low Vision preset leaves every block label whole and Run framed as a button; the ADHD
// reading mask never dims the maze; once time is up the home offers no Play and the rest screen's words fit the day.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, blocklyPageAxe } from "./support/axe";
import { openBlocks } from "./support/blockly";
import { withE2eDb } from "./support/db";
import { signInYellowChild } from "./support/game-access";

test.describe.configure({ timeout: 180_000 });
const RUN = { timeout: 30_000 };

/** The focused element's accessible name as a keyboard user meets it: its label (for a field) or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "<body>";
    const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
    return (label?.textContent ?? el.getAttribute("aria-label") ?? el.textContent ?? "").trim();
  });

/** Tab (or Shift+Tab, when the control is above the focus) until `name` has the focus: keyboard only. */
async function tabTo(page: Page, name: string) {
  const target = page
    .getByRole("button", { name, exact: true })
    .or(page.getByLabel(name, { exact: true }))
    .first();
  const handle = await target.elementHandle();
  const below = await page.evaluate(
    (t) => !document.activeElement || !!(document.activeElement.compareDocumentPosition(t!) & 4),
    handle,
  );
  for (let i = 0; i < 120 && (await focusedName(page)) !== name; i++)
    await page.keyboard.press(below ? "Tab" : "Shift+Tab");
  expect(await focusedName(page)).toBe(name);
}

/**
 * Tab to a button and press Enter; the focus stays on it (issue 40: the control that acted keeps it). Read once the
 * press has been handled: on a loaded machine the first read can land while React is re-rendering the button.
 */
async function press(page: Page, name: string) {
  await tabTo(page, name);
  await page.keyboard.press("Enter");
  await expect.poll(() => focusedName(page)).toBe(name);
}

const placeList = (page: Page) => page.getByLabel("Where the next block goes");

async function childIds(username: string) {
  return withE2eDb(async (c) => {
    const { rows } = await c.query<{ user_id: string; student_id: string }>(
      `SELECT u.id AS user_id, s.id AS student_id FROM "user" u JOIN student s ON s.user_id = u.id WHERE u.username = $1`,
      [username],
    );
    return rows[0]!;
  });
}

/** A minute of coding a day, today's minute used up (the day's row is the one the puzzle page's beats made). */
async function useUpToday(ids: { user_id: string; student_id: string }) {
  await withE2eDb(async (c) => {
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
      await c.query(
        `INSERT INTO parent_time_limit (id, child_id, day_of_the_week, time_limit, set_by_id, updated_at)
         VALUES (gen_random_uuid(), $1, $2, '00:01:00', NULL, now())`,
        [ids.user_id, day],
      );
  });
  await expect
    .poll(() =>
      withE2eDb(
        async (c) =>
          (await c.query(`SELECT 1 FROM screen_time_day WHERE student_id = $1`, [ids.student_id])).rowCount ?? 0,
      ),
    )
    .toBe(1);
  await withE2eDb((c) => c.query(`UPDATE screen_time_day SET seconds = 60 WHERE student_id = $1`, [ids.student_id]));
}

async function choosePreset(page: Page, label: string) {
  await page.getByRole("button", { name: "Accessibility" }).click();
  await page.getByRole("button", { name: label, exact: true }).click();
  await expect(page.getByRole("button", { name: label, exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("a11y-panel")).toBeHidden();
}

test("a keyboard-only child changes a number, fills a not question, solves the puzzle and keeps the focus", async ({
  page,
}) => {
  const username = await signInYellowChild(page);
  await page.goto("/students/puzzles/y14-until-the-corner");
  await expect(page.getByRole("heading", { name: "Until the Corner" })).toBeVisible();

  // The first Tab opens the blocks (decision 250); the panel's buttons wait for them.
  await page.keyboard.press("Tab");
  await expect(page.locator(".blocklyFlyout .blocklyBlockCanvas > g").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Add “repeat … times”" })).toHaveAttribute("aria-disabled", "false");

  await press(page, "Add “repeat … times”");
  await expect(placeList(page).locator("option:checked")).toHaveText("Inside “repeat 3 times” (block 1), do");
  await press(page, "Add “repeat until …”");
  await expect(placeList(page).locator("option:checked")).toHaveText("Question of “repeat until” (block 2)");
  // A block that does not fit the question slot says so, and the focus stays where it was.
  await press(page, "Add “move forward”");
  await expect(page.getByTestId("keyboard-panel").getByRole("status")).toHaveText(
    "“move forward” goes at the end of the program or inside a block. Choose where it goes first.",
  );
  await press(page, "Add “not …”");
  await expect(placeList(page).locator("option:checked")).toHaveText("Question of “not” in “repeat until” (block 2)");
  await press(page, "Add “path ahead ?”");
  await expect(placeList(page).locator("option:checked")).toHaveText("Inside “repeat until” (block 2), do");
  await press(page, "Add “move forward”");

  // After the inner loop, still inside the outer one: picked from the list with the arrow keys.
  await tabTo(page, "Where the next block goes");
  for (
    let i = 0;
    i < 8 &&
    !/^Inside “repeat 3 times” \(block 1\), do$/.test(await placeList(page).locator("option:checked").innerText());
    i++
  )
    await page.keyboard.press("ArrowUp");
  await expect(placeList(page).locator("option:checked")).toHaveText("Inside “repeat 3 times” (block 1), do");
  await press(page, "Add “turn left ↺”");

  // Two corners, not three: the count is a field.
  const count = page.getByLabel("Number in “repeat … times” (block 1)");
  await expect(count).toHaveValue("3");
  await tabTo(page, "Number in “repeat … times” (block 1)");
  await page.keyboard.press("ArrowDown");
  await expect(count).toHaveValue("2");
  expect(await focusedName(page)).toBe("Number in “repeat … times” (block 1)");
  await expect(placeList(page).locator("option", { hasText: "“repeat 2 times” (block 1)" }).first()).toBeAttached();

  // Run: the focus stays on Run while Sprout walks and after the verdict (never on <body>).
  await press(page, "▶ Run");
  await expect(page.getByRole("button", { name: "▶ Run" })).toHaveAttribute("aria-disabled", "true");
  expect(await focusedName(page)).toBe("▶ Run");
  await expect(page.getByTestId("puzzle-result")).toContainText("You solved it!", RUN);
  await expect(page.getByRole("button", { name: "▶ Run" })).toHaveAttribute("aria-disabled", "false");
  expect(await focusedName(page)).toBe("▶ Run");
  // Step too.
  await press(page, "Step");
  expect(await focusedName(page)).toBe("Step");

  // Time runs out: the rest screen and the home agree, and this child did solve a puzzle today.
  await useUpToday(await childIds(username));
  await page.reload();
  const rest = page.getByTestId("rest-screen");
  await expect(rest.getByRole("heading", { name: "Time to rest!" })).toBeVisible();
  await expect(rest).toContainText("You solved 1 puzzle today. Great work!");
  await expect(rest).toContainText("You can play again tomorrow.");
  await page.goto("/students");
  await expect(page.getByTestId("rest-screen")).toContainText("You solved 1 puzzle today. Great work!");
  await expect(page.getByTestId("play-again")).toContainText("You can play again tomorrow.");
  await expect(page.getByRole("link", { name: /^Play / })).toHaveCount(0);
});

test("once time is up, a child who did nothing today is not told Great work!, and the home offers no Play", async ({
  page,
}) => {
  const username = await signInYellowChild(page);
  await page.goto("/students");
  await expect(page.getByRole("link", { name: /^Play / }).first()).toBeVisible();
  await page.goto("/students/puzzles/until-the-flag");
  await expect(page.getByRole("heading", { name: "Until the Flag" })).toBeVisible();
  await useUpToday(await childIds(username));

  await page.reload();
  const rest = page.getByTestId("rest-screen");
  await expect(rest.getByRole("heading", { name: "Time to rest!" })).toBeVisible();
  await expect(rest).toContainText("That's all the coding time for today.");
  await expect(rest).toContainText("You can play again tomorrow.");
  await expect(page.getByText("Great work!")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto("/students");
  await expect(page.getByTestId("rest-screen")).toContainText("That's all the coding time for today.");
  await expect(page.getByTestId("play-again")).toHaveText(/^Next time: [^.]+\. You can play again tomorrow\.$/);
  await expect(page.getByRole("link", { name: /^Play / })).toHaveCount(0);
  await expect(page.getByText("Great work!")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("Low Vision leaves every block label whole and Run a framed button; axe passes", async ({ page }) => {
  await signInYellowChild(page);
  await page.goto("/students/puzzles/turn-when-blocked");
  await expect(page.getByRole("heading", { name: "Turn When Blocked" })).toBeVisible();
  await openBlocks(page, 20_000);
  await choosePreset(page, "Low Vision");
  // Blocks in the program too, not only in the toolbox.
  for (const name of [
    "Add “repeat until …”",
    "Add “at the flag 🏁 ?”",
    "Add “if … else”",
    "Add “path ahead ?”",
    "Add “move forward”",
  ])
    await page.getByRole("button", { name, exact: true }).click();
  await page.locator(".blocklySvg").first().scrollIntoViewIfNeeded();

  // Each label's drawn text ends inside its block: Blockly measured it in the font it is drawn in.
  const labels = await page.evaluate(() =>
    [...document.querySelectorAll<SVGTextElement>(".blocklySvg text.blocklyText")]
      .filter((t) => t.getBoundingClientRect().width > 0 && (t.textContent ?? "").trim())
      .map((t) => {
        const block = t.closest("g[data-id]")!;
        const path = block.querySelector(":scope > path.blocklyPath") ?? block;
        const text = t.getBoundingClientRect();
        const shape = path.getBoundingClientRect();
        return {
          // Blockly draws spaces as no-break spaces.
          text: (t.textContent ?? "").replace(/\u00a0/g, " "),
          overflow: Math.round(text.right - shape.right),
          font: getComputedStyle(t).fontFamily,
        };
      }),
  );
  expect(labels.length).toBeGreaterThan(10);
  expect(labels.find((l) => l.text?.includes("move forward"))).toBeTruthy();
  expect(labels.filter((l) => l.overflow > 0).map((l) => `“${l.text}” by ${l.overflow} px (${l.font})`)).toEqual([]);

  // Run keeps a frame that stands apart from its background.
  const look = await page.getByRole("button", { name: "▶ Run" }).evaluate((b) => {
    const s = getComputedStyle(b);
    return {
      width: parseFloat(s.borderTopWidth),
      style: s.borderTopStyle,
      border: s.borderTopColor,
      fill: s.backgroundColor,
    };
  });
  expect(look.width).toBeGreaterThanOrEqual(2);
  expect(look.style).toBe("solid");
  expect(contrast(look.border, look.fill), `${look.border} on ${look.fill}`).toBeGreaterThanOrEqual(3);

  expect((await blocklyPageAxe(page).analyze()).violations).toEqual([]);
});

test("the ADHD reading mask never dims the maze, wherever the pointer and the page are; axe passes", async ({
  page,
}) => {
  await signInYellowChild(page);
  await page.goto("/students/puzzles/until-the-flag");
  await expect(page.getByRole("heading", { name: "Until the Flag" })).toBeVisible();
  await openBlocks(page, 20_000);
  await choosePreset(page, "ADHD");
  await expect(page.getByTestId("reading-mask")).toBeAttached();

  const maze = page.locator("[data-maze]").first();
  for (const [scroll, pointerY] of [
    [0, 20],
    [120, 780],
    [0, 400],
  ]) {
    await page.evaluate((y) => window.scrollTo(0, y), scroll);
    await page.mouse.move(640, pointerY);
    await expect(async () => {
      const m = (await maze.boundingBox())!;
      const shades = await page
        .getByTestId("reading-mask")
        .locator("div")
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
      // The mask is on (something is dimmed) and none of it lies over the maze.
      expect(shades.length).toBeGreaterThan(0);
      const over = shades.filter(
        (s) => s.left < m.x + m.width - 1 && m.x + 1 < s.right && s.top < m.y + m.height - 1 && m.y + 1 < s.bottom,
      );
      expect(over, `shade over the maze at scroll ${scroll}, pointer ${pointerY}`).toEqual([]);
    }).toPass({ timeout: 5_000 });
  }
  expect((await blocklyPageAxe(page).analyze()).violations).toEqual([]);
});

/** WCAG contrast ratio of two computed colours ("rgb(…)" / "rgba(…)"). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? ["0", "0", "0"]).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
