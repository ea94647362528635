// Issue 21, part A (docs/decisions/160): a child solves two puzzles, one by dragging blocks and one sent to the API
// with the puzzle's reference program; the teacher's class list, the teacher's student pane, the parent's dashboard
// and the child's own page show the same figures in the same words. The child's old progress write is gone (405).
// Issue 38: the child is in a Grade 1 class, so every share counts the Green puzzles she can reach and says so.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { dragBlock, openBlocks } from "./support/blockly";
import { classWithChild } from "./support/class-child";
import { signInAs } from "./support/parents";
import { createParentOf } from "./support/students";
import { overallShareText, unitShareText } from "./support/unit-shares";

const PASSWORD = "Agreeing-Figures-42";

type Pack = { extra: boolean; puzzles: { id: string; solution: unknown }[] };
const packs = readdirSync("content/puzzles").map(
  (f) => JSON.parse(readFileSync(path.join("content/puzzles", f), "utf8")) as Pack,
);
const catalogTotal = packs.reduce((n, p) => n + p.puzzles.length, 0);
const repeatWalk = packs.flatMap((p) => p.puzzles).find((z) => z.id === "repeat-walk")!;

/** The two progress lines a screen shows (components/progress/progress-lines.tsx), as the reader sees them. */
async function progressLines(scope: ReturnType<Page["getByTestId"]> | Page) {
  const overall = scope.getByTestId("progress-overall");
  const current = scope.getByTestId("progress-current");
  await expect(current).toBeVisible();
  return [(await overall.innerText()).trim(), (await current.innerText()).trim()];
}

test("a child solves two puzzles; the teacher's list and pane, the parent and the child read the same", async ({
  page,
  browser,
}) => {
  const { tag, kidName, kid, kidContext } = await classWithChild(page, browser, PASSWORD, "Agree");

  // The child signs in with the card and solves First Steps by dragging three blocks.
  await kid.getByRole("link", { name: "Play First Steps" }).click();
  await kid.waitForURL(/\/students\/puzzles\/first-steps/);
  await openBlocks(kid);
  for (let i = 0; i < 3; i++) await dragBlock(kid, /move\s+forward/);
  await kid.getByRole("button", { name: "▶ Run" }).click();
  await expect(kid.getByTestId("puzzle-result")).toContainText("Perfect! You solved it!", { timeout: 20_000 });

  // The second puzzle through the API with its reference program; the server replays it.
  const second = await kid.request.post("/api/users/student/puzzle-attempts", {
    data: { id: crypto.randomUUID(), puzzleId: "repeat-walk", program: repeatWalk.solution },
  });
  expect(second.status()).toBe(200);
  expect((await second.json()).solved).toBe(true);
  // The forged write of issue 21 is gone: the child's token cannot post progress.
  const forged = await kid.request.post("/api/users/student/progress/", {
    data: { unit: "Loops", progress: 100, level: 20, skills: [{ id: "x", title: "Invented", level: 9 }] },
  });
  expect(forged.status()).toBe(405);

  // Grade 1 opens Green only: the shares count the Green puzzles, fewer than the catalog holds.
  const overall = `Solved: ${overallShareText(2, ["Green"])}`;
  expect(overall).toMatch(/^Solved: 2 of \d+ Green puzzles \(\d+%\)$/);
  expect(Number(/of (\d+)/.exec(overall)![1])).toBeLessThan(catalogTotal);
  const current = `Current unit: Loops · level 1 · ${unitShareText("Loops", 1, ["Green"])}`;

  // The child's own page.
  await kid.goto("/students");
  const byChild = await progressLines(kid);
  expect(byChild[0]).toBe(overall);
  expect(byChild[1]).toBe(current);

  // The teacher's class list and student pane.
  await page.goto("/teachers");
  const row = page.getByTestId("roster").getByRole("button", { name: new RegExp(`Ada Agree${tag}`) });
  await row.click();
  await expect(row.getByTestId("roster-progress")).toHaveText(byChild[0].replace("Solved: ", ""));
  const byTeacher = await progressLines(page.getByTestId("student-detail"));
  expect(byTeacher).toEqual(byChild);

  // The parent's dashboard.
  const parent = await createParentOf(kidName, PASSWORD);
  const family = await browser.newContext();
  const parentPage = await family.newPage();
  await signInAs(parentPage, parent.username, PASSWORD, "parent");
  await parentPage.goto("/parents");
  await expect(parentPage.getByTestId("child-classroom")).toContainText(`Agree ${tag}`);
  const byParent = await progressLines(parentPage);
  expect(byParent).toEqual(byChild);
  await expect(
    parentPage.getByTestId("unit-chart").getByRole("row", { name: `Loops ${unitShareText("Loops", 1, ["Green"])}` }),
  ).toBeAttached();
  await expect(
    parentPage.getByTestId("unit-chart").getByRole("row", { name: `Basics ${unitShareText("Basics", 1, ["Green"])}` }),
  ).toBeAttached();

  await kidContext.close();
  await family.close();
});
