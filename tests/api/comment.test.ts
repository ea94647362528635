import { describe, expect, it } from "vitest";
import { GET as commentsGET, POST as commentPOST } from "@/app/api/academics/comment/student/[id]/route";
import { DELETE as commentDELETE, PUT as commentPUT } from "@/app/api/academics/comment/[id]/route";
import { POST as classPOST } from "@/app/api/academics/class/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { acceptInvitations, addStudent, teacherWithClass } from "../fixtures/csv/classroom";

describe("comments on a student", () => {
  it("adds, lists newest first, edits and deletes", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId);
    const first = await call(commentPOST, { token: t.token, params: { id: s.id }, body: { text: "Great at loops" } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ text: "Great at loops", student: s.id, isMine: true });
    await new Promise((r) => setTimeout(r, 5));
    await call(commentPOST, { token: t.token, params: { id: s.id }, body: { text: "Needs help with variables" } });
    const list = await call(commentsGET, { token: t.token, params: { id: s.id } });
    expect(list.body.map((c: { text: string }) => c.text)).toEqual(["Needs help with variables", "Great at loops"]);
    const put = await call(commentPUT, {
      token: t.token,
      method: "PUT",
      params: { id: first.body.id },
      body: { text: "Great at loops and events" },
    });
    expect(put.status).toBe(200);
    expect(put.body.text).toBe("Great at loops and events");
    expect(
      (await call(commentDELETE, { token: t.token, method: "DELETE", params: { id: first.body.id } })).status,
    ).toBe(204);
    expect((await call(commentsGET, { token: t.token, params: { id: s.id } })).body).toHaveLength(1);
  });

  it("refuses an empty comment", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId);
    const res = await call(commentPOST, { token: t.token, params: { id: s.id }, body: { text: "   " } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("Write a comment.");
  });

  it("a co-teacher reads the comments but cannot change another teacher's", async () => {
    const co = await createSignedIn({ role: "teacher" });
    const t = await createSignedIn({ role: "teacher" });
    const c = await call(classPOST, { token: t.token, body: { className: "Shared", coTeachers: [co.user.username] } });
    await acceptInvitations(co.token);
    const s = await addStudent(t.token, c.body.class.id);
    const mine = await call(commentPOST, { token: t.token, params: { id: s.id }, body: { text: "Owner note" } });
    const seen = await call(commentsGET, { token: co.token, params: { id: s.id } });
    expect(seen.body).toEqual([expect.objectContaining({ text: "Owner note", isMine: false })]);
    const put = await call(commentPUT, {
      token: co.token,
      method: "PUT",
      params: { id: mine.body.id },
      body: { text: "changed" },
    });
    expect(put.status).toBe(403);
    expect((await prisma.studentComment.findUniqueOrThrow({ where: { id: mine.body.id } })).text).toBe("Owner note");
  });

  it("401, 403 and 404 for another teacher's student and comment", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId);
    const c = await call(commentPOST, { token: t.token, params: { id: s.id }, body: { text: "Private" } });
    expect((await call(commentsGET, { params: { id: s.id } })).status).toBe(401);
    expect((await call(commentPUT, { method: "PUT", params: { id: c.body.id }, body: { text: "x" } })).status).toBe(
      401,
    );
    const parent = await createSignedIn({ role: "parent" });
    expect((await call(commentsGET, { token: parent.token, params: { id: s.id } })).status).toBe(403);
    expect(
      (await call(commentDELETE, { token: parent.token, method: "DELETE", params: { id: c.body.id } })).status,
    ).toBe(403);
    const other = await createSignedIn({ role: "teacher" });
    expect((await call(commentsGET, { token: other.token, params: { id: s.id } })).status).toBe(404);
    expect((await call(commentPOST, { token: other.token, params: { id: s.id }, body: { text: "x" } })).status).toBe(
      404,
    );
    expect(
      (await call(commentPUT, { token: other.token, method: "PUT", params: { id: c.body.id }, body: { text: "x" } }))
        .status,
    ).toBe(404);
    expect(
      (await call(commentDELETE, { token: other.token, method: "DELETE", params: { id: c.body.id } })).status,
    ).toBe(404);
    expect(await prisma.studentComment.count()).toBe(1);
  });
});
