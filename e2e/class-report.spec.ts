// Issue 39: the teacher downloads the class's term report as CSV from the class view; the file has a row per
// child with the figures the class list shows.
import { expect, test } from "@playwright/test";
import { addChild } from "./support/class-child";
import { createTeacher, signInBrowser } from "./support/classroom";
import { downloadTermReportCsv } from "./support/term-report";

const PASSWORD = "Term-Report-Owls-42";

test("the teacher downloads the term report CSV from the class view", async ({ page }) => {
  const { username, tag } = await createTeacher(PASSWORD);
  await signInBrowser(page, username, PASSWORD);
  const made = await page.request.post("/api/academics/class", { data: { className: `Report ${tag}` } });
  expect(made.status()).toBe(201);
  const classId = (await made.json()).class.id as string;
  for (const firstName of ["Ada", "Bo"])
    await addChild(page, classId, firstName, `Report${tag}`, `${firstName.toLowerCase()}.${tag}`);

  await page.goto("/teachers");
  await expect(page.getByRole("tab", { name: `Report ${tag}` })).toHaveAttribute("aria-selected", "true");
  const report = page.getByRole("group", { name: "Term report" });
  await expect(report.getByRole("link", { name: "Download PDF" })).toBeVisible();
  const { filename, rows } = await downloadTermReportCsv(page);
  expect(filename).toMatch(new RegExp(`^term-report-report-${tag}-\\d{4}-08-01-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  expect(rows.map((r) => r.Username).sort()).toEqual([`ada.${tag}`, `bo.${tag}`]);
  expect(rows.find((r) => r.Username === `ada.${tag}`)).toMatchObject({
    Student: `Ada Report${tag}`,
    Class: `Report ${tag}`,
    "Puzzles solved": "0",
    Stars: "0",
    "Last active": "",
  });
});
