// Organizations end to end (issue 12): the demo organizer creates an organization (any organizer may: decision 195),
// makes a role and invites a teacher by email; the teacher signs up from the mailed link (which joins them),
// files a class with students under the organization through "Select organization"; the organizer then sees
// the teacher in People and the students in Students, the new teacher, class and students in Analytics, and the
// class's creation in the audit log, which it exports (the chain's head in the file) and verifies. axe passes on
// /organizers.
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInThroughPage, waitForMailedLink } from "./support/accounts";

const DEMO_PASSWORD = "Sprout-demo-2026";
const PASSWORD = "Tall-Oak-Tree-2031";

test("an organizer invites a teacher, who joins from the mail and files a class under the organization", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const code = `E2E-${tag}`.toUpperCase();
  const email = `invited-${tag}@school.test`;

  await signInThroughPage(page, "organizer", "organizer@demo.sprout.school", DEMO_PASSWORD);
  await page.getByRole("button", { name: "Create organization" }).click();
  const dialog = page.getByRole("dialog", { name: "Create organization" });
  await dialog.getByLabel("Name").fill(`Willow ${tag}`);
  await dialog.getByLabel("Invite code").fill(code.toLowerCase());
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByTestId("organizers-notice")).toContainText(`Share the invite code ${code}`);
  await expect(page).toHaveURL(/[?&]org=/);
  const orgUrl = page.url();
  // The choice survives a reload.
  await page.reload();
  await expect(page.getByTestId("organization-select").locator("option:checked")).toHaveText(`Willow ${tag}`);

  await page.getByRole("tab", { name: "Roles" }).click();
  await page.getByLabel("Role name").fill("Classroom teacher");
  await page.getByRole("button", { name: "Create role" }).click();
  await expect(page.getByTestId("org-roles")).toContainText("Classroom teacher");

  await page.getByRole("tab", { name: "Invitations" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role").selectOption({ label: "Classroom teacher" });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByTestId("org-invitations")).toContainText(email);
  await expect(page.getByTestId("org-invitations")).toContainText("Waiting for an answer");

  // The teacher opens the mailed link in their own browser and signs up; the address is the invited one.
  const link = await waitForMailedLink(email, "invitation=");
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await teacher.goto(link);
  await expect(teacher.getByLabel("Email")).toHaveValue(email);
  // One form (issue 42): the school comes from the invitation; joining signs the teacher in.
  await teacher.getByLabel("First name").fill("Nia");
  await teacher.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await teacher.getByLabel("Confirm password").fill(PASSWORD);
  await teacher.getByRole("checkbox").check();
  await teacher.getByRole("button", { name: `Join Willow ${tag}` }).click();
  await expect(teacher).toHaveURL(/\/teachers$/);
  await teacher.goto("/teachers/addClass");
  await teacher.getByText("Class & File").click();
  await teacher.getByLabel("Class name").fill(`Owls ${tag}`);
  await expect(teacher.getByText(`Organization: Willow ${tag}`)).toBeVisible();
  await teacher.getByRole("button", { name: "Select organization" }).click();
  const choose = teacher.getByTestId("select-organization");
  await choose.getByRole("radio", { name: `Willow ${tag}` }).check();
  await choose.getByRole("button", { name: "Choose" }).click();
  await teacher.getByRole("button", { name: "Continue: upload a file" }).click();
  const csv = [
    "id,email,firstName,lastName,username,dob",
    `1,ada.${tag}@kids.test,Ada,Owl,ada.${tag},2016-04-01`,
    `2,bo.${tag}@kids.test,Bo,Owl,bo.${tag},2016-05-02`,
  ];
  const modal = teacher.getByTestId("add-student-modal");
  await modal
    .getByLabel("CSV file")
    .setInputFiles({ name: "owls.csv", mimeType: "text/csv", buffer: Buffer.from(csv.join("\r\n") + "\r\n") });
  await expect(modal.getByTestId("csv-preview")).toContainText("2 students ready to add.");
  await modal.getByRole("button", { name: "Add Student(s)" }).click();
  await expect(teacher.getByTestId("success-modal")).toContainText("with 2 students");
  await teacherContext.close();

  await page.goto(orgUrl.replace(/([?&])tab=[^&]*/, "$1tab=people"));
  await expect(page.getByTestId("org-people")).toContainText(email);
  await expect(page.getByTestId("org-people")).toContainText("Classroom teacher");
  await page.getByRole("tab", { name: "Students" }).click();
  await expect(page.getByTestId("org-students")).toContainText(`ada.${tag}`);
  await expect(page.getByTestId("org-students")).toContainText(`Owls ${tag}`);
  await page.getByRole("tab", { name: "Invitations" }).click();
  await expect(page.getByTestId("org-invitations")).toContainText("Accepted");

  // Analytics counts what the teacher brought: one teacher, one class, two students.
  await page.getByRole("tab", { name: "Analytics" }).click();
  const figure = (label: string) =>
    page
      .getByTestId("analytics-figures")
      .locator("div")
      .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
      .locator("dd");
  await expect(figure("Teachers")).toHaveText("1");
  await expect(figure("Classes")).toHaveText("1");
  await expect(figure("Students")).toHaveText("2");

  // The audit log of the new organization holds the class's creation; the export carries the chain's head and
  // the row, and the chain verifies.
  await page.getByRole("tab", { name: "Audit log" }).click();
  const table = page.getByTestId("audit-table");
  await expect(
    table
      .getByRole("row")
      .filter({ hasText: / created class / })
      .first(),
  ).toBeVisible();
  const head = (await page.getByTestId("audit-head").locator("code").textContent())!.trim();
  expect(head).toMatch(/^[0-9a-f]{64}$/);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const exported = await readFile((await (await download).path())!, "utf8");
  const lines = exported.split("\r\n");
  expect(lines[1].split(",")[1]).toBe(head);
  expect(lines.some((l) => l.includes(",class.create,"))).toBe(true);
  await page.getByRole("button", { name: "Verify chain" }).click();
  await expect(page.getByTestId("audit-verify")).toContainText("The chain is intact");

  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations).toEqual([]);
});
