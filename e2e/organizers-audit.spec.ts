// The audit log on /organizers (issue 12, docs/decisions/140, 196): a demo teacher creates a class; the demo
// organizer reads it in words ("Tom Teacher created class …"), filters by kind of action, exports the CSV (head
// line + row), verifies the chain; axe on the section.
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signInThroughPage } from "./support/accounts";

const DEMO_PASSWORD = "Sprout-demo-2026";

test("the organizer sees a teacher's new class in the audit log, exports it and verifies the chain", async ({
  browser,
}) => {
  const className = `Audit ${Date.now()}`;
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signInThroughPage(teacher, "teacher", "teacher@demo.sprout.school", DEMO_PASSWORD);
  const created = await teacher.request.post("/api/academics/class/", { data: { className } });
  expect(created.status()).toBe(201);
  await teacherContext.close();

  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signInThroughPage(page, "organizer", "organizer@demo.sprout.school", DEMO_PASSWORD);
  await page.goto("/organizers?tab=audit");
  const table = page.getByTestId("audit-table");
  await expect(table).toContainText(`Tom Teacher created class ${className}`);

  await page.getByLabel("Action").selectOption({ label: "Class created" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(table.getByRole("row").nth(1)).toContainText(`Tom Teacher created class ${className}`);
  await expect(table.getByRole("row").filter({ hasText: "signed in" })).toHaveCount(0);

  const head = (await page.getByTestId("audit-head").locator("code").textContent())!.trim();
  expect(head).toMatch(/^[0-9a-f]{64}$/);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  const csv = await readFile((await file.path())!, "utf8");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe("chain_head_seq,chain_head_hash,organization_id,organization,exported_at_utc");
  expect(lines[1].split(",")[1]).toBe(head);
  expect(lines.some((l) => l.includes(",class.create,") && l.includes("teacher"))).toBe(true);

  await page.getByRole("button", { name: "Verify chain" }).click();
  await expect(page.getByTestId("audit-verify")).toContainText("The chain is intact");

  const { violations } = await new AxeBuilder({ page }).include("#audit-heading").analyze();
  expect(violations).toEqual([]);
  const section = await new AxeBuilder({ page }).analyze();
  expect(section.violations).toEqual([]);
  await context.close();
});
