// OneRoster end to end (issue 26): an organizer creates an organization, uploads the sample school's OneRoster
// zip, sees the preview (counts and what is left out), imports it with the progress bar and reads the result; a
// teacher from the file signs up through the mailed invitation and finds their classes with their students. A
// district's zip of three schools (issue 42) is checked with a row per school.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { expect, test, type Page } from "@playwright/test";
import { waitForMailedLink } from "./support/accounts";
import { threeSchoolFiles, zipOf } from "../tests/fixtures/oneroster";

const DEMO_PASSWORD = "Sprout-demo-2026";
const PASSWORD = "Tall-Oak-Tree-2031";

/** As e2e/support's signInThroughPage, with room for a loaded machine's first sign-in (argon2 under load). */
async function signIn(page: Page, role: string, email: string, password: string) {
  await page.goto(`/login/${role}`);
  await page.getByLabel("Email or username").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${role}s$`), { timeout: 60_000 });
}

/** The sample files, with the teachers' addresses made unique to this run. */
function sampleZip(tag: string): Buffer {
  const dir = path.join(process.cwd(), "tests", "fixtures", "oneroster", "sample");
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(dir))
    files[name] = strToU8(
      readFileSync(path.join(dir, name), "utf8").replaceAll("@maplegrove.test", `.${tag}@maplegrove.test`),
    );
  return Buffer.from(zipSync(files));
}

/** The demo organizer creates an organization, opens its OneRoster tab and checks `zip`. */
async function checkZipInNewOrganization(page: Page, name: string, code: string, zip: Buffer) {
  await signIn(page, "organizer", "organizer@demo.sprout.school", DEMO_PASSWORD);
  await page.getByRole("button", { name: "Create organization" }).click();
  const dialog = page.getByRole("dialog", { name: "Create organization" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Invite code").fill(code);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByTestId("organizers-notice")).toContainText("Share the invite code");

  await page.getByRole("tab", { name: "OneRoster" }).click();
  const section = page.getByTestId("oneroster");
  await section
    .getByLabel("OneRoster zip")
    .setInputFiles({ name: "oneroster.zip", mimeType: "application/zip", buffer: zip });
  await section.getByRole("button", { name: "Check the file" }).click();
}

test("an organizer imports a OneRoster zip; a teacher from it joins by the mail and finds their class", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = randomUUID().slice(0, 6);
  const email = `helena.rivera.${tag}@maplegrove.test`;

  await checkZipInNewOrganization(page, `Maple Grove ${tag}`, `OR-${tag}`, sampleZip(tag));

  const preview = page.getByTestId("oneroster-preview");
  await expect(preview.getByRole("heading", { name: "Ready to import" })).toBeVisible();
  const counts = preview.getByRole("table", { name: "What the import would do" });
  await expect(counts.getByRole("row", { name: /Teachers/ })).toContainText("2");
  await expect(counts.getByRole("row", { name: /Students/ })).toContainText("8");
  await expect(counts.getByRole("row", { name: /Classes/ })).toContainText("3");
  await preview.getByText("Left out").click();
  await expect(preview).toContainText("Sprout does not use this file.");

  await preview.getByRole("button", { name: "Import" }).click();
  const result = page.getByTestId("oneroster-result");
  await expect(result).toContainText("Import finished. We emailed 2 invitations.", { timeout: 60_000 });
  await expect(
    result.getByRole("table", { name: "What the import did" }).getByRole("row", { name: /Students/ }),
  ).toContainText("8");

  // The teacher opens the mailed link in their own browser and signs up with the invited address.
  const link = await waitForMailedLink(email, "invitation=");
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await teacher.goto(link);
  await expect(teacher.getByLabel("Email")).toHaveValue(email);
  // One form (issue 42): the school comes from the invitation; joining signs the teacher in.
  await teacher.getByLabel("First name").fill("Helena");
  await teacher.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await teacher.getByLabel("Confirm password").fill(PASSWORD);
  await teacher.getByRole("checkbox").check();
  await teacher.getByRole("button", { name: `Join Maple Grove ${tag}` }).click();
  await expect(teacher).toHaveURL(/\/teachers$/);
  const classes = teacher.getByRole("tablist", { name: "Classes" });
  await expect(classes.getByRole("tab", { name: "Room 12 Coding" })).toBeVisible();
  await expect(classes.getByRole("tab", { name: "Room 14 Coding" })).toBeVisible();
  await classes.getByRole("tab", { name: "Room 12 Coding" }).click();
  const roster = teacher.getByTestId("roster");
  await expect(roster).toContainText("Ava Johnson");
  await expect(roster).toContainText("Liam Nguyen");
  await expect(roster).toContainText("Mia Garcia");
  await teacherContext.close();
});

test("a district's zip of three schools: the check lists each school as its own organization", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  await checkZipInNewOrganization(
    page,
    `Maple Grove Unified ${tag}`,
    `MGU-${tag}`,
    Buffer.from(zipOf(threeSchoolFiles())),
  );
  const preview = page.getByTestId("oneroster-preview");
  await expect(preview.getByRole("heading", { name: "Ready to import" })).toBeVisible();
  const schools = preview.getByRole("table", { name: /Maple Grove Unified: 3 schools/ });
  await expect(schools.getByRole("row", { name: /Cedar Elementary/ })).toContainText("Created by this import");
  await expect(schools.getByRole("row", { name: /Cedar Elementary/ })).toContainText("2 new of 2");
  await expect(schools.getByRole("row", { name: /Birch Middle/ })).toBeVisible();
});
