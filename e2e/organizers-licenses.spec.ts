// The deployment administrator (demo.organizer, the deployment's first organizer) keeps the license catalog,
// requests a license for Maple Grove, grants it, and sees it in the Licenses section and its seats in Analytics
// (chart and table), beside the demo class's students (issue 12; docs/decisions/135-137). Axe on both sections.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { signInAs } from "./support/parents";

const DEMO_PASSWORD = "Sprout-demo-2026";

test("the administrator adds a license, requests it for Maple Grove, grants it and sees the seats in analytics", async ({
  page,
}) => {
  const name = `Pilot ${randomUUID().slice(0, 6)}`;
  await signInAs(page, "demo.organizer", DEMO_PASSWORD, "organizer");
  await page.goto("/organizers?tab=licenses");
  const panel = page.getByRole("tabpanel", { name: "Licenses" });
  await expect(panel.getByTestId("license-catalog")).toBeVisible();
  // The seeded grant is there with its expiry.
  await expect(panel.getByTestId("org-license-requests")).toContainText("Classroom");
  await expect(panel.getByTestId("org-license-requests")).toContainText("Active until");

  // Add a license to the catalog.
  await panel.getByRole("button", { name: "Add a license" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a license" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Description").fill("A term for the robotics club.");
  await dialog.getByLabel("Price (US dollars)").fill("45.50");
  await dialog.getByLabel("Duration (days)").fill("90");
  await dialog.getByLabel("Seats").fill("40");
  await dialog.getByRole("button", { name: "Add license" }).click();
  await expect(page.getByTestId("licenses-notice")).toHaveText(`${name} is in the catalog.`);
  const row = panel.getByTestId("license-catalog").getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("$45.50");
  await expect(row).toContainText("90 days");

  // Request it for Maple Grove: it waits for an answer.
  await panel.getByRole("button", { name: `Request ${name}` }).click();
  const ours = panel.getByTestId("org-license-requests").getByRole("row", { name: new RegExp(name) });
  await expect(ours).toContainText("Waiting for an answer");
  await expectNoAxeViolations(page);

  // Grant it from the queue.
  await panel.getByRole("button", { name: `Grant ${name} to Maple Grove Elementary` }).click();
  await expect(page.getByTestId("licenses-notice")).toContainText(`${name} is granted to Maple Grove Elementary until`);
  await expect(ours).toContainText("Active until");
  await expect(ours).toContainText("40");

  // Deleting it from the catalog keeps the grant.
  await panel.getByRole("button", { name: `Delete ${name}` }).click();
  await page
    .getByRole("dialog", { name: `Delete ${name}?` })
    .getByRole("button", { name: "Delete license" })
    .click();
  await expect(page.getByTestId("licenses-notice")).toHaveText(`${name} is no longer in the catalog.`);
  await expect(panel.getByRole("button", { name: `Request ${name}` })).toHaveCount(0);
  await expect(ours).toContainText("Active until");

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
