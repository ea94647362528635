// Joining from an invitation in one step (issue 42): an organizer invites a teacher from the Invitations tab; the
// teacher opens the mailed link (read from the run's real SMTP server), fills one form and lands on /teachers signed
// in, welcomed by the school's name. The teacher's interactions are counted and printed. A used link then says so.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { confirmedAdult, signInThroughPage, waitForMailedLink } from "./support/accounts";

const PASSWORD = "Quiet-Harbor-Lantern-58";

/** The teacher's own actions, counted as a person would count them: open, type into a field, tick, click. */
function counted(page: Page) {
  let interactions = 0;
  const step = async <T>(action: Promise<T>) => {
    interactions += 1;
    return action;
  };
  return {
    open: (url: string) => step(page.goto(url)),
    fill: (label: string, value: string) => step(page.getByLabel(label, { exact: true }).fill(value)),
    check: (name: RegExp) => step(page.getByRole("checkbox", { name }).check()),
    click: (name: string) => step(page.getByRole("button", { name }).click()),
    count: () => interactions,
  };
}

test("a teacher joins from the mailed invitation in one form and lands on /teachers", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const school = `Cedar Hill ${tag}`;
  const email = `invited-${tag}@school.test`;

  // The organizer: their own account and organization, then the Invitations tab as on any day.
  const organizer = await confirmedAdult(page.request, "organizer");
  await signInThroughPage(page, "organizer", organizer.email, organizer.password);
  const made = await page.request.post("/api/organization/admin/", {
    data: { name: school, description: "", invite_code: `CEDAR-${tag}`.toUpperCase() },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  await page.goto(`/organizers?org=${id}&tab=invitations`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role").selectOption({ label: "Teacher" });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByTestId("org-invitations")).toContainText("Waiting for an answer");

  // The teacher, in their own browser, from the mail.
  const link = await waitForMailedLink(email, "invitation=");
  const context = await browser.newContext();
  const teacher = await context.newPage();
  const act = counted(teacher);
  await act.open(link);
  await expect(teacher.getByRole("heading", { name: `Join ${school} as a teacher` })).toBeVisible();
  await expect(teacher.getByLabel("Email")).toHaveValue(email);
  await expect(teacher.getByLabel("Email")).toHaveAttribute("readonly", "");
  // Only the person's own details: no school name or country, no second step.
  await expect(teacher.getByLabel("School name")).toHaveCount(0);
  await expect(teacher.getByLabel("School country")).toHaveCount(0);
  await expectNoAxeViolations(teacher);
  await act.fill("First name", "Nia");
  await act.fill("Last name (optional)", "Okafor");
  await act.fill("Password", PASSWORD);
  await act.fill("Confirm password", PASSWORD);
  await act.check(/I accept the/);
  await act.click(`Join ${school}`);

  await expect(teacher).toHaveURL(/\/teachers$/);
  await expect(teacher.getByRole("heading", { name: "Your classes" })).toBeVisible();
  await expect(teacher.getByTestId("classes-notice")).toHaveText(`Welcome to ${school}. Your account is ready.`);
  const session = (await (await teacher.request.get("/api/auth/session")).json()) as { user?: { email?: string } };
  expect(session.user?.email).toBe(email);
  console.log(`[invitation-join] the teacher's interactions, link to dashboard: ${act.count()}`);
  expect(act.count()).toBeLessThanOrEqual(7);

  // The link was single-use: opened again it says so, and makes nothing.
  await teacher.goto(link);
  await expect(teacher.getByTestId("invitation-refused")).toContainText("This invitation was already used.");
  await context.close();

  // The organizer sees the invitation accepted and the teacher among the people.
  await page.reload();
  await expect(page.getByTestId("org-invitations")).toContainText("Accepted");
  await page.goto(`/organizers?org=${id}&tab=people`);
  await expect(page.getByTestId("org-people")).toContainText("Nia Okafor");
});

test("someone whose address has an account signs in with it on the invitation's page and joins", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const school = `Birch Lane ${tag}`;
  const parent = await confirmedAdult(page.request, "parent");
  const organizer = await confirmedAdult(page.request, "organizer");
  await signInThroughPage(page, "organizer", organizer.email, organizer.password);
  const made = await page.request.post("/api/organization/admin/", {
    data: { name: school, description: "", invite_code: `BIRCH-${tag}`.toUpperCase() },
  });
  const { id } = (await made.json()) as { id: string };
  const sent = await page.request.get(`/api/organization/role/?organization=${id}`);
  const roles = (await sent.json()) as { id: string; kind: string }[];
  const invited = await page.request.post(`/api/organization/${id}/invite/`, {
    data: { email: parent.email, role: roles.find((r) => r.kind === "teacher")!.id },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  const link = await waitForMailedLink(parent.email, "invitation=");
  const context = await browser.newContext();
  const person = await context.newPage();
  await person.goto(link);
  await expect(person.getByTestId("invitation-join")).toContainText(
    `You already have a Sprout account for ${parent.email}.`,
  );
  await person.getByLabel("Password", { exact: true }).fill(parent.password);
  await person.getByRole("button", { name: "Sign in and join" }).click();
  await expect(person).toHaveURL(/\/teachers$/);
  await expect(person.getByTestId("classes-notice")).toHaveText(`You joined ${school}.`);
  await context.close();
});
