// Issue 27 "A second game: drawing": a child opens a drawing puzzle, drags the turtle's blocks from the toolbox
// under "when run", runs them and sees the lines drawn over the faint picture and what is still wrong, then the
// loop the puzzle teaches is judged perfect by the server (issue 38); a free drawing is kept, and comes back (lines and blocks) when the child returns. axe passes on the canvas.
// Issue 38: a task that names no direction accepts the picture turned either way — the nonagon turning right
// (the reference turns left) is solved, and turning left too.
import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { dragBlock, openBlocks } from "./support/blockly";
import { cardUrls } from "./support/cards";
import { createTeacher, signInBrowser } from "./support/classroom";

const PASSWORD = "Turtle-Lines-42";

/** A teacher's class with one child, signed in from the printed card in a browser of its own. */
async function classChild(page: Page, browser: Browser, firstName: string) {
  const { username, tag } = await createTeacher(PASSWORD);
  await signInBrowser(page, username, PASSWORD);
  const made = await page.request.post("/api/academics/class", { data: { className: `Turtle ${tag}` } });
  expect(made.status()).toBe(201);
  const classId = (await made.json()).class.id as string;
  const added = await page.request.post(`/api/academics/class/${classId}/student`, {
    data: { student: { firstName, lastName: `Turtle${tag}`, username: `${firstName.toLowerCase()}.${tag}` } },
  });
  expect(added.status()).toBe(201);

  const context = await browser.newContext();
  const kid = await context.newPage();
  await kid.goto((await cardUrls(page, classId))[0]);
  await kid.waitForURL(/\/students$/);
  return { kid, context };
}

test("a child draws by dragging blocks, then keeps a free drawing of their own", async ({ page, browser }) => {
  const { kid, context } = await classChild(page, browser, "Tim");

  // The long box: move forward 100, turn right 90, move forward 100 (the blocks' own numbers), dragged one by one.
  await kid.goto("/students/puzzles/draw-a-corner");
  await expect(kid.getByRole("heading", { name: "A Long Box" })).toBeVisible();
  const drawing = kid.getByRole("img", { name: /^The drawing/ });
  await expect(drawing).toHaveAttribute("data-lines", "0");
  await expect(kid.getByText("Draw over the grey picture.")).toBeVisible();
  await openBlocks(kid);
  await dragBlock(kid, /move\s+forward/);
  await dragBlock(kid, /turn/);
  await dragBlock(kid, /move\s+forward/);
  await kid.getByRole("button", { name: "▶ Run" }).click();
  await expect(drawing).toHaveAttribute("data-lines", "2", { timeout: 20_000 });
  await expect(drawing).toHaveAccessibleName("The drawing: 2 lines drawn");
  // A drawing that is not the picture yet is told what is wrong: the box's long side is 150.
  await expect(kid.getByTestId("puzzle-result")).toHaveText("Not yet.");
  await expect(kid.getByTestId("help-message")).toContainText("A line is too short");
  const axe = await new AxeBuilder({ page: kid })
    .exclude(".blocklySvg")
    .exclude(".blocklyComputeCanvas")
    .exclude(".blocklyWidgetDiv")
    .exclude(".blocklyDropDownDiv")
    .exclude(".blocklyTooltipDiv")
    .analyze();
  expect(axe.violations).toEqual([]);

  // With its loop (kept as a draft), the box is drawn and Perfect.
  const box = repeatDrawing(2, [
    [100, "right", 90],
    [150, "right", 90],
  ]);
  expect(
    (await kid.request.put("/api/users/student/puzzle-drafts/draw-a-corner", { data: { program: box } })).status(),
  ).toBe(204);
  await kid.reload();
  await openBlocks(kid);
  await kid.getByRole("button", { name: "▶ Run" }).click();
  await expect(kid.getByTestId("puzzle-result")).toContainText("Perfect! You solved it!", { timeout: 20_000 });
  await expect(drawing).toHaveAttribute("data-lines", "4");

  // The free drawing at the end of the pack: any line passes and stays the child's own.
  await kid.goto("/students/puzzles/green-free-drawing");
  await expect(kid.getByRole("heading", { name: "My Loop Drawing" })).toBeVisible();
  await openBlocks(kid);
  await dragBlock(kid, /move\s+forward/);
  await dragBlock(kid, /turn/);
  await kid.getByRole("button", { name: "▶ Run" }).click();
  await expect(kid.getByTestId("puzzle-result")).toContainText("Perfect! You solved it!", { timeout: 20_000 });

  await kid.reload();
  await expect(kid.getByText("Your saved drawing. Run your blocks again to change it.")).toBeVisible();
  await expect(kid.getByRole("img", { name: /^The drawing/ })).toHaveAttribute("data-lines", "1");
  // The blocks came back too: run them again and the same drawing passes.
  await openBlocks(kid);
  await expect(kid.locator(".blocklyBlockCanvas [data-id='start']")).toContainText("move forward");
  await kid.getByRole("button", { name: "▶ Run" }).click();
  await expect(kid.getByTestId("puzzle-result")).toContainText("Perfect! You solved it!", { timeout: 20_000 });
  await context.close();
});

/** Blockly JSON of "repeat `times` { move forward s; turn dir d; … }" under "when ▶ run". */
function repeatDrawing(times: number, sides: [steps: number, dir: "left" | "right", degrees: number][]) {
  const num = (n: number) => ({ shadow: { type: "sprout_number", fields: { NUM: n } } });
  const body = sides.reduceRight<Record<string, unknown> | undefined>((next, [steps, dir, degrees]) => {
    const turn = {
      type: "turtle_turn",
      fields: { DIR: dir },
      inputs: { DEGREES: num(degrees) },
      ...(next ? { next: { block: next } } : {}),
    };
    return { type: "turtle_forward", inputs: { STEPS: num(steps) }, next: { block: turn } };
  }, undefined);
  const loop = { type: "sprout_repeat", inputs: { TIMES: num(times), DO: { block: body } } };
  return {
    blocks: {
      languageVersion: 0,
      blocks: [{ type: "sprout_start", id: "start", x: 20, y: 20, next: { block: loop } }],
    },
  };
}

const nonagon = (dir: "left" | "right") => repeatDrawing(9, [[40, dir, 40]]);

test("the nonagon turning either way is accepted", async ({ page, browser }) => {
  const { kid, context } = await classChild(page, browser, "Nia");
  for (const dir of ["right", "left"] as const) {
    // The child's program, kept as a draft: nine sides turning `dir`.
    const kept = await kid.request.put("/api/users/student/puzzle-drafts/draw-a-nonagon", {
      data: { program: nonagon(dir) },
    });
    expect(kept.status(), dir).toBe(204);
    await kid.goto("/students/puzzles/draw-a-nonagon");
    await expect(kid.getByRole("heading", { name: "A Nonagon" })).toBeVisible();
    await openBlocks(kid);
    await expect(kid.locator(".blocklyBlockCanvas [data-id='start']")).toContainText(dir);
    await kid.getByRole("button", { name: "▶ Run" }).click();
    await expect(kid.getByTestId("puzzle-result"), dir).toContainText("Perfect! You solved it!", { timeout: 30_000 });
    await expect(kid.getByRole("img", { name: /^The drawing/ })).toHaveAttribute("data-lines", "9");
  }
  await context.close();
});
