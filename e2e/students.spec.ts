// Issue 14 "Children code": a child signs in with the QR code of a printed card, solves two puzzles by dragging
// blocks and one by keyboard alone; the teacher's and the parent's views show it; a child past the day's limit is
// stopped; no request leaves 127.0.0.1; axe passes.
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { dragBlock, openBlocks } from "./support/blockly";
import { cardUrls } from "./support/cards";
import { createTeacher, signInBrowser } from "./support/classroom";
import { createParentOf, noTimeToday } from "./support/students";

const PASSWORD = "Classroom-Teacher-42";

/** Every request the context makes that does not go to this server. */
function watchNetwork(context: BrowserContext, origin: string): string[] {
  const outside: string[] = [];
  context.on("request", (r) => {
    const url = r.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) outside.push(url);
  });
  return outside;
}

/** Axe on a puzzle page: Blockly's SVG is its own widget, and it appends hidden helper nodes (a text-measuring
 *  canvas, widget and tooltip divs) to <body>, outside any landmark. */
function blocklyPageAxe(page: Page) {
  return new AxeBuilder({ page })
    .exclude(".blocklySvg")
    .exclude(".blocklyComputeCanvas")
    .exclude(".blocklyWidgetDiv")
    .exclude(".blocklyDropDownDiv")
    .exclude(".blocklyTooltipDiv");
}

test("a child signs in with a card, solves puzzles by mouse and keyboard; teacher and parent see it; the limit stops", async ({
  page,
  browser,
  baseURL,
}) => {
  const { username, tag } = await createTeacher(PASSWORD);
  await signInBrowser(page, username, PASSWORD);
  const made = await page.request.post("/api/academics/class", { data: { className: `Robins ${tag}` } });
  expect(made.status()).toBe(201);
  const classId = (await made.json()).class.id as string;
  const kids = [];
  for (const [first, last] of [
    ["Ada", "Lovelace"],
    ["Bo", "Resting"],
  ]) {
    const r = await page.request.post(`/api/academics/class/${classId}/student`, {
      data: { student: { firstName: first, lastName: last, username: `${first.toLowerCase()}.${tag}` } },
    });
    expect(r.status()).toBe(201);
    kids.push(await r.json());
  }
  const urls = await cardUrls(page, classId);
  expect(urls.length).toBe(2);

  // Each child: a fresh browser opens a card's QR link (zbar reads the codes in no fixed order).
  const signInWithCard = async (url: string) => {
    const context = await browser.newContext();
    const outside = watchNetwork(context, baseURL!);
    const p = await context.newPage();
    await p.goto(url);
    await p.waitForURL(/\/students$/);
    await expect(p.getByRole("heading", { name: "What to do next" })).toBeVisible();
    const name = p.getByRole("region", { name: "About me" }).locator("dd").first();
    await expect(name).toBeVisible();
    return { context, outside, page: p, name: (await name.textContent()) ?? "" };
  };
  const first = await signInWithCard(urls[0]);
  const second = await signInWithCard(urls[1]);
  const [ada, bo] = first.name === "Ada Lovelace" ? [first, second] : [second, first];
  expect(ada.name).toBe("Ada Lovelace");
  expect(bo.name).toBe("Bo Resting");
  const kid = ada.page;
  const outside = ada.outside;
  expect((await new AxeBuilder({ page: kid }).analyze()).violations).toEqual([]);

  // Puzzle 1 by dragging: three "move forward" blocks.
  await kid.getByRole("link", { name: "Play First Steps" }).click();
  await kid.waitForURL(/\/students\/puzzles\/first-steps/);
  await openBlocks(kid);
  for (let i = 0; i < 3; i++) await dragBlock(kid, /move\s+forward/);
  await kid.getByRole("button", { name: "▶ Run" }).click();
  await expect(kid.getByTestId("puzzle-result")).toContainText("Perfect! You solved it!", { timeout: 20_000 });
  expect((await blocklyPageAxe(kid).analyze()).violations).toEqual([]);

  // Puzzle 2 by dragging: five "move forward" blocks.
  await kid.getByRole("link", { name: "Next puzzle" }).click();
  await expect(kid.getByRole("heading", { name: "A Longer Walk" })).toBeVisible();
  await openBlocks(kid);
  for (let i = 0; i < 5; i++) await dragBlock(kid, /move\s+forward/);
  await kid.getByRole("button", { name: "▶ Run" }).click();
  await expect(kid.getByTestId("puzzle-result")).toContainText("Perfect! You solved it!", { timeout: 20_000 });

  // Puzzle 3 by keyboard alone: Tab to the buttons and press Enter.
  await kid.getByRole("link", { name: "Next puzzle" }).focus();
  await kid.keyboard.press("Enter");
  await expect(kid.getByRole("heading", { name: "Turn the Corner" })).toBeVisible();
  await openBlocks(kid);
  const press = async (name: string) => {
    await kid.getByRole("button", { name }).focus();
    await kid.keyboard.press("Enter");
  };
  for (const name of [
    "Add “move forward”",
    "Add “move forward”",
    "Add “turn right ↻”",
    "Add “move forward”",
    "Add “move forward”",
  ])
    await press(name);
  // The connection drops as the child runs it: the attempt waits in the browser and is sent when it returns.
  await ada.context.setOffline(true);
  await press("▶ Run");
  await expect(kid.getByTestId("puzzle-result")).toContainText("Perfect! You solved it!", { timeout: 20_000 });
  await expect(kid.getByTestId("puzzle-result")).toContainText("It will be sent when you are back online.");
  const sent = kid.waitForResponse((r) => r.url().includes("/puzzle-attempts") && r.status() === 200);
  await ada.context.setOffline(false);
  await sent;
  expect(outside).toEqual([]);
  await ada.context.close();

  // The teacher's progress view shows the pack's progress.
  await page.goto("/teachers");
  await page
    .getByTestId("roster")
    .getByRole("button", { name: /Ada Lovelace/ })
    .click();
  // Three of the Basics pack's puzzles solved, the last one sent after the connection came back.
  const basics = JSON.parse(readFileSync("content/puzzles/green-basics.json", "utf8")) as { puzzles: unknown[] };
  await expect(page.getByTestId("student-detail").getByTestId("progress-current")).toContainText(
    `Current unit: Basics · level 1 · 3 of ${basics.puzzles.length} Basics puzzles`,
  );

  // The parent's skills view shows the puzzle's skill.
  const parent = await createParentOf(kids[0].username, PASSWORD);
  const parentContext = await browser.newContext();
  const login = await parentContext.request.post("/api/auth/login", {
    data: { username: parent.username, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const skills = await parentContext.request.get(`/api/parent/child/${parent.childId}/skills`, {
    headers: { authorization: `Bearer ${(await login.json()).access_token}` },
  });
  expect(skills.status()).toBe(200);
  expect(JSON.stringify(await skills.json())).toContain("Putting steps in order");
  await parentContext.close();

  // A child past the day's limit is stopped.
  const boParent = await createParentOf(kids[1].username, PASSWORD);
  await noTimeToday(boParent.parentId, boParent.childId);
  const boPage = bo.page;
  await boPage.goto("/students/puzzles/first-steps");
  // No coding time at all today: the stop screen says so (issue 23), not "Great work!".
  await expect(boPage.getByRole("heading", { name: "No coding time today" })).toBeVisible();
  expect((await new AxeBuilder({ page: boPage }).analyze()).violations).toEqual([]);
  expect(bo.outside).toEqual([]);
  await bo.context.close();
});
