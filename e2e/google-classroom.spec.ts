// Issue 42: a teacher imports a Google Classroom course from the add-class page and finds the class with its
// students; "Sync with Classroom" then shows who was added, renamed, and who left (kept until removed by hand).
// Google is the stand-in (e2e/support/serve.mjs) reached through googleapis; only Google's browser script is replaced.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createTeacher } from "./support/classroom";
import { googleAnswersWith, googleToken, type ClassroomCourse } from "./support/google";
import { signInAs } from "./support/parents";

const PASSWORD = "Maple-Harbor-Kite-2033";

test("a teacher imports a Google Classroom course and sees the class with its students, then syncs it", async ({
  page,
}) => {
  const { username, tag } = await createTeacher(PASSWORD);
  await signInAs(page, username, PASSWORD, "teacher");
  const kid = (givenName: string, familyName: string) => ({
    userId: `1${Math.floor(Math.random() * 1e12)}`,
    givenName,
    familyName,
  });
  const ada = kid("Ada", `Lovelace${tag}`);
  const alan = kid("Alan", `Turing${tag}`);
  const grace = kid("Grace", `Hopper${tag}`);
  const course: ClassroomCourse = {
    id: `${Date.now()}${randomUUID().slice(0, 4).replace(/\D/g, "7")}`,
    name: `Coding ${tag}`,
    section: "Period 2",
    students: [ada, alan, grace],
  };
  const other: ClassroomCourse = { id: `${course.id}9`, name: `Art ${tag}`, students: [kid("Bo", "Brush")] };
  await googleAnswersWith(page, await googleToken(page.request, { classroom: [course, other] }));

  await page.goto("/teachers/addClass");
  const box = page.getByTestId("google-classroom");
  await box.getByRole("button", { name: "Connect Google Classroom" }).click();
  await expect(box.getByText(`Coding ${tag} · Period 2 — 3 students`)).toBeVisible();
  await expect(box.getByText(`Art ${tag} — 1 student`)).toBeVisible();
  await box.getByRole("checkbox", { name: new RegExp(`Coding ${tag}`) }).check();
  await box.getByRole("button", { name: "Import 1 course" }).click();
  const done = page.getByTestId("classroom-imported");
  await expect(done).toContainText(`Coding ${tag} (Period 2) with 3 students`);

  await done.getByRole("link", { name: "See your classes" }).click();
  await expect(page.getByRole("heading", { name: `Coding ${tag} (Period 2)` })).toBeVisible();
  const roster = page.getByTestId("roster");
  for (const name of [`Ada Lovelace${tag}`, `Alan Turing${tag}`, `Grace Hopper${tag}`]) {
    await expect(roster).toContainText(name);
  }

  // The course changed in Classroom: one joined, one was renamed, one left.
  course.students = [ada, { ...alan, givenName: "Alan M." }, kid("Katherine", `Johnson${tag}`)];
  await googleAnswersWith(page, await googleToken(page.request, { classroom: [course] }));
  await page.reload(); // Google's script is loaded once a page: the new answer is read by a fresh page.
  const sync = page.getByTestId("classroom-sync");
  await sync.getByRole("button", { name: "Sync with Classroom" }).click();
  await expect(sync).toContainText(`Added (1)`);
  await expect(sync).toContainText(`Katherine Johnson${tag}`);
  await expect(sync).toContainText(`Alan Turing${tag} → Alan M. Turing${tag}`);
  await expect(sync).toContainText("No longer in the Classroom course (1)");
  await expect(sync).toContainText("They are still in this class with their work.");
  await expect(roster).toContainText(`Katherine Johnson${tag}`);
  await expect(roster).toContainText(`Grace Hopper${tag}`);

  // Removing the one who left is the teacher's own explicit step.
  await sync.getByRole("button", { name: "Remove Grace" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(sync).toContainText("Removed");
  await expect(roster).not.toContainText(`Grace Hopper${tag}`);
});
