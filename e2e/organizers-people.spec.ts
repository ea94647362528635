// Issue 28, the organizer's day (docs/decisions/195-197): a person's role changed and changed back, a person
// removed, the last organizer kept (the error says why), an invitation sent again and cancelled, students searched
// and filtered by class, the audit log in plain words with its Action and Person filters. Axe on each new screen.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { signInAs } from "./support/parents";
import { confirmedAdult, signInThroughPage } from "./support/accounts";

const DEMO_PASSWORD = "Sprout-demo-2026";
const PASSWORD = "Tall-Oak-Tree-2031";

test.describe.configure({ timeout: 180_000 });

/** A teacher who joins Maple Grove with its invite code (the API the sign-up wizard calls). */
async function teacherJoinsMaple(page: Page, firstname: string) {
  const email = `${firstname.toLowerCase()}-${randomUUID().slice(0, 6)}@school.test`;
  const res = await page.request.post("/api/auth/registration", {
    data: {
      role: "teacher",
      email,
      firstname,
      lastname: "Joiner",
      password1: PASSWORD,
      password2: PASSWORD,
      terms: true,
      schoolCountry: "Canada",
      schoolName: "Maple Grove Elementary",
      organization_code: "MAPLE-DEMO",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return `${firstname} Joiner`;
}

/** The table's `column` (1-based) reads in A-to-Z order, as the server sorted it. */
async function expectSorted(table: ReturnType<Page["getByTestId"]>, column: number) {
  await expect(async () => {
    const cells = await table.locator(`tbody tr > :nth-child(${column})`).allInnerTexts();
    const keys = cells.map((c) => c.trim().toLowerCase());
    expect(keys.length).toBeGreaterThan(1);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  }).toPass();
}

test("an organizer changes a role and back, removes a person, and cannot remove the last organizer", async ({
  page,
}) => {
  const newcomer = await teacherJoinsMaple(page, `Nia${randomUUID().slice(0, 4)}`);
  await signInAs(page, "demo.organizer", DEMO_PASSWORD, "organizer");
  await page.goto("/organizers?tab=people");
  const people = page.getByTestId("org-people");
  const tom = people.getByRole("row", { name: /Tom Teacher/ });
  await expect(tom).toContainText("Teacher");

  // Tom becomes an organizer, then goes back to the Classroom teacher role.
  await page.getByRole("button", { name: "Change role of Tom Teacher" }).click();
  const dialog = page.getByRole("dialog", { name: "Change the role of Tom Teacher" });
  await dialog.getByLabel("Role").selectOption({ label: "Organizer (no named role)" });
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Save role" }).click();
  await expect(page.getByTestId("people-notice")).toHaveText("Tom Teacher is now an organizer.");
  await expect(tom).toContainText("Organizer");
  await page.getByRole("button", { name: "Change role of Tom Teacher" }).click();
  await dialog.getByLabel("Role").selectOption({ label: "Classroom teacher (teacher)" });
  await dialog.getByRole("button", { name: "Save role" }).click();
  await expect(page.getByTestId("people-notice")).toHaveText("Tom Teacher is now a Classroom teacher (teacher).");
  await expect(tom).toContainText("Classroom teacher");
  // The change survives a reload: it is the server's.
  await page.reload();
  await expect(people.getByRole("row", { name: /Tom Teacher/ })).toContainText("Classroom teacher");

  // The newcomer is removed after the kit's confirmation.
  await page.getByRole("button", { name: `Remove ${newcomer}` }).click();
  const confirm = page.getByRole("dialog", { name: `Remove ${newcomer}?` });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Remove person" }).click();
  await expect(page.getByTestId("people-notice")).toHaveText(`${newcomer} was removed from Maple Grove Elementary.`);
  await expect(people.getByRole("row", { name: new RegExp(newcomer) })).toHaveCount(0);

  // Olivia is the only organizer: removing her is refused, and the page says why.
  await page.getByRole("button", { name: "Remove Olivia Organizer" }).click();
  await page
    .getByRole("dialog", { name: "Remove Olivia Organizer?" })
    .getByRole("button", { name: "Remove person" })
    .click();
  await expect(page.getByTestId("error-modal")).toContainText(
    "Olivia Organizer is the organization's only organizer. Make someone else an organizer first.",
  );
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await page.getByTestId("error-modal").getByRole("button", { name: "Close", exact: true }).click();
  await expect(people.getByRole("row", { name: /Olivia Organizer/ })).toBeVisible();

  // The audit log tells it in words, filtered by kind of action and by person.
  await page.getByRole("tab", { name: "Audit log" }).click();
  const audit = page.getByTestId("audit-table");
  await expect(audit).toContainText("Olivia Organizer changed the role of Tom Teacher");
  await page.getByTestId("audit-kind").selectOption({ label: "Person removed" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(audit).toContainText(`Olivia Organizer removed ${newcomer} from the organization`);
  // The refused removal is counted, not chained (docs/decisions/264): Olivia, the rule's refusal, once.
  const refused = page
    .getByTestId("refused-table")
    .getByRole("row", { name: /demo\.organizer.*Refused by a rule \(409\)/ });
  await expect(refused).toHaveCount(1);
  await expect(refused.getByRole("cell").nth(4)).toHaveText("1");
  await page.getByTestId("audit-kind").selectOption({ label: "Every action" });
  await page.getByTestId("audit-person").selectOption({ label: "Olivia Organizer (demo.organizer)" });
  await page.getByRole("button", { name: "Filter" }).click();
  // The filtered page replaces the previous one when it arrives: every line is Olivia's.
  await expect(async () => {
    const said = await audit.locator("tbody tr td:nth-child(3)").allInnerTexts();
    expect(said.length).toBeGreaterThan(2);
    for (const line of said) expect(line).toMatch(/^Olivia Organizer /);
  }).toPass();
  await expect(audit).not.toContainText("/api/");
  await expectNoAxeViolations(page);
});

test("an organizer sends an invitation again and cancels it; students are searched and filtered by class", async ({
  page,
}) => {
  const email = `guest-${randomUUID().slice(0, 6)}@school.test`;
  await signInAs(page, "demo.organizer", DEMO_PASSWORD, "organizer");
  await page.goto("/organizers?tab=invitations");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role").selectOption({ label: "Classroom teacher" });
  await page.getByRole("button", { name: "Send invitation" }).click();
  const row = page.getByTestId("org-invitations").getByRole("row", { name: new RegExp(email) });
  await expect(row).toContainText("Waiting for an answer");

  await page.getByRole("button", { name: `Send again to ${email}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "again" })).toHaveText(
    `We emailed the invitation to ${email} again.`,
  );
  await page.getByRole("button", { name: `Cancel the invitation to ${email}` }).click();
  const confirm = page.getByRole("dialog", { name: `Cancel the invitation to ${email}?` });
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Cancel invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "cancelled" })).toHaveText(
    `The invitation to ${email} was cancelled.`,
  );
  await expect(row).toHaveCount(0);

  // Students: sorted by name, searched, filtered by class (on the server: the count follows).
  await page.getByRole("tab", { name: "Students" }).click();
  const students = page.getByTestId("org-students");
  await expect(students).toContainText("Ava Nguyen");
  await expectSorted(students, 1);
  await page.getByLabel("Search").fill("okafor");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("org-students-count")).toHaveText("1 student matching “okafor”");
  await expect(students.locator("tbody tr")).toHaveCount(1);
  await expect(students).toContainText("Maya Okafor");
  await page.getByLabel("Search").fill("");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByLabel("Class").selectOption({ label: "Grade 3 Coders" });
  await expect(students.locator("tbody tr").first()).toContainText("Grade 3 Coders");
  for (const cls of await students.locator("tbody tr td:nth-child(3)").allInnerTexts()) {
    expect(cls).toBe("Grade 3 Coders");
  }
  await page.getByLabel("Sort by").selectOption({ label: "Username (A to Z)" });
  await expect(students.locator("tbody tr").first()).toContainText(/\./);
  await expectSorted(students, 2);
  await expectNoAxeViolations(page);
});

test("one dialog at a time: a refused form shows why inside its own dialog, and a new organizer creates their school", async ({
  page,
}) => {
  // A new organizer who signed up alone: no organization yet, and a way to create one.
  const { email, password } = await confirmedAdult(page.request, "organizer");
  await signInThroughPage(page, "organizer", email, password);
  await page.goto("/organizers");
  await expect(page.getByTestId("no-organizations")).toContainText("Create one for your school or club");
  await page.getByRole("button", { name: "Create your organization" }).click();
  const dialog = page.getByRole("dialog", { name: "Create organization" });
  await dialog.getByLabel("Name").fill("Fola's Coding Club");
  await dialog.getByLabel("Invite code").fill("maple-demo");
  await dialog.getByRole("button", { name: "Create" }).click();
  // The refusal is inside the form's dialog: one dialog, the typed values still there.
  await expect(dialog.getByTestId("error-modal")).toContainText("Another organization already uses this invite code.");
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(dialog.getByLabel("Name")).toHaveValue("Fola's Coding Club");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Close message" }).click();
  await expect(dialog.getByTestId("error-modal")).toHaveCount(0);
  const code = `FOLA-${randomUUID().slice(0, 6)}`.toUpperCase();
  await dialog.getByLabel("Invite code").fill(code);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByTestId("organizers-notice")).toContainText(`Share the invite code ${code}`);
  await expect(page.getByRole("tab", { name: "People", exact: true })).toBeVisible();
  await expect(page.getByTestId("org-people")).toContainText("Organizer");
});
