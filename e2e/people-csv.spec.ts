// The administrator's people CSV end to end (issue 42): an organizer of a new organization downloads the example
// file Sprout serves, checks it (the counts), imports it with the progress bar, and finds the students listed
// with the usernames the file gave and the teachers' invitations sent.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { confirmedAdult, signInThroughPage } from "./support/accounts";

test("an organizer checks and imports the example people CSV and finds the people listed", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 6);
  const organizer = await confirmedAdult(request, "organizer");
  await signInThroughPage(page, "organizer", organizer.email, organizer.password);
  await page.getByRole("button", { name: "Create organization" }).click();
  const dialog = page.getByRole("dialog", { name: "Create organization" });
  await dialog.getByLabel("Name").fill(`Maple Grove ${tag}`);
  await dialog.getByLabel("Invite code").fill(`CSV-${tag}`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByTestId("organizers-notice")).toContainText("Share the invite code");

  await page.getByRole("tab", { name: "People CSV" }).click();
  const section = page.getByTestId("people-csv");
  await expect(section.getByRole("heading", { name: "Import people from a CSV" })).toBeVisible();
  // The example the page links to, with this run's own addresses and usernames.
  const href = await section.getByRole("link", { name: "Download the example file" }).getAttribute("href");
  const served = await request.get(href!);
  expect(served.ok()).toBe(true);
  const text = (await served.text())
    .replaceAll("@maplegrove.example", `.${tag}@maplegrove.example`)
    .replace(/^(student,[^,]*,[^,]*,[^,]*,)([a-z.]+)(,)/gm, `$1$2${tag}$3`);
  await section.getByLabel("People CSV").setInputFiles({
    name: "sprout-people.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(text),
  });
  await section.getByRole("button", { name: "Check the file" }).click();

  const preview = page.getByTestId("people-csv-preview");
  await expect(preview.getByRole("heading", { name: "Ready to import" })).toBeVisible();
  const counts = preview.getByRole("table", { name: "What the import would do" });
  await expect(counts.getByRole("row", { name: /Teachers/ })).toContainText("2");
  await expect(counts.getByRole("row", { name: /Students/ })).toContainText("8");
  await expect(counts.getByRole("row", { name: /Classes/ })).toContainText("2");

  await preview.getByRole("button", { name: "Import" }).click();
  // The progress bar shows while the job creates the accounts, and closes when it has finished.
  const progress = page.getByRole("dialog", { name: "Importing the people" });
  await expect(progress.getByRole("progressbar", { name: "Import progress" })).toBeVisible();
  await expect(progress).toBeHidden({ timeout: 90_000 });
  const result = page.getByTestId("people-csv-result");
  await expect(result).toContainText("Import finished. We emailed 2 invitations.", { timeout: 90_000 });
  await expect(
    result.getByRole("table", { name: "What the import did" }).getByRole("row", { name: /Students/ }),
  ).toContainText("8");

  await page.getByRole("tab", { name: "Students" }).click();
  const students = page.getByRole("table", { name: "Students in this organization's classes" });
  await expect(students.getByRole("row", { name: /Amara Nwosu/ })).toContainText(`amara.nwosu${tag}`);
  await expect(students.getByRole("row", { name: /Amara Nwosu/ })).toContainText("Room 2 Otters");
  await expect(students.getByRole("row", { name: /Yuki Tanaka/ })).toContainText("Room 5 Foxes");
  await expect(students.getByRole("row")).toHaveCount(9);

  await page.getByRole("tab", { name: "Invitations" }).click();
  const invitations = page.getByTestId("org-invitations");
  await expect(invitations).toContainText(`helena.rivera.${tag}@maplegrove.example`);
  await expect(invitations).toContainText(`marcus.okafor.${tag}@maplegrove.example`);
});
