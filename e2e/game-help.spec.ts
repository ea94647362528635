// Issue 23 in the browser: help that names the mistake of the program a child built and escalates to "Show me the
// first block"; a child who signed up alone is told while the parent's consent waits and plays after it; time
// running out warns and keeps the program for next time; a 0-minute day says so.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { withE2eDb } from "./support/db";
import { waitForLinkTo } from "./support/mail";
import { createParent, signInAs, studentIdOf } from "./support/parents";
import { openBlocks } from "./support/blockly";

test.describe.configure({ timeout: 180_000 });

const PASSWORD = "Family-Garden-Path-42";
const CHILD_PASSWORD = "Blue-Kite-Morning-7";
const RUN = { timeout: 30_000 };

/** Blockly JSON of a program under "when ▶ run": `moves` are "move", "left", "right". */
function program(steps: string[]) {
  const block = (s: string) => (s === "move" ? { type: "sprout_move" } : { type: "sprout_turn", fields: { DIR: s } });
  const chain = steps.reduceRight<Record<string, unknown> | undefined>(
    (next, s) => ({ ...block(s), ...(next ? { next: { block: next } } : {}) }),
    undefined,
  );
  return {
    blocks: {
      languageVersion: 0,
      blocks: [{ type: "sprout_start", id: "start", x: 20, y: 20, ...(chain ? { next: { block: chain } } : {}) }],
    },
  };
}

/** A parent and the child they add (born 2017: Grade 4 by age, Green open), the child signed in in its own browser. */
async function familyChild(page: Page, browser: Browser) {
  const parent = await createParent(PASSWORD, "Gale");
  await signInAs(page, parent.username, PASSWORD, "parent");
  const username = `robin-${parent.tag}`;
  const made = await page.request.post("/api/parent/child", {
    data: {
      fullname: "Robin Family",
      username,
      password: CHILD_PASSWORD,
      confirmPassword: CHILD_PASSWORD,
      dob: "2017-03-04",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const childId = ((await made.json()) as { id: string }).id;
  const context = await browser.newContext();
  const kid = await context.newPage();
  await signInAs(kid, username, CHILD_PASSWORD, "student");
  return { childId, kid, context };
}

async function openPuzzle(kid: Page, puzzleId: string) {
  await kid.goto(`/students/puzzles/${puzzleId}`);
  await openBlocks(kid);
}

test("a wrong program gets the help that names its mistake; the third miss offers the first block, and it works", async ({
  page,
  browser,
}) => {
  const { kid, context } = await familyChild(page, browser);
  // The child's program, kept from before: the corner turned the wrong way.
  const kept = await kid.request.put("/api/users/student/puzzle-drafts/turn-the-corner", {
    data: { program: program(["move", "move", "left", "move", "move"]) },
  });
  expect(kept.status()).toBe(204);
  await openPuzzle(kid, "turn-the-corner");
  const run = kid.getByRole("button", { name: "▶ Run" });
  const message = kid.getByTestId("help-message");

  await run.click();
  await expect(message).toHaveText("At step 3 Sprout turned left. Try turning right there.", RUN);
  await expect(kid.getByTestId("help-hint")).toHaveCount(0);
  await expect(run).toBeEnabled(RUN);

  // The second miss: said another way, with the puzzle's hint.
  await run.click();
  await expect(message).toHaveText("Sprout turned the wrong way at step 3: it should turn right.", RUN);
  await expect(kid.getByTestId("help-hint")).toContainText("At the corner, look where the path goes");
  await expect(kid.getByRole("button", { name: "Show me the first block" })).toHaveCount(0);
  await expect(run).toBeEnabled(RUN);

  // The third miss offers the first block; it goes under "when ▶ run", so the program now bumps at step 3.
  await run.click();
  await expect(message).toHaveText("At step 3 Sprout turned left. Try turning right there.", RUN);
  await kid.getByRole("button", { name: "Show me the first block" }).click();
  await expect(kid.getByText('The first block is now right under "when ▶ run".')).toBeVisible();
  await expect(run).toBeEnabled(RUN);
  await run.click();
  await expect(message).toHaveText("Oops! Sprout bumped into a wall at step 3.", RUN);
  await context.close();
});

test("a child who signed up alone is told the parent has not said yes, then plays once they do", async ({
  page,
  browser,
}) => {
  const parent = await createParent(PASSWORD, "Cam");
  const username = `solo-${parent.tag}`;
  const signup = await page.request.post("/api/auth/registration/", {
    data: {
      role: "student",
      username,
      firstname: "Sky",
      lastname: "Solo",
      password1: CHILD_PASSWORD,
      password2: CHILD_PASSWORD,
      terms: true,
      grade: "Grade 3",
      dob: `${new Date().getUTCFullYear() - 9}-03-04`,
      parentEmail: parent.email,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  const context = await browser.newContext();
  const kid = await context.newPage();
  const signIn = async () => {
    await kid.goto("/login");
    await kid.getByLabel("Username").fill(username);
    await kid.getByLabel("Password", { exact: true }).fill(CHILD_PASSWORD);
    await kid.getByRole("button", { name: "Sign in", exact: true }).click();
  };
  await signIn();
  await expect(kid.getByText("Your parent has not said yes yet.", { exact: false })).toBeVisible();

  const key = new URL(await waitForLinkTo(parent.email)).pathname.split("/").pop();
  await signInAs(page, parent.username, PASSWORD, "parent");
  expect((await page.request.post("/api/parent/consent", { data: { key } })).status()).toBe(200);

  await signIn();
  await kid.waitForURL(/\/students$/);
  // A 3rd grader: Green is open, Yellow says how it opens.
  await expect(kid.locator('[data-testid="path-pack"][data-locked="true"]').first()).toContainText(
    "Yellow puzzles open in Grade 5, or sooner when your teacher or parent says so.",
  );
  await kid.getByRole("link", { name: "Play First Steps" }).click();
  await kid.waitForURL(/\/students\/puzzles\/first-steps/);
  // Run pressed before the blocks have opened: they open and the (empty) program runs (decision 250).
  await expect(kid.getByRole("button", { name: "Start building" })).toBeVisible();
  await kid.getByRole("button", { name: "▶ Run" }).click();
  await expect(kid.getByTestId("help-message")).toHaveText(
    'Nothing is built yet. Drag a block under "when ▶ run" to start.',
    RUN,
  );
  await context.close();
});

test("time running out warns, keeps the program for next time, and a 0-minute day says so", async ({
  page,
  browser,
}) => {
  const { childId, kid, context } = await familyChild(page, browser);
  const setLimit = (value: string) =>
    withE2eDb(async (c) => {
      await c.query(`DELETE FROM parent_time_limit WHERE child_id = $1`, [childId]);
      for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
        await c.query(
          `INSERT INTO parent_time_limit (id, child_id, day_of_the_week, time_limit, set_by_id, updated_at)
           VALUES (gen_random_uuid(), $1, $2, $3, NULL, now())`,
          [childId, day, value],
        );
    });
  const studentId = await studentIdOf(childId);
  const useSeconds = (seconds: number) =>
    withE2eDb((c) => c.query(`UPDATE screen_time_day SET seconds = $2 WHERE student_id = $1`, [studentId, seconds]));

  // One minute a day: the warning shows at once.
  await setLimit("00:01:00");
  await openPuzzle(kid, "first-steps");
  await expect(kid.getByTestId("time-warning")).toHaveText(
    "Less than a minute of coding left! Sprout will keep your program for tomorrow.",
  );
  for (let i = 0; i < 2; i++) await kid.getByRole("button", { name: "Add “move forward”" }).click();

  // The minute is used up (by another tab, say) as the child runs: the program is kept and the stop screen says so.
  const dayRows = () =>
    withE2eDb(
      async (c) => (await c.query(`SELECT 1 FROM screen_time_day WHERE student_id = $1`, [studentId])).rowCount,
    );
  await expect.poll(dayRows).toBe(1);
  await useSeconds(60);
  await kid.getByRole("button", { name: "▶ Run" }).click();
  await expect(kid.getByRole("heading", { name: "Time to rest!" })).toBeVisible(RUN);
  await expect(kid.getByText("Your program is saved. It will be waiting for you next time.")).toBeVisible();

  // Next time (the day's seconds start again): the program is back in the editor, two steps of three.
  await setLimit("00:05:00");
  await useSeconds(0);
  await openPuzzle(kid, "first-steps");
  await kid.getByRole("button", { name: "▶ Run" }).click();
  await expect(kid.getByTestId("help-message")).toHaveText("Almost! Sprout needs one more step.", RUN);

  // A day with no coding time at all is not "Great work!".
  await setLimit("00:00:00");
  await kid.reload();
  await expect(kid.getByRole("heading", { name: "No coding time today" })).toBeVisible();
  await expect(kid.getByText("There is no coding time today.")).toBeVisible();
  await expect(kid.getByText("Ask your teacher or parent when you can play again.")).toBeVisible();
  await expect(kid.getByText("Great work!")).toHaveCount(0);
  await context.close();
});
