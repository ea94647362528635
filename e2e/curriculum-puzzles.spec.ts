// Issue 27 (docs/decisions/223): the curriculum page lists a unit's puzzles for its level; the teacher assigns two
// named puzzles, the children's home shows "Loop the dance, 1 of 2", and the assignment completes once both children
// solved both (the children send their attempts through the API with the reference programs: a real drag-and-drop
// solve is e2e/progress-agree.spec.ts); the teacher resets a child's progress from the student pane.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { compileProgram } from "../lib/puzzles/notation";
import { cardUrls } from "./support/cards";
import { createTeacher, signInBrowser } from "./support/classroom";
import { unitPuzzleCount } from "./support/unit-shares";

const PASSWORD = "Named-Puzzles-2031";
test.describe.configure({ timeout: 240_000 });

type Pack = { title: string; puzzles: { id: string; title: string; solution: unknown }[] };
const pack = JSON.parse(readFileSync("content/puzzles/green-loops-14.json", "utf8")) as Pack;
const [first, second] = pack.puzzles;
// How the assignment form and the unit's assignments name a puzzle: with its pack (issue 39).
const label = (p: { title: string }) => `${p.title} — ${pack.title}`;
const program = (p: { solution: unknown }) =>
  typeof p.solution === "string" ? compileProgram(p.solution) : p.solution;

function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function solve(kid: Page, puzzle: { id: string; solution: unknown }) {
  const res = await kid.request.post("/api/users/student/puzzle-attempts", {
    data: { id: crypto.randomUUID(), puzzleId: puzzle.id, program: program(puzzle) },
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).solved).toBe(true);
}

test("a teacher assigns two named puzzles, sees it complete when both children solved them, and resets a child", async ({
  page,
  browser,
}) => {
  const { username, tag } = await createTeacher(PASSWORD);
  await signInBrowser(page, username, PASSWORD);
  const made = await page.request.post("/api/academics/class", { data: { className: `Named ${tag}` } });
  expect(made.status()).toBe(201);
  const classId = (await made.json()).class.id as string;
  for (const name of ["Ada", "Bo"]) {
    const added = await page.request.post(`/api/academics/class/${classId}/student`, {
      data: { student: { firstName: name, lastName: `Named${tag}`, username: `${name.toLowerCase()}.${tag}` } },
    });
    expect(added.status()).toBe(201);
  }

  // A current Green "Loops" unit: its page lists the Green Loops puzzles.
  await page.goto("/teachers/curriculum");
  await page.getByLabel("Class").selectOption({ label: `Named ${tag}` });
  await page.getByLabel("Standard").selectOption("CSTA");
  await page.getByLabel("Level").selectOption("Green");
  await page.getByRole("checkbox", { name: "Grade 1" }).check();
  const loops = page.getByTestId("unit-row-Loops");
  await loops.getByRole("button", { name: "Current" }).click();
  await loops.getByLabel("Loops end date").fill(day(30));
  await page.getByRole("button", { name: "Add units" }).click();
  await expect(page.getByTestId("units-current")).toContainText("Loops");
  await page.getByRole("button", { name: "Open Loops" }).click();
  const list = page.getByTestId("unit-puzzle-list");
  await expect(list).toContainText("Puzzles for this unit (Green)");
  // Every Green Loops pack: Loop the Loop, Loop the Dance and the drawing game's.
  await expect(list.getByRole("listitem")).toHaveCount(unitPuzzleCount("Loops", "Green"));
  await expect(list).toContainText(first.title);
  await expect(list).not.toContainText("Until the Flag"); // a Yellow Loops puzzle

  // The assignment names two puzzles.
  await page.getByTestId("unit-detail").getByRole("button", { name: "Add assignment" }).click();
  const form = page.getByTestId("assignment-form");
  await form.getByLabel("Title").fill("Loop the dance");
  await form.getByLabel("Number of questions").fill("2");
  await form.getByLabel("Deadline").fill(day(7));
  await form.getByRole("checkbox", { name: "Select all" }).check();
  await form.getByLabel(/1A-AP-10/).check();
  await form.getByRole("checkbox", { name: label(first), exact: true }).check();
  await form.getByRole("checkbox", { name: label(second), exact: true }).check();
  await form.getByRole("button", { name: "Save assignment" }).click();
  await expect(form).toBeHidden();
  const assignment = page.getByTestId("assignment");
  await expect(assignment).toContainText(`Puzzles: ${label(first)}, ${label(second)}`);
  await expect(assignment).toContainText("assigned");

  // Both children sign in with their cards; the home names the assignment and counts its puzzles.
  const urls = await cardUrls(page, classId);
  const kids: Page[] = [];
  for (const url of urls) {
    const kid = await (await browser.newContext()).newPage();
    await kid.goto(url);
    await kid.waitForURL(/\/students$/);
    kids.push(kid);
  }
  await expect(kids[0].getByTestId("assignment-banner")).toContainText("Loop the dance, 0 of 2 puzzles (0%)");
  await solve(kids[0], first);
  await kids[0].reload();
  await expect(kids[0].getByTestId("assignment-banner")).toContainText("Loop the dance, 1 of 2 puzzles (50%)");
  await expect(kids[0].getByTestId("assignment-banner").getByRole("link")).toHaveText(`Play ${second.title}`);
  await solve(kids[0], second);
  await solve(kids[1], first);

  await page.reload();
  await page.getByRole("button", { name: "Open Loops" }).click();
  await expect(page.getByTestId("assignment")).toContainText("in_progress");
  await solve(kids[1], second);
  await page.reload();
  await page.getByRole("button", { name: "Open Loops" }).click();
  await expect(page.getByTestId("assignment")).toContainText("completed");

  // The teacher resets Ada's progress from the student pane, after a confirmation saying what is lost.
  await page.goto("/teachers");
  await page
    .getByTestId("roster")
    .getByRole("button", { name: new RegExp(`Ada Named${tag}`) })
    .click();
  const pane = page.getByTestId("student-detail");
  await pane.getByRole("button", { name: "Reset puzzle progress" }).click();
  const dialog = page.getByRole("dialog", { name: `Reset Ada Named${tag}'s puzzle progress?` });
  await expect(dialog).toContainText("Every puzzle attempt is deleted");
  await dialog.getByRole("button", { name: "Reset progress" }).click();
  await expect(pane.getByTestId("reset-done")).toHaveText("Progress reset: 2 attempts removed.");
  await expect(pane).toContainText("No activity yet.");
  for (const kid of kids) await kid.context().close();
});
