// Issue 28 (part 1): every record can be corrected (class, student, child, one's own profile), one student's
// login card after adding them, and axe on each new screen.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { createTeacher } from "./support/classroom";
import { createParent, signInAs } from "./support/parents";
import { waitForLinkTo } from "./support/mail";

test.describe.configure({ timeout: 180_000 });

const PASSWORD = "Records-Teacher-42";
const CHILD_PASSWORD = "Blue-Kite-Morning-7";

/**
 * A new teacher signed in on `page`, with a class (`className` and the teacher's tag) holding the given students,
 * made through the API; each last name gets the tag too. The students' ids come back in the order given.
 */
async function teacherWithStudents(page: Page, className: string, students: [string, string][]) {
  const { username, tag } = await createTeacher(PASSWORD);
  await signInAs(page, username, PASSWORD, "teacher");
  const created = await page.request.post("/api/academics/class/", { data: { className: `${className} ${tag}` } });
  expect(created.status()).toBe(201);
  const classId = ((await created.json()) as { class: { id: string } }).class.id;
  const ids: string[] = [];
  for (const [firstName, lastName] of students) {
    const res = await page.request.post(`/api/academics/class/${classId}/student`, {
      data: { student: { firstName, lastName: `${lastName}${tag}` } },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return { tag, ids };
}

test("a teacher adds one child by name only, prints that child's card, corrects the child and the class", async ({
  page,
}) => {
  const { tag } = await teacherWithStudents(page, "Owlz", [["Old", "Friend"]]);

  await page.goto("/teachers");
  await page.getByRole("button", { name: "Add students" }).click();
  const modal = page.getByTestId("add-student-modal");
  await modal.getByLabel("First name").fill("Noa");
  await modal.getByLabel("Last name").fill(`Lee${tag}`);
  await expectNoAxeViolations(page);
  await modal.getByRole("button", { name: "Add Student(s)" }).click();

  // "Ready to view!" prints the one child just added, after the loopback warning.
  const success = page.getByTestId("success-modal");
  await expect(success).toContainText(`Noa Lee${tag} was added`);
  await success.getByRole("button", { name: "View login card (PDF)" }).click();
  const warning = page.getByRole("dialog", { name: "These cards will only work on this computer" });
  await expect(warning).toBeVisible();
  await expectNoAxeViolations(page);
  const [pdfResponse] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("/print-student-logins")),
    warning.getByRole("button", { name: "Print anyway" }).click(),
  ]);
  expect(pdfResponse.url()).toContain("studentIds=");
  const pdf = await page.request.get(pdfResponse.url());
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-one-card-"));
  const file = path.join(dir, "card.pdf");
  writeFileSync(file, await pdf.body());
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  expect(text).toContain(`Noa Lee${tag}`);
  expect(text).not.toContain(`Friend${tag}`);
  expect(text).toMatch(/127\.0\.0\.1:\d+\/login/); // the address the child types
  await success.getByRole("button", { name: "Close" }).first().click();

  // The student: corrected, and still so after a reload.
  await page.getByRole("button", { name: new RegExp(`Noa Lee${tag}`) }).click();
  const detail = page.getByTestId("student-detail");
  await detail.getByRole("button", { name: "Edit details" }).click();
  const edit = page.getByTestId("student-edit");
  await expectNoAxeViolations(page);
  await edit.getByLabel("First name").fill("Noah");
  await edit.getByLabel("Username").fill(`noah.${tag}`);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await page.reload();
  await page.getByRole("button", { name: new RegExp(`Noah Lee${tag}`) }).click();
  await expect(detail.getByRole("heading", { name: `Noah Lee${tag}` })).toBeVisible();
  await expect(detail).toContainText(`noah.${tag}`);

  // The class: renamed and recoloured, and still so after a reload.
  await page.getByRole("button", { name: "Edit class" }).click();
  const klass = page.getByTestId("class-edit");
  await expectNoAxeViolations(page);
  await klass.getByLabel("Class name").fill(`Owls ${tag}`);
  await klass.locator("label", { has: page.getByRole("radio", { name: "blue" }) }).click();
  await klass.getByRole("button", { name: "Save class" }).click();
  await expect(klass).toBeHidden();
  await page.reload();
  await expect(page.getByRole("tab", { name: `Owls ${tag}` })).toBeVisible();
  await expect(page.getByRole("tab", { name: `Owls ${tag}` })).toHaveClass(/bg-pastel-blue/);

  // Ticking a student offers to print only the chosen cards.
  await page.getByLabel(`Choose Noah Lee${tag} for printing cards`).check();
  await expect(page.getByRole("button", { name: "Print 1 chosen card" })).toBeVisible();
});

test("a teacher corrects their own profile and adds the parent role; axe finds nothing", async ({ page }) => {
  const { username, tag } = await createTeacher(PASSWORD);
  await signInAs(page, username, PASSWORD, "teacher");
  await page.goto("/teachers");
  await page.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/teachers\/profile$/);
  const profile = page.getByTestId("profile");
  await profile.getByLabel("First name").fill(`Tessa${tag}`);
  await profile.getByLabel("School name").fill("Maple Grove");
  await profile.getByLabel("School country").selectOption("Canada");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your profile is saved.")).toBeVisible();
  await expectNoAxeViolations(page);

  await profile.getByRole("button", { name: "Also use Sprout as a parent" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Add parent account" }).click();
  await expect(page.getByTestId("account-types")).toContainText("Teacher, Parent");

  await page.reload();
  await expect(profile.getByLabel("First name")).toHaveValue(`Tessa${tag}`);
  await expect(profile.getByLabel("School name")).toHaveValue("Maple Grove");
  await expect(page.getByTestId("signed-in-user")).toContainText(`Tessa${tag}`);
  await page.getByRole("link", { name: "Open the parent dashboard" }).click();
  await expect(page).toHaveURL(/\/parents$/);
});

test("a teacher moves their account to a new e-mail address, which counts only once its link is opened", async ({
  page,
}) => {
  const { username, tag } = await createTeacher(PASSWORD);
  await signInAs(page, username, PASSWORD, "teacher");
  await page.goto("/teachers/profile");
  const current = page.getByTestId("current-email");
  await expect(current).toHaveText(`${username}@school.test`);
  const moved = `moved-${tag}@school.test`;
  const emailForm = page.getByRole("form", { name: "Email address" });
  await emailForm.getByLabel("New email address").fill(moved);
  await emailForm.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await emailForm.getByRole("button", { name: "Send a confirmation link" }).click();
  await expect(page.getByText(`We sent a link to ${moved}. Your address stays ${username}@school.test`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Until the link is opened, the profile still shows the old address and what waits.
  await page.reload();
  await expect(current).toHaveText(`${username}@school.test`);
  await expect(page.getByTestId("pending-email")).toContainText(`Waiting for you to open the link sent to ${moved}`);

  await page.goto(new URL(await waitForLinkTo(moved)).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/teachers/profile");
  await expect(current).toHaveText(moved);
  await expect(page.getByTestId("pending-email")).toHaveCount(0);
});

test("a parent sees every child first, then corrects one child's details", async ({ page }) => {
  const parent = await createParent(PASSWORD, "Gale");
  await signInAs(page, parent.username, PASSWORD, "parent");
  for (const [fullname, user] of [
    ["Ivy Gale", `ivy-${parent.tag}`],
    ["Oak Gale", `oak-${parent.tag}`],
  ])
    expect(
      (
        await page.request.post("/api/parent/child/", {
          data: {
            fullname,
            username: user,
            password: CHILD_PASSWORD,
            confirmPassword: CHILD_PASSWORD,
            dob: "2016-06-01",
          },
        })
      ).status(),
    ).toBe(201);
  await page.goto("/parents");
  const overview = page.getByTestId("children-overview");
  await expect(overview.getByTestId(`child-card-ivy-${parent.tag}`)).toContainText("Solved: ");
  await expect(overview.getByTestId(`child-card-oak-${parent.tag}`)).toContainText("at home");
  await page.getByRole("button", { name: "Show Oak Gale" }).click();
  await page.getByTestId("child-panel").getByRole("button", { name: "Edit details" }).click();
  const edit = page.getByTestId("child-edit");
  await expectNoAxeViolations(page);
  await edit.getByLabel("Full name").fill("Oakley Gale");
  await edit.getByLabel("Date of birth").fill("2015-09-10");
  await edit.getByLabel("Coding experience").selectOption("beginner");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await page.reload();
  await page.getByRole("button", { name: "Show Oakley Gale" }).click();
  const panel = page.getByTestId("child-panel");
  await expect(panel.getByRole("heading", { name: "Oakley Gale" })).toBeVisible();
  await expect(panel).toContainText("born 2015-09-10");
  await expect(panel).toContainText("beginner");
  // Friend requests say who must agree and what happens without a linked parent, the same for every name.
  await expect(page.getByTestId("friend-request-rules")).toContainText("other child's parent must agree");
  await expect(page.getByTestId("friend-request-rules")).toContainText("If no parent has linked that child's account");
  await expectNoAxeViolations(page);
});

test("a chosen student is on screen at once: Edit details edits that child, and the address keeps the choice", async ({
  page,
}) => {
  const { tag, ids } = await teacherWithStudents(page, "Wrens", [
    ["Kim", "Ash"],
    ["Kim", "Birch"],
  ]);
  await page.goto("/teachers");
  const detail = page.getByTestId("student-detail");
  await expect(detail.getByRole("heading", { level: 2 })).toHaveText(`Kim Ash${tag}`);
  // Choosing asks the server for nothing: were it to fetch the page again (as router.replace did), a slow answer
  // would leave the first child on screen and the next click would edit the wrong record.
  // A page fetch is held until the end of the test, as a slow server would.
  const pageFetches: string[] = [];
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/teachers\?/, async (route) => {
    if (route.request().headers()["rsc"]) {
      pageFetches.push(route.request().url());
      await held;
    }
    await route.continue();
  });
  await page.getByRole("button", { name: new RegExp(`Kim Birch${tag}`) }).click();
  await detail.getByRole("button", { name: "Edit details" }).click();
  await expect(page.getByTestId("student-edit").getByRole("heading")).toHaveText(`Edit Kim Birch${tag}`);
  await expect(page).toHaveURL(new RegExp(`student=${ids[1]}`));
  expect(pageFetches).toEqual([]);
  await page.getByTestId("student-edit").getByRole("button", { name: "Cancel" }).click();
  release();
  await page.unroute(/\/teachers\?/);
  await page.reload();
  await expect(detail.getByRole("heading", { level: 2 })).toHaveText(`Kim Birch${tag}`);
});
