// Issue 28, the teacher's everyday: unsaved notes are guarded and a note that failed to load cannot be saved
// over; the chosen class and student survive a reload; one choice sets Monday-Friday screen time; units and due
// dates are on the schedule; a student's parent is one click from a conversation; Google sign-in and Calendar.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { createTeacher } from "./support/classroom";
import { withE2eDb } from "./support/db";
import { googleAnswersWith, googleToken } from "./support/google";
import { createParent, signInAs } from "./support/parents";

const PASSWORD = "Orchard-Lantern-Bay-2032";

async function teacherWithClasses(page: Page, names: string[]) {
  const { username, tag } = await createTeacher(PASSWORD);
  await signInAs(page, username, PASSWORD, "teacher");
  const classes: { id: string; name: string }[] = [];
  for (const name of names) {
    const res = await page.request.post("/api/academics/class/", { data: { className: `${name} ${tag}` } });
    expect(res.status()).toBe(201);
    classes.push({ id: ((await res.json()) as { class: { id: string } }).class.id, name: `${name} ${tag}` });
  }
  return { username, tag, classes };
}

async function addStudent(page: Page, classId: string, firstName: string, tag: string) {
  const res = await page.request.post(`/api/academics/class/${classId}/student`, {
    data: {
      student: { firstName, lastName: `Kid${tag}`, username: `${firstName.toLowerCase()}-${tag}`, dob: "2017-04-05" },
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; student_id: string; fullName: string };
}

test("unsaved notes ask before leaving, and a note that failed to load is never saved over", async ({ page }) => {
  await teacherWithClasses(page, ["Owls"]);
  await page.request.put("/api/academics/notes", { data: { text: "<p>Bring the robots</p>" } });

  // The server cannot read the note: the page says so and offers no editor or Save that could overwrite it.
  await page.route("**/api/academics/notes", (route) =>
    route.request().method() === "GET" ? route.fulfill({ status: 503, body: "{}" }) : route.fallback(),
  );
  await page.goto("/teachers/notes");
  await expect(page.getByTestId("notes-load-error")).toContainText("could not be loaded");
  await expect(page.getByRole("button", { name: "Save notes" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Notes" })).toHaveCount(0);
  await page.unroute("**/api/academics/notes");
  await page.getByRole("button", { name: "Try again" }).click();
  const editor = page.getByRole("textbox", { name: "Notes" });
  await expect(editor).toContainText("Bring the robots");

  // Typing without saving: a link away asks first; staying keeps the words.
  await editor.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" and the batteries");
  await expect(page.getByRole("status").filter({ hasText: "Not saved yet." })).toBeVisible();
  await page.getByRole("link", { name: "Schedule" }).first().click();
  const dialog = page.getByTestId("confirm-dialog");
  await expect(dialog).toContainText("Leave without saving?");
  await dialog.getByRole("button", { name: "Stay on this page" }).click();
  await expect(page).toHaveURL(/\/teachers\/notes$/);
  await expect(editor).toContainText("Bring the robots and the batteries");

  // Saved, the same link leaves at once, and the words are kept.
  await page.getByRole("button", { name: "Save notes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.getByRole("link", { name: "Schedule" }).first().click();
  await expect(page).toHaveURL(/\/teachers\/schedule$/);
  await page.goto("/teachers/notes");
  await expect(page.getByRole("textbox", { name: "Notes" })).toContainText("Bring the robots and the batteries");
});

test("the chosen class and student stay chosen after a reload, and one choice sets every weekday", async ({ page }) => {
  const { tag, classes } = await teacherWithClasses(page, ["Owls", "Foxes"]);
  await addStudent(page, classes[1].id, "Ada", tag);
  const linus = await addStudent(page, classes[1].id, "Linus", tag);

  await page.goto("/teachers");
  await page.getByRole("tab", { name: classes[1].name }).click();
  await page
    .getByTestId("roster")
    .getByRole("button", { name: new RegExp(`Linus Kid${tag}`) })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`class=${classes[1].id}.*student=${linus.id}|student=${linus.id}.*class=${classes[1].id}`),
  );
  await page.reload();
  await expect(page.getByRole("tab", { name: classes[1].name })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("roster").getByRole("button", { name: new RegExp(`Linus Kid${tag}`) })).toHaveAttribute(
    "aria-current",
    "true",
  );

  // Class settings: "Same for every weekday" sets Monday to Friday at once; the weekend stays as it was.
  // Scoped to the class panel: the chosen student's own week (below it) has the same controls.
  const settings = page.locator("details", { hasText: "Class settings (all students)" });
  await settings.getByText("Class settings (all students)").click();
  const same = settings.getByTestId("same-every-weekday");
  await same.getByLabel("Same for every weekday: limit").selectOption("limit");
  await same.getByLabel("Same for every weekday: hours").selectOption("1");
  await same.getByLabel("Same for every weekday: minutes").selectOption("30");
  await same.getByRole("button", { name: "Set Monday to Friday" }).click();
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) {
    await expect(settings.getByLabel(`${day}: hours`)).toHaveValue("1");
    await expect(settings.getByLabel(`${day}: minutes`)).toHaveValue("30");
  }
  await expect(settings.getByLabel("Saturday: limit")).toHaveValue("none");
  await settings.getByRole("button", { name: "Save screen time for the class" }).click();
  await expect(page.getByText("Screen time saved for every student of the class.")).toBeVisible();
  await expectNoAxeViolations(page);

  // The child's own week shows what the class set.
  await page.reload();
  const week = page.getByTestId("time-limit-Wednesday").last();
  await expect(week.getByLabel("Wednesday: hours")).toHaveValue("1");
  await expect(week.getByLabel("Wednesday: minutes")).toHaveValue("30");
});

test("units and due dates are on the schedule, and a student's parent is one click from a conversation", async ({
  page,
}) => {
  const { tag, classes } = await teacherWithClasses(page, ["Herons"]);
  const noor = await addStudent(page, classes[0].id, "Noor", tag);
  const code = await page.request.post(`/api/academics/class/${classes[0].id}/student/${noor.id}/family`);
  const parent = await createParent(PASSWORD, "Lee");
  const parentContext = await page.context().browser()!.newContext();
  const parentPage = await parentContext.newPage();
  await signInAs(parentPage, parent.username, PASSWORD, "parent");
  const linked = await parentPage.request.post("/api/parent/child/link", {
    data: { code: ((await code.json()) as { code: string }).code },
  });
  expect(linked.status()).toBe(200);
  await parentContext.close();

  // A unit running from today to a week later, with an assignment due in three days.
  const day = (offset: number) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  };
  const parentId = await withE2eDb(async (db) => {
    const unitId = randomUUID();
    await db.query(
      `INSERT INTO unit (id, class_id, title, standard, level, grades, is_current, start_date, end_date, updated_at)
       VALUES ($1, $2, $3, 'CSTA', 'Green', '{1}', true, $4, $5, now())`,
      [unitId, classes[0].id, `Loops ${tag}`, day(0), day(7)],
    );
    await db.query(
      `INSERT INTO assignment (id, unit_id, title, start_date, end_date, number, skills, updated_at)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, 1, '{}', now())`,
      [unitId, `Dance loop ${tag}`, day(0), day(3)],
    );
    return (await db.query<{ id: string }>(`SELECT id FROM "user" WHERE username = $1`, [parent.username])).rows[0].id;
  });
  await page.goto("/teachers/schedule");
  await page.getByRole("button", { name: "Month", exact: true }).click();
  const dates = page.getByTestId("coursework-date");
  await expect(dates.filter({ hasText: `Unit starts: Loops ${tag} · ${classes[0].name}` })).toBeVisible();
  await expect(dates.filter({ hasText: `Due: Dance loop ${tag} · ${classes[0].name}` })).toBeVisible();
  await dates.filter({ hasText: "Due:" }).click();
  await expect(page).toHaveURL(/\/teachers\/curriculum$/);

  // From Noor's family links to the conversation with her parent.
  await page.goto(`/teachers?class=${classes[0].id}&student=${noor.id}`);
  await page.getByRole("link", { name: `Message ${parent.fullName}` }).click();
  await expect(page).toHaveURL(/\/teachers\/messages\?/);
  await expect(page.getByLabel("Start a conversation")).toHaveValue(`${parentId}|${noor.student_id}`);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`about Noor Kid${tag}`) })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a teacher continues with Google, and connects Google Calendar in words a teacher reads", async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  const email = `google-${tag}@school.test`;
  const signInToken = await googleToken(page.request, {
    identity: { sub: `g-${tag}`, email, given_name: "Gia", family_name: `Google${tag}` },
  });
  await googleAnswersWith(page, signInToken);
  await page.goto("/login/teacher");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/\/teachers$/);

  await page.goto("/teachers/schedule");
  const card = page.getByTestId("google-calendar");
  await expect(card).toContainText("Connect your Google account once");
  await expect(card).not.toContainText("GOOGLE_CLIENT_ID");
  await page.unrouteAll();
  await googleAnswersWith(page, await googleToken(page.request, { calendar: true }));
  await card.getByRole("button", { name: "Connect Google Calendar" }).click();
  await expect(card).toContainText("Connected: the events you add or change here are copied to your Google Calendar.");
  await expectNoAxeViolations(page);
});

test("a parent who continues with Google on the teacher page is asked before the teacher role is added", async ({
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const identity = { sub: `g-${tag}`, email: `family-${tag}@home.test`, given_name: "Pia", family_name: `Home${tag}` };
  const first = await browser.newContext();
  const parentPage = await first.newPage();
  await googleAnswersWith(parentPage, await googleToken(parentPage.request, { identity }));
  await parentPage.goto("/login/parent");
  await parentPage.getByRole("button", { name: "Continue with Google" }).click();
  await expect(parentPage).toHaveURL(/\/parents$/);
  await first.close();

  const second = await browser.newContext();
  const page = await second.newPage();
  await googleAnswersWith(page, await googleToken(page.request, { identity }));
  await page.goto("/login/teacher");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  const dialog = page.getByTestId("confirm-dialog");
  await expect(dialog).toContainText("Add the teacher role to your account?");
  await expect(dialog).toContainText("Everything your account already has stays as it is.");
  await dialog.getByRole("button", { name: "Add the teacher role" }).click();
  await expect(page).toHaveURL(/\/teachers$/);
  await second.close();
});
