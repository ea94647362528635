// Issue 28 (docs/decisions/197): no browser dialogs. A teacher edits a comment in place (no window.prompt) and
// deletes it only after the kit's confirmation (Cancel keeps it). Axe on the editing state.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { signInAs } from "./support/parents";

const DEMO_PASSWORD = "Sprout-demo-2026";

test("a comment is edited in place and deleted after the kit's confirmation, never a browser dialog", async ({
  page,
}) => {
  const browserDialogs: string[] = [];
  page.on("dialog", (d) => {
    browserDialogs.push(d.type());
    void d.dismiss();
  });
  const text = `Loops going well ${randomUUID().slice(0, 4)}`;
  await signInAs(page, "teacher@demo.sprout.school", DEMO_PASSWORD, "teacher");
  await page.goto("/teachers");
  await page
    .getByTestId("roster")
    .getByRole("button", { name: /Leo Martin/ })
    .click();
  const detail = page.getByTestId("student-detail");
  await detail.getByLabel("New comment").fill(text);
  await detail.getByRole("button", { name: "Add comment" }).click();
  const item = detail.getByRole("listitem").filter({ hasText: text });
  await expect(item).toBeVisible();

  await item.getByRole("button", { name: "Edit" }).click();
  const field = detail.getByLabel("Edit comment");
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(text);
  await expectNoAxeViolations(page);
  await field.fill(`${text}, now nested loops`);
  await detail.getByRole("button", { name: "Save comment" }).click();
  const edited = detail.getByRole("listitem").filter({ hasText: `${text}, now nested loops` });
  await expect(edited).toBeVisible();

  await edited.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this comment?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(edited).toBeVisible();
  await edited.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete comment" }).click();
  await expect(edited).toHaveCount(0);
  expect(browserDialogs).toEqual([]);
});
