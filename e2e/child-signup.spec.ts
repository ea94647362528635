// Issue 40 "every child plays", in the browser at a laptop's and a phone's size: an 8-year-old signs up alone with
// his parent's e-mail and no address of his own, is shown his username before and after, the parent says yes from
// the mailed link, and the child signs in by that username and solves his first puzzle.
import { expect, test, type Browser } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { dragBlock, openBlocks } from "./support/blockly";
import { waitForLinkTo } from "./support/mail";
import { createParent, signInAs } from "./support/parents";

test.describe.configure({ timeout: 180_000 });

const PARENT_PASSWORD = "Family-Garden-Path-42";
const CHILD_PASSWORD = "Blue-Kite-Morning-7";
const eightYearsAgo = `${new Date().getUTCFullYear() - 8}-03-04`;

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} an 8-year-old with no e-mail of his own signs up, his parent says yes, and he plays`, async ({
    browser,
  }) => {
    const parent = await createParent(PARENT_PASSWORD, "Gale");
    const { context, page: kid } = await newPage(browser, viewport);

    // Step 1: his birthday first; the address asked is then his parent's, and he is told why.
    await kid.goto("/signup/student");
    await kid.getByLabel("First name").fill("Robin");
    await kid.getByLabel("Date of birth").fill(eightYearsAgo);
    const parentEmail = kid.getByLabel("Your parent's or guardian's e-mail");
    await expect(parentEmail).toBeVisible();
    await expect(kid.getByText("you do not need an e-mail of your own", { exact: false })).toBeVisible();
    await expect(kid.getByLabel("Email", { exact: true })).toHaveCount(0);
    await parentEmail.fill(parent.email);
    await kid.getByRole("button", { name: "Next" }).click();

    // Step 2: the username he will use, in large letters, before anything is made.
    const card = kid.getByTestId("child-username");
    await expect(card).toContainText("Write it down");
    const username = (await card.locator("p").nth(1).textContent())!.trim();
    expect(username).toMatch(/^robin\d{3}$/);
    await expect(card).toBeInViewport();
    await expectNoAxeViolations(kid);
    await kid.getByLabel("Password", { exact: true }).fill(CHILD_PASSWORD);
    await kid.getByLabel("Confirm password").fill(CHILD_PASSWORD);
    await kid.getByRole("button", { name: "Next" }).click();

    await kid.getByLabel("Grade").selectOption("Grade 3");
    await kid.getByLabel("I accept the", { exact: false }).check();
    await kid.getByRole("button", { name: "Create account" }).click();

    // After: the same username, and the wait for the parent said plainly.
    const done = kid.getByTestId("child-signed-up");
    await expect(done.getByRole("status")).toHaveText(
      "We sent your parent an e-mail. You can sign in once they say yes.",
    );
    await expect(done.getByTestId("child-username")).toContainText(username);
    await expectNoAxeViolations(kid);

    // The parent opens the mailed link, signed in, and says yes; the page repeats how the child signs in.
    const mail = await waitForLinkTo(parent.email);
    const { context: home, page: grownUp } = await newPage(browser, viewport);
    await signInAs(grownUp, parent.username, PARENT_PASSWORD, "parent");
    await grownUp.goto(new URL(mail).pathname);
    await expect(grownUp.getByRole("heading", { name: "Confirm Robin's account" })).toBeVisible();
    await grownUp.getByRole("button", { name: "I agree: open my child's account" }).click();
    await expect(grownUp.getByTestId("consent-username")).toContainText(username);
    const cardLink = grownUp.getByRole("link", { name: "Print Robin's login card (PDF)" });
    const pdf = await grownUp.request.get((await cardLink.getAttribute("href"))!);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    await expectNoAxeViolations(grownUp);
    await home.close();

    // Robin signs in by his username and walks Sprout to the flag.
    await done.getByRole("link", { name: "Go to sign in" }).click();
    await kid.waitForURL(/\/login$/);
    await kid.getByLabel("Username").fill(username);
    await kid.getByLabel("Password", { exact: true }).fill(CHILD_PASSWORD);
    await kid.getByRole("button", { name: "Sign in", exact: true }).click();
    await kid.waitForURL(/\/students$/);
    await kid.goto("/students/puzzles/first-steps");
    await openBlocks(kid);
    for (let i = 0; i < 3; i++) await dragBlock(kid, /move\s+forward/);
    const sent = kid.waitForResponse(
      (r) => r.url().includes("/api/users/student/puzzle-attempts") && r.request().method() === "POST",
    );
    await kid.getByRole("button", { name: "▶ Run" }).click();
    expect(await (await sent).json()).toMatchObject({ solved: true });
    await context.close();
  });
}
