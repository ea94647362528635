// Issue 23 "The world" and "Home as a path" (docs/decisions/210-213): a child's home is a path with one Play
// target, stars per puzzle and a locked pack's sentence; on a puzzle Sprout walks cell by cell, bumps a wall it
// runs into, and a solve shows stars with "You solved it!" said once; Step runs one block a press; with the
// toolbar's Pause animations or the system's reduced motion nothing moves; Run, Step and Reset stay in view on a
// laptop and a phone.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { cardUrls } from "./support/cards";
import { createTeacher, signInBrowser } from "./support/classroom";
import { withE2eDb } from "./support/db";
import { openBlocks } from "./support/blockly";

const PASSWORD = "Classroom-Teacher-42";
let urls: string[] = [];

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const { username, tag } = await createTeacher(PASSWORD);
  await signInBrowser(page, username, PASSWORD);
  const made = await page.request.post("/api/academics/class", { data: { className: `Game ${tag}` } });
  expect(made.status()).toBe(201);
  const classId = (await made.json()).class.id as string;
  for (const name of ["Gia", "Max"]) {
    const r = await page.request.post(`/api/academics/class/${classId}/student`, {
      data: { student: { firstName: name, lastName: "Player", username: `${name.toLowerCase()}.${tag}` } },
    });
    expect(r.status()).toBe(201);
  }
  // The class's children reach Green only: the Yellow and Orange packs are shown locked.
  await withE2eDb(async (c) => {
    const kids = await c.query<{ id: string; grade: string }>(
      `SELECT s.id, u.grade FROM student s JOIN "user" u ON u.id = s.user_id WHERE s.class_id = $1`,
      [classId],
    );
    for (const k of kids.rows)
      await c.query(
        `INSERT INTO student_level_threshold (id, student_id, grade, level) VALUES (gen_random_uuid(), $1, $2, 'Green')`,
        [k.id, k.grade],
      );
  });
  urls = await cardUrls(page, classId);
  expect(urls.length).toBe(2);
  await page.close();
});

async function signInChild(browser: Browser, url: string, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForURL(/\/students$/);
  return { context, page };
}

async function add(page: Page, ...labels: string[]) {
  for (const l of labels) await page.getByRole("button", { name: `Add “${l}”` }).click();
}

/** Records every position Sprout is drawn at, and the most animations the world had running at once. */
async function watchWorld(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { seen: string[]; maxAnimations: number };
    w.seen = [];
    w.maxAnimations = 0;
    const world = document.querySelector("[data-testid=world]")!;
    const sprite = world.querySelector("[data-testid=sprite]")!;
    new MutationObserver(() => {
      const at = `${sprite.getAttribute("data-x")},${sprite.getAttribute("data-y")}`;
      if (w.seen.at(-1) !== at) w.seen.push(at);
      w.maxAnimations = Math.max(w.maxAnimations, world.getAnimations({ subtree: true }).length);
    }).observe(sprite, { attributes: true });
    const tick = () => {
      w.maxAnimations = Math.max(w.maxAnimations, world.getAnimations({ subtree: true }).length);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const watched = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { seen: string[]; maxAnimations: number };
    return { seen: w.seen, maxAnimations: w.maxAnimations };
  });

async function timesSaid(page: Page, words: string) {
  const text = (await page.locator("main").innerText()) ?? "";
  return text.split(words).length - 1;
}

test("the home is a path; Sprout walks, bumps a wall and celebrates with stars; Step goes one block at a time; calm when asked", async ({
  browser,
}) => {
  const { context, page } = await signInChild(browser, urls[0]);

  // The home: one Play target, the path with the next stone, a locked pack saying how it opens.
  await expect(page.getByRole("link", { name: "Play First Steps" })).toBeVisible();
  await expect(page.getByTestId("puzzle-path")).toBeVisible();
  await expect(page.getByTestId("path-next")).toHaveAttribute("data-puzzle", "first-steps");
  await expect(page.getByTestId("path-next")).toHaveCount(1);
  const locked = page.locator("[data-testid=path-pack][data-locked=true]").first();
  await expect(locked.getByTestId("pack-locked")).toContainText("Yellow");
  await expect(locked.getByRole("link")).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole("link", { name: "Play First Steps" }).click();
  await page.waitForURL(/\/students\/puzzles\/first-steps/);
  await expect(page.getByText("First Steps · puzzle 1 of 6")).toBeVisible();
  await openBlocks(page);
  await expect(page.getByTestId("world").locator("svg")).toBeVisible();
  await expect(page.getByTestId("goal")).toBeVisible();

  // A wrong program: Sprout turns to face the edge and walks into it.
  await add(page, "turn right ↻", "move forward");
  await page.getByRole("button", { name: "▶ Run" }).click();
  await expect(page.getByTestId("bump")).toBeVisible();
  await expect(page.getByTestId("puzzle-result")).not.toBeEmpty();
  await expect(page.getByTestId("celebration")).toHaveCount(0);
  await page.getByRole("button", { name: "Reset Sprout" }).click();
  await expect(page.getByTestId("bump")).toHaveCount(0);
  await expect(page.getByTestId("sprite")).toHaveAttribute("data-x", "0");

  // The right program: Sprout is drawn on each cell in turn, moving, and the solve shows three stars.
  await page.getByRole("button", { name: "Remove last block" }).click();
  await page.getByRole("button", { name: "Remove last block" }).click();
  await add(page, "move forward", "move forward", "move forward");
  await watchWorld(page);
  await page.getByRole("button", { name: "▶ Run" }).click();
  await expect(page.getByTestId("puzzle-result")).toContainText("Perfect! You solved it!", { timeout: 20_000 });
  const walk = await watched(page);
  expect(walk.seen).toEqual(["1,0", "2,0", "3,0"]);
  expect(walk.maxAnimations).toBeGreaterThan(0);
  await expect(page.getByTestId("celebration").getByRole("img", { name: "3 of 3 stars" })).toBeVisible();
  expect(await timesSaid(page, "You solved it!")).toBe(1);
  // Blockly's own SVG and the helper nodes it appends to <body> are its widget, not the page's (students.spec.ts).
  const axe = new AxeBuilder({ page })
    .exclude(".blocklySvg")
    .exclude(".blocklyComputeCanvas")
    .exclude(".blocklyWidgetDiv")
    .exclude(".blocklyDropDownDiv")
    .exclude(".blocklyTooltipDiv");
  expect((await axe.analyze()).violations).toEqual([]);

  // Step: each press runs one block; the last one sends the program like Run.
  await page.getByRole("link", { name: "Next puzzle" }).click();
  await expect(page.getByRole("heading", { name: "A Longer Walk" })).toBeVisible();
  await openBlocks(page);
  await add(page, "move forward", "move forward", "move forward", "move forward", "move forward");
  const stepButton = page.getByRole("button", { name: "Step" });
  await stepButton.click();
  await expect(page.getByTestId("sprite")).toHaveAttribute("data-x", "1");
  await expect(page.getByTestId("puzzle-result")).toBeEmpty();
  await stepButton.click();
  await expect(page.getByTestId("sprite")).toHaveAttribute("data-x", "2");
  for (let i = 0; i < 3; i++) await stepButton.click();
  await expect(page.getByTestId("puzzle-result")).toContainText("Perfect! You solved it!", { timeout: 20_000 });
  await expect(page.getByTestId("sprite")).toHaveAttribute("data-x", "5");

  // Pause animations on: the run jumps straight to where Sprout ends; nothing animates, no confetti.
  await page.getByRole("link", { name: "Next puzzle" }).click();
  await expect(page.getByRole("heading", { name: "Turn the Corner" })).toBeVisible();
  await openBlocks(page);
  await page.getByTestId("a11y-toggle").click();
  await page.locator("[data-option=pauseAnimations]").click();
  await expect(page.locator("html")).toHaveClass(/a11y-pause-animations/);
  await page.getByTestId("a11y-toggle").click();
  await add(page, "move forward", "move forward", "turn right ↻", "move forward", "move forward");
  const runCalm = async () => {
    await page.getByRole("button", { name: "Reset Sprout" }).click();
    await watchWorld(page);
    await page.getByRole("button", { name: "▶ Run" }).click();
    await expect(page.getByTestId("puzzle-result")).toContainText("Perfect! You solved it!", { timeout: 20_000 });
    const calm = await watched(page);
    expect(calm.seen).toHaveLength(1);
    expect(calm.maxAnimations).toBe(0);
    await expect(page.getByTestId("celebration").getByRole("img", { name: "3 of 3 stars" })).toBeVisible();
    expect(await page.getByTestId("result-panel").evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
  };
  await runCalm();

  // The system's reduced motion, the toolbar option off: as calm.
  await page.getByTestId("a11y-toggle").click();
  await page.locator("[data-option=pauseAnimations]").click();
  await expect(page.locator("html")).not.toHaveClass(/a11y-pause-animations/);
  await page.getByTestId("a11y-toggle").click();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await runCalm();

  // Back home: the solved stones carry their stars and Sprout stands on the next one.
  await page.goto("/students");
  await expect(page.getByRole("link", { name: "First Steps, 3 of 3 stars" })).toBeVisible();
  await expect(page.getByTestId("path-next")).toHaveAttribute("data-puzzle", "up-the-hill");
  await expect(page.getByRole("link", { name: "Play Up the Hill" })).toBeVisible();
  await context.close();
});

test("Run, Step and Reset are in view without scrolling on a 1280×800 laptop and a 390×844 phone", async ({
  browser,
}) => {
  const { context, page } = await signInChild(browser, urls[1]);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of ["/students/puzzles/first-steps", "/students/puzzles/stairs"]) {
      await page.goto(path);
      await openBlocks(page);
      const inView = async () => {
        for (const name of ["▶ Run", "Step", "Reset Sprout"]) {
          const box = (await page.getByRole("button", { name }).boundingBox())!;
          expect(box.y, `${name} at ${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height, `${name} at ${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(
            viewport.height,
          );
        }
      };
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await inView();
      // Scrolled down to the editor and the keyboard buttons, the bar is still there.
      await page.getByRole("heading", { name: "Add blocks with the keyboard" }).scrollIntoViewIfNeeded();
      await inView();
    }
  }
  await context.close();
});
