// A signed-in teacher's Grade 1 class with one child, Ada, signed in from her printed card in her own browser:
// the start of the specs where a teacher watches a child's coding.
import { expect, type Browser, type Page } from "@playwright/test";
import { cardUrls } from "./cards";
import { createTeacher, signInBrowser } from "./classroom";

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
  const added = await page.request.post(`/api/academics/class/${classId}/student`, {
    data: { student: { firstName: "Ada", lastName: `${surname}${tag}`, username: kidName } },
  });
  expect(added.status()).toBe(201);
  const kidContext = await browser.newContext();
  const kid = await kidContext.newPage();
  await kid.goto((await cardUrls(page, classId))[0]);
  await kid.waitForURL(/\/students$/);
  return { tag, classId, kidName, kid, kidContext, fullName: `Ada ${surname}${tag}` };
}
