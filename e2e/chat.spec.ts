import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { createTeacher } from "./support/classroom";
import { createParent, signInAs } from "./support/parents";

// Issue 13: a teacher and a linked parent talk live in two browser contexts; a stranger gets 404.
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "Family-Garden-Path-42";

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a teacher and a linked parent exchange messages live, with unread badges and read receipts; a stranger gets 404", async ({
  page,
  browser,
}) => {
  // The teacher's class and student, and a parent linked by family code (all through the API).
  const { username: teacher, tag } = await createTeacher(PASSWORD);
  await signInAs(page, teacher, PASSWORD, "teacher");
  const klass = await page.request.post("/api/academics/class/", { data: { className: `Owls ${tag}` } });
  const classId = ((await klass.json()) as { class: { id: string } }).class.id;
  const added = await page.request.post(`/api/academics/class/${classId}/student`, {
    data: { student: { firstName: "Noor", lastName: `Owl${tag}`, username: `noor-${tag}`, dob: "2016-02-03" } },
  });
  const studentId = ((await added.json()) as { id: string }).id;
  const code = await page.request.post(`/api/academics/class/${classId}/student/${studentId}/family`);
  expect(code.status()).toBe(201);

  const family = await browser.newContext();
  const parentPage = await family.newPage();
  const parent = await createParent(PASSWORD, "Lee");
  await signInAs(parentPage, parent.username, PASSWORD, "parent");
  const linked = await parentPage.request.post("/api/parent/child/link", {
    data: { code: ((await code.json()) as { code: string }).code },
  });
  expect(linked.status()).toBe(200);

  // The parent waits on the children page; the teacher starts the conversation and writes.
  await parentPage.goto("/parents");
  await expect(parentPage.getByRole("link", { name: "Messages" })).toBeVisible();
  await page.goto("/teachers/messages");
  await page.getByLabel("Start a conversation").selectOption({ label: `${parent.fullName} (about Noor Owl${tag})` });
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`about Noor Owl${tag}`) })).toBeVisible();
  await page
    .getByRole("textbox", { name: "Message" })
    .fill("Noor solved the loops maze! Details: https://sprout.test/maze <b>not bold</b>");
  await page.keyboard.press("Enter");
  const teacherLog = page.getByRole("log", { name: "Messages" });
  await expect(teacherLog).toContainText("Noor solved the loops maze!");
  await expect(teacherLog.getByText("Sent", { exact: false })).toBeVisible();

  // Live: the parent's header badge shows 1 without a reload.
  await expect(parentPage.getByTestId("unread-badge")).toHaveText("1 unread");

  // Opening the thread reads it: the badge goes, and the teacher sees the read receipt live.
  await parentPage.getByRole("link", { name: /Messages/ }).click();
  const parentLog = parentPage.getByRole("log", { name: "Messages" });
  await expect(parentLog).toContainText("<b>not bold</b>");
  await expect(parentLog.getByRole("link", { name: "https://sprout.test/maze" })).toHaveAttribute("rel", /noopener/);
  await expect(parentPage.getByTestId("unread-badge")).toHaveCount(0);
  await expect(page.getByTestId("read-receipt")).toBeVisible();

  // The parent reports the message through the kit's dialog.
  await parentLog.getByRole("button", { name: /^Report message/ }).click();
  const dialog = parentPage.getByTestId("report-modal");
  await dialog.getByLabel("Reason (optional)").fill("Testing the report");
  await dialog.getByRole("button", { name: "Report", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(parentLog).toContainText("Reported to your school.");

  // The parent answers; it reaches the teacher's open thread live.
  await parentPage.getByRole("textbox", { name: "Message" }).fill("Thank you, she loved it.");
  await parentPage.getByRole("button", { name: "Send" }).click();
  await expect(teacherLog).toContainText("Thank you, she loved it.");

  // A third user: another parent reads nothing and gets 404 for the conversation.
  const list = (await (await page.request.get("/api/chat/teacher/")).json()) as { conversations: { id: string }[] };
  const conversationId = list.conversations[0]!.id;
  const strangers = await browser.newContext();
  const strangerPage = await strangers.newPage();
  const stranger = await createParent(PASSWORD, "Sam");
  await signInAs(strangerPage, stranger.username, PASSWORD, "parent");
  expect((await strangerPage.request.get(`/api/chat/parent/message/${conversationId}/`)).status()).toBe(404);
  await strangerPage.goto("/parents/messages");
  await expect(strangerPage.getByText("No conversations yet.")).toBeVisible();
  await strangers.close();

  await axe(page);
  await axe(parentPage);
  await family.close();
});
