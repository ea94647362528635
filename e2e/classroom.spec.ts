import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { cardCodes } from "../tests/support/card-codes";
import { createTeacher, signInBrowser } from "./support/classroom";

const PASSWORD = "Classroom-Teacher-42";

test("a teacher creates a class from a CSV, prints login cards, and a child signs in with a QR code", async ({
  page,
  browser,
}) => {
  const { username, tag } = await createTeacher(PASSWORD);
  await signInBrowser(page, username, PASSWORD);

  // A real roster (issue 28): 10 of 30 children have an e-mail, every third username is blank (generated), every
  // other birth date is blank.
  const rows = ["id,email,firstName,lastName,username,dob"];
  for (let i = 1; i <= 30; i++)
    rows.push(
      [
        i,
        i <= 10 ? `kid${i}.${tag}@kids.test` : "",
        `Kid${i}`,
        `"Family, ${i}"`,
        i % 3 === 0 ? "" : `k${tag}.${i}`,
        i % 2 ? `2016-04-${String((i % 28) + 1).padStart(2, "0")}` : "",
      ].join(","),
    );
  const csv = "\ufeff" + rows.join("\r\n") + "\r\n";

  await page.goto("/teachers/addClass");
  await page.getByText("Class & File").click();
  await page.getByLabel("Class name").fill(`Owls ${tag}`);
  await page.locator("label", { has: page.getByRole("radio", { name: "blue" }) }).click();
  await expect(page.getByRole("radio", { name: "blue" })).toBeChecked();
  await page.getByRole("button", { name: "Continue: upload a file" }).click();

  const modal = page.getByTestId("add-student-modal");
  await modal.getByRole("button", { name: "View Bulk Import Instructions" }).click();
  await expect(page.getByTestId("bulk-instructions").getByRole("img")).toBeVisible();
  await page.getByRole("button", { name: "Got it!" }).click();

  await modal
    .getByLabel("CSV file")
    .setInputFiles({ name: "owls.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(modal.getByTestId("csv-preview")).toContainText("30 students ready to add.");
  await expect(modal.getByTestId("csv-preview")).toContainText("(generated)");
  await modal.getByRole("button", { name: "Add Student(s)" }).click();

  const success = page.getByTestId("success-modal");
  await expect(success.getByRole("heading", { name: "Ready to view!" })).toBeVisible();
  await expect(success).toContainText("with 30 students");

  // The e2e server's APP_URL is 127.0.0.1: the teacher is warned that such cards work on this computer only.
  await success.getByRole("button", { name: "View login cards (PDF)" }).click();
  const warning = page.getByRole("dialog", { name: "These cards will only work on this computer" });
  await expect(warning).toContainText("127.0.0.1");
  const [popup, pdfResponse] = await Promise.all([
    page.context().waitForEvent("page"),
    page.waitForResponse((r) => r.url().includes("/print-student-logins")),
    warning.getByRole("button", { name: "Print anyway" }).click(),
  ]);
  expect(pdfResponse.status()).toBe(200);
  expect(pdfResponse.headers()["content-type"]).toBe("application/pdf");
  // The new tab shows the PDF blob.
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  // Chromium does not keep the body of a response read as a blob; fetch the same cards with the same session.
  const pdf = await page.request.get(pdfResponse.url());
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  const dir = mkdtempSync(path.join(tmpdir(), "e2e-cards-"));
  const file = path.join(dir, "cards.pdf");
  writeFileSync(file, await pdf.body());
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  for (let i = 1; i <= 30; i++) if (i % 3) expect(text).toContain(`k${tag}.${i}`);
  expect(text).toMatch(/kid3\.family3/); // a generated username is on its card

  const codes = cardCodes(file);
  expect(codes.length).toBe(8);
  const url = codes[0];
  expect(url).toMatch(/\/login\/card\/[A-Za-z0-9_-]+$/);

  // Closing the success modal refreshes the class list (we land on the dashboard with the new class).
  await success.getByRole("button", { name: "Close" }).first().click();
  await expect(page.getByRole("tab", { name: `Owls ${tag}` })).toBeVisible();

  // The child: a fresh browser with no session opens the QR code's link and lands on /students.
  const child = await browser.newContext();
  const childPage = await child.newPage();
  await childPage.goto(url);
  await childPage.waitForURL(/\/students$/);
  await expect(childPage.getByTestId("signed-in-user")).toBeVisible();
  await child.close();
});

test("a large CSV added to an existing class runs as a job with a progress bar", async ({ page }) => {
  const { username, tag } = await createTeacher(PASSWORD);
  await signInBrowser(page, username, PASSWORD);
  const created = await page.request.post("/api/academics/class/", {
    data: { className: `Bees ${tag}`, color: "green" },
  });
  expect(created.status()).toBe(201);

  const rows = ["id,email,firstName,lastName,username,dob"];
  for (let i = 1; i <= 150; i++)
    rows.push(
      `${i},bee${i}.${tag}@kids.test,Bee${i},Hive,b${tag}.${i},2015-05-${String((i % 28) + 1).padStart(2, "0")}`,
    );

  await page.goto("/teachers");
  await expect(page.getByRole("tab", { name: `Bees ${tag}` })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Add students" }).click();
  const modal = page.getByTestId("add-student-modal");
  await modal
    .getByLabel("CSV file")
    .setInputFiles({ name: "bees.csv", mimeType: "text/csv", buffer: Buffer.from(rows.join("\n")) });
  await expect(modal.getByTestId("csv-preview")).toContainText("150 students ready to add.");
  await modal.getByRole("button", { name: "Add Student(s)" }).click();

  await expect(page.getByTestId("import-progress").getByRole("progressbar", { name: "Import progress" })).toBeVisible();
  const success = page.getByTestId("success-modal");
  await expect(success).toContainText("150 students were added", { timeout: 90_000 });
  await success.getByRole("button", { name: "Close" }).first().click();
  await expect(page.getByRole("heading", { name: "Students (150)" })).toBeVisible();
});

test("a large CSV in Class & File creates the class with its students when its job has run (issue 41)", async ({
  page,
}) => {
  const { username, tag } = await createTeacher(PASSWORD);
  await signInBrowser(page, username, PASSWORD);
  const rows = ["id,email,firstName,lastName,username,dob"];
  for (let i = 1; i <= 120; i++)
    rows.push(`${i},,Ant${i},Hill,a${tag}.${i},2015-06-${String((i % 28) + 1).padStart(2, "0")}`);

  await page.goto("/teachers/addClass");
  await page.getByText("Class & File").click();
  await page.getByLabel("Class name").fill(`Ants ${tag}`);
  await page.getByRole("button", { name: "Continue: upload a file" }).click();
  const modal = page.getByTestId("add-student-modal");
  await modal
    .getByLabel("CSV file")
    .setInputFiles({ name: "ants.csv", mimeType: "text/csv", buffer: Buffer.from(rows.join("\n")) });
  await expect(modal.getByTestId("csv-preview")).toContainText("120 students ready to add.");
  await modal.getByRole("button", { name: "Add Student(s)" }).click();

  // The job polls under its creator's path until it has made the class, then the class arrives with its students.
  await expect(page.getByTestId("import-progress").getByRole("progressbar", { name: "Import progress" })).toBeVisible();
  const success = page.getByTestId("success-modal");
  await expect(success).toContainText(`Ants ${tag} was created with 120 students.`, { timeout: 90_000 });
  await success.getByRole("button", { name: "Close" }).first().click();
  await expect(page.getByTestId("class-list")).toContainText(`Ants ${tag} · 120 students`);
  await page.goto("/teachers");
  await page.getByRole("tab", { name: `Ants ${tag}` }).click();
  await expect(page.getByRole("heading", { name: "Students (120)" })).toBeVisible();
});
