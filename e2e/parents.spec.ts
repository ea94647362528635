import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { createTeacher } from "./support/classroom";
import { waitForLinkTo } from "./support/mail";
import { createParent, recordProgress, signInAs } from "./support/parents";
import { unitShareText } from "./support/unit-shares";

// Each test walks several pages and browsers on a machine shared with other builds.
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "Family-Garden-Path-42";
const CHILD_PASSWORD = "Blue-Kite-Morning-7";

test("a parent adds a child who signs in, changes the child's password, and deleting the child empties the page", async ({
  page,
  browser,
}) => {
  const parent = await createParent(PASSWORD, "Dana");
  await signInAs(page, parent.username, PASSWORD, "parent");
  await page.goto("/parents");
  await expect(page.getByTestId("no-children")).toBeVisible();

  const username = `robin-${parent.tag}`;
  await page.getByRole("button", { name: "Add child" }).click();
  const modal = page.getByTestId("add-child-modal");
  await modal.getByLabel("Full name").fill("Robin Family");
  await modal.getByLabel("Username").fill(username);
  await modal.getByLabel("Password", { exact: true }).fill(CHILD_PASSWORD);
  await modal.getByLabel("Confirm password").fill(CHILD_PASSWORD);
  await modal.getByLabel("Date of birth").fill("2017-03-04");
  await modal.getByRole("button", { name: "Add child" }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId("parents-notice")).toContainText(`can now sign in with the username ${username}`);
  await expect(page.getByRole("heading", { name: "Robin Family" })).toBeVisible();

  await page.getByLabel("New password", { exact: true }).fill("Green-Owl-Evening-9");
  await page.getByLabel("Confirm new password").fill("Green-Owl-Evening-9");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Robin Family's password was changed.")).toBeVisible();

  // The child signs in at /login with the username and the new password, and lands on the student page.
  const child = await browser.newContext();
  const childPage = await child.newPage();
  await childPage.goto("/login");
  await childPage.getByLabel("Username").fill(username);
  await childPage.getByLabel("Password", { exact: true }).fill("Green-Owl-Evening-9");
  await childPage.getByRole("button", { name: "Sign in", exact: true }).click();
  await childPage.waitForURL(/\/students$/);
  await expect(childPage.getByTestId("signed-in-user")).toContainText("Robin Family");
  await child.close();

  // A child the family made has no class: it is deleted, and the page falls back to the empty child.
  await page.getByRole("button", { name: "Delete child" }).click();
  await page
    .getByRole("dialog", { name: "Delete Robin Family?" })
    .getByRole("button", { name: "Delete child" })
    .click();
  await expect(page.getByTestId("parents-notice")).toContainText(
    "Robin Family's account and everything in it were deleted.",
  );
  await expect(page.getByTestId("no-children")).toBeVisible();
});

test("a parent links a teacher's student by family code, sees the class's progress, and the stricter limit shows on both dashboards", async ({
  page,
  browser,
}) => {
  const { username: teacher, tag } = await createTeacher(PASSWORD);
  await signInAs(page, teacher, PASSWORD, "teacher");
  const klass = await page.request.post("/api/academics/class/", {
    data: { className: `Foxes ${tag}`, color: "green" },
  });
  expect(klass.status()).toBe(201);
  const classId = ((await klass.json()) as { class: { id: string } }).class.id;
  const added = await page.request.post(`/api/academics/class/${classId}/student`, {
    data: {
      student: {
        firstName: "Mia",
        lastName: `Fox${tag}`,
        username: `mia-${tag}`,
        dob: "2016-02-03",
        timeLimits: [{ dayOfTheWeek: "Monday", timeLimit: 2 }],
      },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  await recordProgress(((await added.json()) as { id: string }).id);

  await page.goto("/teachers");
  const detail = page.getByTestId("student-detail");
  await expect(detail.getByRole("heading", { name: `Mia Fox${tag}` })).toBeVisible();
  await expect(detail.getByTestId("applies-Monday")).toContainText("2 h");
  await expect(detail.getByTestId("applies-Monday")).toContainText("Teacher");
  await detail.getByRole("button", { name: "Show family code" }).click();
  const code = (await detail.getByTestId("family-code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  const family = await browser.newContext();
  const parentPage = await family.newPage();
  const parent = await createParent(PASSWORD, "Lee");
  await signInAs(parentPage, parent.username, PASSWORD, "parent");
  await parentPage.goto("/parents");
  await parentPage.getByLabel("Family code").fill(code.toLowerCase());
  await parentPage.getByRole("button", { name: "Link child" }).click();
  await expect(parentPage.getByTestId("parents-notice")).toContainText(`Mia Fox${tag} is now linked to your account.`);
  await expect(parentPage.getByTestId("child-classroom")).toContainText(`Foxes ${tag}`);
  await expect(parentPage.getByTestId("progress-current")).toContainText("Loops");
  await expect(
    parentPage
      .getByTestId("topic-chart")
      .getByRole("row", { name: "Loop the Loop 3 of 6 Loop the Loop puzzles (50%)" }),
  ).toBeAttached();
  await expect(
    parentPage.getByTestId("skill-chart").getByRole("row", { name: "Repeating steps with loops level 1" }),
  ).toBeAttached();

  // The parent limits Monday to 1 hour: stricter than the class's 2 hours, so the parent's limit applies.
  await parentPage.getByTestId("time-limit-Monday").getByLabel("Monday: limit").selectOption("limit");
  await expect(parentPage.getByTestId("time-limit-Monday").getByLabel("Monday: hours")).toHaveValue("1");
  await parentPage.getByRole("button", { name: "Save screen time" }).click();
  await expect(parentPage.getByText(`Screen time saved for Mia Fox${tag}.`)).toBeVisible();
  const applies = parentPage.getByTestId("child-effective-limits").getByTestId("applies-Monday");
  await expect(applies).toContainText("1 h");
  await expect(applies).toContainText(`Parent (${parent.fullName})`);

  // The teacher's view shows the same: Monday 1 h, set by the parent, and who is linked.
  await page.reload();
  await expect(detail.getByTestId("applies-Monday")).toContainText("1 h");
  await expect(detail.getByTestId("applies-Monday")).toContainText(`Parent (${parent.fullName})`);
  const links = detail.getByTestId("family-links");
  await expect(links).toContainText(parent.email);
  await links.getByRole("button", { name: `Unlink ${parent.fullName}` }).click();
  await page
    .getByRole("dialog", { name: `Unlink ${parent.fullName} from Mia Fox${tag}?` })
    .getByRole("button", { name: "Unlink" })
    .click();
  await expect(links).toContainText(`No parent is linked to Mia Fox${tag} yet.`);

  await parentPage.reload();
  await expect(parentPage.getByTestId("no-children")).toBeVisible();
  await family.close();
});

test("a friend request sent by one parent is accepted by another and both children list the friend", async ({
  page,
  browser,
}) => {
  const [a, b] = [await createParent(PASSWORD, "Ari"), await createParent(PASSWORD, "Bo")];
  const kidA = { fullname: "Ana Apple", username: `ana-${a.tag}` };
  const kidB = { fullname: "Ben Berry", username: `ben-${b.tag}` };
  const other = await browser.newContext();
  const pageB = await other.newPage();
  for (const [p, parent, kid] of [
    [page, a, kidA],
    [pageB, b, kidB],
  ] as const) {
    await signInAs(p, parent.username, PASSWORD, "parent");
    const res = await p.request.post("/api/parent/child/", {
      data: { ...kid, password: CHILD_PASSWORD, confirmPassword: CHILD_PASSWORD, dob: "2016-06-01" },
    });
    expect(res.status()).toBe(201);
  }

  await page.goto("/parents");
  await page.getByLabel("Friend's username or parent's e-mail").fill(kidB.username);
  await page.getByRole("button", { name: "Send friend request" }).click();
  await expect(page.getByText(`Friend request sent to ${kidB.username}.`)).toBeVisible();
  await expect(page.getByTestId("outgoing-requests")).toContainText("Waiting for an answer");

  // Bo has the page open twice; the second tab still offers the request after the first accepted it.
  const staleB = await other.newPage();
  await staleB.goto("/parents");
  await pageB.goto("/parents");
  const request = pageB.getByTestId(`friend-request-${kidA.username}`);
  await expect(request).toContainText("Ana Apple");
  await request.getByRole("button", { name: "Accept" }).click();
  await expect(pageB.getByTestId("child-friends")).toContainText(`Ana Apple (${kidA.username})`);

  // A failed accept shows the server's answer.
  await staleB.getByTestId(`friend-request-${kidA.username}`).getByRole("button", { name: "Accept" }).click();
  await expect(staleB.getByTestId(`friend-request-${kidA.username}`).getByRole("alert")).toContainText(
    "This friend request was already accepted.",
  );
  await other.close();

  await page.reload();
  await expect(page.getByTestId("child-friends")).toContainText(`Ben Berry (${kidB.username})`);
});

test("a signed-out parent opens the mailed link, signs in, returns to the consent naming the child; a used link says why", async ({
  page,
}) => {
  const parent = await createParent(PASSWORD, "Cam");
  const username = `young-${parent.tag}`;
  const signup = await page.request.post("/api/auth/registration/", {
    data: {
      role: "student",
      username,
      firstname: "Sky",
      lastname: "Young",
      password1: CHILD_PASSWORD,
      password2: CHILD_PASSWORD,
      terms: true,
      grade: "Grade 3",
      dob: `${new Date().getUTCFullYear() - 9}-03-04`,
      parentEmail: parent.email,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const link = new URL(await waitForLinkTo(parent.email));
  expect(link.pathname).toMatch(/^\/parents\/consent\//);

  // Signed out, the link leads to the parent's sign-in, which returns to the consent naming the child.
  await page.goto(link.pathname);
  await expect(page).toHaveURL(/\/login\/parent\?next=%2Fparents%2Fconsent%2F/);
  await page.getByLabel("Email or username").fill(parent.username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(link.pathname);
  await expect(page.getByRole("heading", { name: "Confirm Sky Young's account" })).toBeVisible();
  await expect(page.getByTestId("consent-child")).toContainText("Sky Young signed up for Sprout");
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await page.getByRole("button", { name: "I agree: open my child's account" }).click();
  await expect(page.getByText("Sky Young's account is open and linked to yours.")).toBeVisible();
  await page.getByRole("link", { name: "See Sky on your dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Sky Young" })).toBeVisible();

  // The link works once: opened again, the page (a tab the script did not open stays open) says why.
  await page.goto(link.pathname);
  await page.getByRole("button", { name: "I agree: open my child's account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "invalid" })).toContainText(
    "This consent link is invalid or has expired.",
  );
});

test("the demo parent's child shows real data, and /parents has no axe violations", async ({ page }) => {
  await signInAs(page, "parent@demo.sprout.school", "Sprout-demo-2026", "parent");
  await page.goto("/parents");
  // The overview shows every child with the server's figures first; choosing Sam's card shows Sam below.
  await expect(page.getByTestId("child-card-demo.student")).toContainText("Grade 3 Coders");
  await expect(page.getByTestId("child-card-demo.student")).toContainText("Current unit: Loops");
  await expect(page.getByTestId("child-card-demo.sibling")).toBeVisible();
  await page.getByRole("button", { name: "Show Sam Student" }).click();
  await expect(page.getByRole("button", { name: "Show Sam Student" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("child-classroom")).toContainText("Grade 3 Coders");
  // Sam's figures were played through the attempt path by the seed (docs/decisions/160).
  await expect(page.getByTestId("progress-current")).toHaveText(
    `Current unit: Loops · level 1 · ${unitShareText("Loops", 2, ["Green"])}`, // Sam's parent keeps Grade 3 Green
  );
  await expect(page.getByTestId("child-friends")).toContainText("Riley Student");
  const limits = page.getByTestId("child-effective-limits");
  await expect(limits.getByTestId("applies-Saturday")).toContainText("2 h");
  await expect(limits.getByTestId("applies-Saturday")).toContainText("Teacher (Tom Teacher)");
  await expect(limits.getByTestId("applies-Monday")).toContainText("1 h 30 min");
  await expect(limits.getByTestId("applies-Monday")).toContainText("Parent (Pat Parent)");

  const skills = page.getByTestId("skill-chart");
  await skills.getByRole("button", { name: "Show as table" }).click();
  await expect(skills.getByRole("row", { name: "Putting steps in order level 1" })).toBeVisible();

  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
