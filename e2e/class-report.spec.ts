// Issue 39: the teacher downloads the class's term report as CSV from the class view; the file has a row per
// child with the figures the class list shows.
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { expect, test } from "@playwright/test";
import { createTeacher, signInBrowser } from "./support/classroom";

const PASSWORD = "Term-Report-Owls-42";

test("the teacher downloads the term report CSV from the class view", async ({ page }) => {
  const { username, tag } = await createTeacher(PASSWORD);
  await signInBrowser(page, username, PASSWORD);
  const made = await page.request.post("/api/academics/class", { data: { className: `Report ${tag}` } });
  expect(made.status()).toBe(201);
  const classId = (await made.json()).class.id as string;
  for (const firstName of ["Ada", "Bo"]) {
    const added = await page.request.post(`/api/academics/class/${classId}/student`, {
      data: { student: { firstName, lastName: `Report${tag}`, username: `${firstName.toLowerCase()}.${tag}` } },
    });
    expect(added.status()).toBe(201);
  }

  await page.goto("/teachers");
  await expect(page.getByRole("tab", { name: `Report ${tag}` })).toHaveAttribute("aria-selected", "true");
  const report = page.getByRole("group", { name: "Term report" });
  await expect(report.getByRole("link", { name: "Download PDF" })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    report.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^term-report-report-${tag}-\\d{4}-08-01-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const rows = parse(readFileSync((await download.path())!, "utf8"), { columns: true, bom: true }) as Record<
    string,
    string
  >[];
  expect(rows.map((r) => r.Username).sort()).toEqual([`ada.${tag}`, `bo.${tag}`]);
  expect(rows.find((r) => r.Username === `ada.${tag}`)).toMatchObject({
    Student: `Ada Report${tag}`,
    Class: `Report ${tag}`,
    "Puzzles solved": "0",
    Stars: "0",
    "Last active": "",
  });
});
