// Issue 39, the planning frictions a teacher met: the class's grade starts ticked; a current unit may have begun
// last week; a unit the class has is not offered again; an assignment of ticked puzzles needs no number of
// questions, and two puzzles called "Stairs" read apart by their packs. A brand-new organization invites a teacher
// at once, with the Teacher role it starts with.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { confirmedAdult, signInThroughPage } from "./support/accounts";
import { waitForLinkTo } from "./support/mail";
import { seedTeacherWithClass, signIn } from "./support/curriculum-seed";

test.describe.configure({ timeout: 180_000 });

/** Local calendar date n days from today, as the date inputs want it. */
function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

test("a teacher plans a unit that began last week, once, and assigns two Stairs puzzles without a number", async ({
  page,
}) => {
  const seed = await seedTeacherWithClass(page.request); // a Grade 1 class
  await signIn(page, seed.email, seed.password);
  await page.goto("/teachers/curriculum");
  await page.getByLabel("Standard").selectOption("CSTA");
  await page.getByLabel("Level").selectOption("Green");

  // The class's grade is ticked already, and only it.
  await expect(page.getByRole("checkbox", { name: "Grade 1" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Grade 2" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Kindergarten" })).not.toBeChecked();

  // A current unit that began three days ago.
  const loops = page.getByTestId("unit-row-Loops");
  await loops.getByLabel("Loops start date").fill(day(-3));
  await loops.getByRole("button", { name: "Current" }).click();
  await expect(loops.getByLabel("Loops start date")).toHaveValue(day(-3));
  await loops.getByLabel("Loops end date").fill(day(30));
  await page.getByRole("button", { name: "Add units" }).click();
  const current = page.getByTestId("units-current");
  await expect(current).toContainText(`${day(-3)} → ${day(30)}`);

  // Loops is not offered a second time.
  await expect(loops).toContainText("Already added to this class");
  await expect(loops.getByRole("button", { name: "Current" })).toHaveCount(0);
  await expect(loops.getByLabel("Loops end date")).toBeDisabled();
  await expect(page.getByTestId("unit-row-Lists").getByRole("button", { name: "Current" })).toBeEnabled();

  // The assignment: the two "Stairs" read apart, and ticking them stands for the number of questions.
  await page.getByRole("button", { name: "Open Loops" }).click();
  await page.getByTestId("unit-detail").getByRole("button", { name: "Add assignment" }).click();
  const form = page.getByTestId("assignment-form");
  const puzzles = form.getByRole("group", { name: /Puzzles it covers/ }).getByRole("checkbox");
  const labels = await puzzles.evaluateAll((boxes) => boxes.map((b) => b.closest("label")!.textContent!.trim()));
  expect(labels.length).toBeGreaterThan(2);
  expect(new Set(labels).size).toBe(labels.length);
  const stairs = labels.filter((l) => l.startsWith("Stairs — "));
  expect([...stairs].sort()).toEqual(["Stairs — Loop the Loop", "Stairs — Turtle Loops"]);

  await form.getByLabel("Title").fill("Two kinds of stairs");
  await form.getByLabel("Deadline").fill(day(7));
  await form.getByRole("checkbox", { name: "Select all" }).check();
  await form.getByLabel(/1A-AP-10/).check();
  for (const label of stairs) await form.getByRole("checkbox", { name: label, exact: true }).check();
  await expect(form.getByLabel("Number of questions")).toHaveValue("");
  await expect(form).toContainText("Leave empty for one per puzzle ticked (2).");
  await form.getByRole("button", { name: "Save assignment" }).click();
  await expect(form).toBeHidden();
  const assignment = page.getByTestId("assignment");
  await expect(assignment).toContainText("2 questions");
  await expect(assignment).toContainText(`Puzzles: ${stairs.join(", ")}`);
});

test("a brand-new organization invites a teacher straight away with the Teacher role", async ({ page }) => {
  const organizer = await confirmedAdult(page.request, "organizer");
  await signInThroughPage(page, "organizer", organizer.email, organizer.password);
  const tag = randomUUID().slice(0, 6);
  await page.getByRole("button", { name: "Create organization" }).click();
  const dialog = page.getByRole("dialog", { name: "Create organization" });
  await dialog.getByLabel("Name").fill(`Birch ${tag}`);
  await dialog.getByLabel("Invite code").fill(`BIRCH-${tag}`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/[?&]org=/);

  await page.getByRole("tab", { name: "Invitations" }).click();
  await expect(page.getByText("Create a role first")).toHaveCount(0);
  const invited = `first-invite-${tag}@school.test`;
  await page.getByLabel("Email").fill(invited);
  await page.getByLabel("Role").selectOption({ label: "Teacher" });
  await page.getByRole("button", { name: "Send invitation" }).click();
  const invitations = page.getByTestId("org-invitations");
  await expect(invitations.getByRole("row", { name: new RegExp(invited) })).toContainText("Teacher");
  await expect(invitations).toContainText("Waiting for an answer");
  expect(await waitForLinkTo(invited)).toContain("invitation=");
});
