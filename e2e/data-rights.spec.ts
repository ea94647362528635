// Issue 24 in the browser (docs/decisions/185, 186): a teacher deletes a class, which archives it, finds it under
// "Archived classes" and restores it with its students and progress; a parent downloads a child's data and the
// file holds every attempt the database has, and the delete dialog counts what would go.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { createTeacher, signInBrowser } from "./support/classroom";
import { attemptCountOf, createParent, recordProgress, signInAs, studentIdOf } from "./support/parents";

test.describe.configure({ timeout: 180_000 });

const PASSWORD = "Family-Garden-Path-42";

test("a teacher archives a class, sees it under Archived classes, and restores it with its students and progress", async ({
  page,
}) => {
  const { username, tag } = await createTeacher(PASSWORD);
  await signInBrowser(page, username, PASSWORD);
  const className = `Owls ${tag}`;
  const made = await page.request.post("/api/academics/class/", { data: { className } });
  expect(made.status()).toBe(201);
  const classId = ((await made.json()) as { class: { id: string } }).class.id;
  for (const name of ["Ada", "Bo"]) {
    const s = await page.request.post(`/api/academics/class/${classId}/student`, {
      data: { student: { firstName: name, lastName: `Owl${tag}` } },
    });
    expect(s.status()).toBe(201);
    if (name === "Ada") await recordProgress(((await s.json()) as { id: string }).id);
  }

  await page.goto("/teachers");
  const roster = page.getByTestId("roster");
  await expect(roster.getByRole("button")).toHaveCount(2);
  const progressBefore = await roster.getByTestId("roster-progress").allTextContents();
  expect(progressBefore.join(" ")).toMatch(/\d/);

  await page.getByRole("button", { name: "Delete class" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${className}?` });
  await expect(dialog).toContainText(`${className} has 2 students.`);
  // Deleting the accounts needs the name typed: the button stays off until it matches.
  const eraseButton = dialog.getByRole("button", { name: "Delete class and 2 students' accounts" });
  await expect(eraseButton).toBeDisabled();
  await dialog.getByLabel(`Type ${className} to confirm`).fill("Owls");
  await expect(eraseButton).toBeDisabled();
  await dialog.getByRole("button", { name: "Archive class (restore within 30 days)" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("classes-notice")).toContainText(`${className} was archived.`);
  await expect(page.getByText("You have no classes yet.")).toBeVisible();

  const archived = page.getByRole("region", { name: "Archived classes" });
  const row = archived.getByRole("row", { name: new RegExp(className) });
  await expect(row).toContainText("2");
  await row.getByRole("button", { name: `Restore ${className}` }).click();
  await expect(page.getByTestId("classes-notice")).toContainText(`${className} is back with its students.`);
  await expect(page.getByRole("tab", { name: className })).toHaveAttribute("aria-selected", "true");
  await expect(roster.getByRole("button")).toHaveCount(2);
  await expect(roster.getByTestId("roster-progress")).toHaveText(progressBefore);
  await expect(archived).toBeHidden();
});

test("a parent downloads a child's data as JSON and as CSV, holding every attempt, and sees what deleting takes", async ({
  page,
}) => {
  const parent = await createParent(PASSWORD, "Dana");
  await signInAs(page, parent.username, PASSWORD, "parent");
  const res = await page.request.post("/api/parent/child/", {
    data: {
      fullname: "Robin Family",
      username: `robin-${parent.tag}`,
      password: "Blue-Kite-Morning-7",
      confirmPassword: "Blue-Kite-Morning-7",
      dob: "2017-03-04",
    },
  });
  expect(res.status()).toBe(201);
  const childId = ((await res.json()) as { id: string }).id;
  await recordProgress(await studentIdOf(childId));
  const inDatabase = await attemptCountOf(childId);
  expect(inDatabase).toBe(3);

  await page.goto("/parents");
  await expect(page.getByRole("heading", { name: "Robin Family" })).toBeVisible();
  const [json] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download data (JSON)" }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(new RegExp(`^sprout-robin-${parent.tag}-\\d{4}-\\d\\d-\\d\\d\\.json$`));
  const data = JSON.parse(readFileSync((await json.path())!, "utf8")) as {
    account: { id: string; username: string };
    attempts: { puzzleId: string; solved: boolean }[];
    limits: { parentTimeLimits: unknown[] };
  };
  expect(data.account).toMatchObject({ id: childId, username: `robin-${parent.tag}` });
  expect(data.attempts).toHaveLength(inDatabase);
  expect(data.attempts.map((a) => a.puzzleId).sort()).toEqual(["gem-row", "repeat-walk", "stairs"]);
  expect(data.limits.parentTimeLimits).toHaveLength(7);

  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download data (CSV, zip)" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/-csv\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await csv.path())!)));
  const attemptsCsv = strFromU8(files["attempts.csv"]!)
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(attemptsCsv[0]).toMatch(/^id,puzzle_id,pack_id,/);
  expect(attemptsCsv).toHaveLength(inDatabase + 1);

  await page.getByRole("button", { name: "Delete child" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Robin Family?" });
  await expect(dialog.getByTestId("delete-child-counts")).toContainText("3 puzzle attempts (3 solved)");
  await expect(dialog).toContainText("This cannot be undone.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Robin Family" })).toBeVisible();
});
