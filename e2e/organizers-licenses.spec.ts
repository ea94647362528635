// The deployment administrator (demo.admin, the deployment's first organizer, a member of no organization) keeps
// the license catalog and grants; Maple Grove's organizer (demo.organizer) requests a license and sees it in the
// Licenses section and its seats in Analytics (chart and table), beside the demo class's students (issue 12;
// docs/decisions/135-137). Nobody answers their own request (issue 28; docs/decisions/195). Axe on every screen.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { signInAs } from "./support/parents";

const DEMO_PASSWORD = "Sprout-demo-2026";

test("the administrator adds a license, Maple Grove's organizer requests it, the administrator grants it, the seats show in analytics", async ({
  page,
  browser,
}) => {
  const name = `Pilot ${randomUUID().slice(0, 6)}`;
  // The administrator's page: the catalog and the queue, no organization of their own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, "demo.admin", DEMO_PASSWORD, "organizer");
  await admin.goto("/organizers");
  const adminPanel = admin.getByRole("region", { name: "Licenses of this Sprout" });
  await expect(adminPanel.getByTestId("license-catalog")).toBeVisible();
  await adminPanel.getByRole("button", { name: "Add a license" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add a license" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Description").fill("A term for the robotics club.");
  await dialog.getByLabel("Price (US dollars)").fill("45.50");
  await dialog.getByLabel("Duration (days)").fill("90");
  await dialog.getByLabel("Seats").fill("40");
  await dialog.getByRole("button", { name: "Add license" }).click();
  await expect(admin.getByTestId("licenses-notice")).toHaveText(`${name} is in the catalog.`);
  const row = adminPanel.getByTestId("license-catalog").getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("$45.50");
  await expect(row).toContainText("90 days");
  await expectNoAxeViolations(admin);

  // Maple Grove's organizer: the seeded grant, then a request for the new license; no Grant of their own.
  await signInAs(page, "demo.organizer", DEMO_PASSWORD, "organizer");
  await page.goto("/organizers?tab=licenses");
  const panel = page.getByRole("tabpanel", { name: "Licenses" });
  await expect(panel.getByTestId("org-license-requests")).toContainText("Classroom");
  await expect(panel.getByTestId("org-license-requests")).toContainText("Active until");
  await expect(panel.getByRole("button", { name: "Add a license" })).toHaveCount(0);
  await panel.getByRole("button", { name: `Request ${name}` }).click();
  const ours = panel.getByTestId("org-license-requests").getByRole("row", { name: new RegExp(name) });
  await expect(ours).toContainText("Waiting for an answer");
  await expect(page.getByRole("button", { name: /^Grant / })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The administrator grants it from the queue.
  await admin.reload();
  await adminPanel.getByRole("button", { name: `Grant ${name} to Maple Grove Elementary` }).click();
  await expect(admin.getByTestId("licenses-notice")).toContainText(
    `${name} is granted to Maple Grove Elementary until`,
  );
  await page.reload();
  await expect(ours).toContainText("Active until");
  await expect(ours).toContainText("40");

  // Deleting it from the catalog keeps the grant.
  await adminPanel.getByRole("button", { name: `Delete ${name}` }).click();
  await admin
    .getByRole("dialog", { name: `Delete ${name}?` })
    .getByRole("button", { name: "Delete license" })
    .click();
  await expect(admin.getByTestId("licenses-notice")).toHaveText(`${name} is no longer in the catalog.`);
  await page.reload();
  await expect(panel.getByRole("button", { name: `Request ${name}` })).toHaveCount(0);
  await expect(ours).toContainText("Active until");
  await adminContext.close();

  // Analytics: the figures the server counts, the demo class's students, and the seats as chart and table.
  await page.getByRole("tab", { name: "Analytics" }).click();
  const figures = page.getByTestId("analytics-figures");
  await expect(figures).toBeVisible();
  const orgId = new URL(page.url()).searchParams.get("org");
  const orgs = (await (await page.request.get("/api/organization/")).json()) as { id: string; name: string }[];
  const maple = orgs.find((o) => o.name === "Maple Grove Elementary")!;
  const stats = await (await page.request.get(`/api/organization/${orgId ?? maple.id}/analytics`)).json();
  expect(stats.classes).toBeGreaterThanOrEqual(1);
  expect(stats.students).toBeGreaterThanOrEqual(6);
  expect(stats.licenses.seats).toBeGreaterThanOrEqual(70);
  await expect(figures.getByText("Classes", { exact: true }).locator("..")).toContainText(String(stats.classes));
  await expect(figures.getByText("Students", { exact: true }).locator("..")).toContainText(String(stats.students));
  const seats = page.getByTestId("seats-chart");
  const seatsText = `${stats.licenses.used} of ${stats.licenses.seats} seats`;
  await expect(seats.locator("ul")).toContainText(seatsText);
  await seats.getByRole("button", { name: "Show as table" }).click();
  await expect(seats.getByRole("row", { name: /Students covered/ })).toContainText(seatsText);
  await expect(page.getByTestId("analytics-seats")).toContainText(`${name}: 40 seats, until`);
  await expect(page.getByTestId("unit-progress-chart")).toContainText("Loops");
  await expectNoAxeViolations(page);
});
