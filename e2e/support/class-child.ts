// A signed-in teacher's Grade 1 class with one child, Ada, signed in from her printed card in her own browser:
// the start of the specs where a teacher watches a child's coding. More children join with `addChild` and sign in
// from their own card with `childFromCard`.
import { expect, type Browser, type Page } from "@playwright/test";
import { cardUrls } from "./cards";
import { createTeacher, signInBrowser } from "./classroom";

/** The teacher (`page`, signed in) adds a child to the class. */
export async function addChild(page: Page, classId: string, firstName: string, lastName: string, username: string) {
  const added = await page.request.post(`/api/academics/class/${classId}/student`, {
    data: { student: { firstName, lastName, username } },
  });
  expect(added.status(), await added.text()).toBe(201);
  return { id: ((await added.json()) as { id: string }).id, fullName: `${firstName} ${lastName}`, username };
}

/** The child signs in from their own printed card (`studentId`), in a browser of their own, and lands on /students. */
export async function childFromCard(browser: Browser, teacher: Page, classId: string, studentId?: string) {
  const context = await browser.newContext();
  const kid = await context.newPage();
  await kid.goto((await cardUrls(teacher, classId, studentId))[0]);
  await kid.waitForURL(/\/students$/);
  return { context, kid };
}

/** `surname`: the child is "Ada <surname><tag>", the class "<surname> <tag>". */
export async function classWithChild(page: Page, browser: Browser, password: string, surname: string) {
  const { username, tag } = await createTeacher(password);
  await signInBrowser(page, username, password);
  const made = await page.request.post("/api/academics/class", {
    data: { className: `${surname} ${tag}`, grade: "Grade 1" },
  });
  expect(made.status()).toBe(201);
  const classId = (await made.json()).class.id as string;
  const kidName = `kid.${tag}`;
  const ada = await addChild(page, classId, "Ada", `${surname}${tag}`, kidName);
  const { context: kidContext, kid } = await childFromCard(browser, page, classId, ada.id);
  return { tag, classId, studentId: ada.id, kidName, kid, kidContext, fullName: ada.fullName };
}
