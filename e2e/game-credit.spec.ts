// Issue 38 "Credit only for the idea", in the browser: a child solves a Loops puzzle with a straight path of moves
// (no loop). The page says it is solved but not Perfect, the server's verdict names the loop to try, and the
// teacher's pane for that child shows the solve in the shares but no skill, and no standard is met.
import { expect, test } from "@playwright/test";
import { dragBlock, openBlocks } from "./support/blockly";
import { cardUrls } from "./support/cards";
import { createTeacher, signInBrowser } from "./support/classroom";

const PASSWORD = "Straight-Path-Loop-38";

test("a straight path through a Loops puzzle passes, names the loop, and credits no skill on the teacher's pane", async ({
  page,
  browser,
}) => {
  const { username, tag } = await createTeacher(PASSWORD);
  await signInBrowser(page, username, PASSWORD);
  const made = await page.request.post("/api/academics/class", { data: { className: `Loops ${tag}` } });
  expect(made.status()).toBe(201);
  const classId = (await made.json()).class.id as string;
  const added = await page.request.post(`/api/academics/class/${classId}/student`, {
    data: { student: { firstName: "Lou", lastName: `Straight${tag}`, username: `lou.${tag}` } },
  });
  expect(added.status()).toBe(201);
  const studentId = (await added.json()).id as string;

  // The child signs in with the card and walks "Repeat Walk" with eight "move forward" blocks, no repeat.
  const kidContext = await browser.newContext();
  const kid = await kidContext.newPage();
  await kid.goto((await cardUrls(page, classId))[0]);
  await kid.waitForURL(/\/students$/);
  await kid.goto("/students/puzzles/repeat-walk");
  await openBlocks(kid);
  for (let i = 0; i < 8; i++) await dragBlock(kid, /move\s+forward/);
  const sent = kid.waitForResponse(
    (r) => r.url().includes("/api/users/student/puzzle-attempts") && r.request().method() === "POST",
  );
  await kid.getByRole("button", { name: "▶ Run" }).click();
  const verdict = await (await sent).json();
  expect(verdict).toMatchObject({ outcome: "passed", solved: true, credited: false });
  expect(verdict.hint).toContain("Can you do it with a loop?");
  // The page: solved, not Perfect, and the help names the loop to try.
  await expect(kid.getByTestId("puzzle-result")).toHaveText("You solved it!", { timeout: 20_000 });
  await expect(kid.getByTestId("celebration")).toBeVisible();
  await expect(kid.getByTestId("help-message")).toHaveText("You solved it! Can you do it with a loop?");

  // The teacher's pane: the solve counts in the shares, but no skill appears.
  await page.goto("/teachers");
  await page
    .getByTestId("roster")
    .getByRole("button", { name: new RegExp(`Lou Straight${tag}`) })
    .click();
  const pane = page.getByTestId("student-detail");
  await expect(pane.getByTestId("progress-current")).toContainText("Loops");
  await expect(pane.getByTestId("progress-overall")).toContainText("1 of ");
  const skills = pane.locator("section", { has: page.getByRole("heading", { name: "Skills" }) });
  await expect(skills).toContainText("No skills yet.");
  await expect(skills).not.toContainText("Repeating steps with loops");
  const standards = await page.request.get(`/api/academics/class/${classId}/student/${studentId}/block-standards`);
  expect(standards.status()).toBe(200);
  expect((await standards.json()).standards).toEqual([]);

  await kidContext.close();
});
