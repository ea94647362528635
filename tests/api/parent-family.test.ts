import { describe, expect, it } from "vitest";
import {
  GET as familyGET,
  POST as familyPOST,
} from "@/app/api/academics/class/[classId]/student/[studentId]/family/route";
import { DELETE as unlinkDELETE } from "@/app/api/academics/class/[classId]/student/[studentId]/family/[parentId]/route";
import { POST as linkPOST } from "@/app/api/parent/child/link/route";
import { GET as childrenGET } from "@/app/api/parent/child/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { childToken, parentWithChild } from "../support/parents";
import { addStudent, teacherWithClass } from "../fixtures/csv/classroom";

describe("family codes", () => {
  it("the teacher makes a one-time code, the parent enters it, the teacher sees who is linked and can unlink", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId, { firstName: "Grace", lastName: "Hopper" });
    const p = { classId: t.classId, studentId: s.id };
    const made = await call(familyPOST, { token: t.token, params: p });
    expect(made.status).toBe(201);
    expect(made.body.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(made.body.student.fullName).toBe("Grace Hopper");
    expect((await call(familyGET, { token: t.token, params: p })).body).toMatchObject({
      parents: [],
      code: { expiresAt: made.body.expiresAt },
    });

    const mom = await createSignedIn({ role: "parent" });
    const linked = await call(linkPOST, {
      token: mom.token,
      body: { code: made.body.code.toLowerCase().replace("-", " ") },
    });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ fullName: "Grace Hopper", classroom: { id: t.classId } });
    // One time: a second parent needs a new code.
    const dad = await createSignedIn({ role: "parent" });
    const reused = await call(linkPOST, { token: dad.token, body: { code: made.body.code } });
    expect(reused.status).toBe(400);
    expect(reused.body.details.code).toEqual([
      "This family code is not valid or has expired. Ask your child's teacher for a new one.",
    ]);

    const family = await call(familyGET, { token: t.token, params: p });
    expect(family.body.code).toBeNull();
    expect(family.body.parents).toEqual([
      expect.objectContaining({
        id: mom.user.id,
        email: mom.user.email,
        fullName: `${mom.user.firstname} ${mom.user.lastname}`,
      }),
    ]);

    await prisma.parentLevelThreshold.create({
      data: { childId: linked.body.id, grade: "Grade 2", level: "Green", setById: mom.user.id },
    });
    const unlinked = await call(unlinkDELETE, {
      token: t.token,
      method: "DELETE",
      params: { ...p, parentId: mom.user.id },
    });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.parents).toEqual([]);
    // With no parent left, no parent's limits apply any more.
    expect(await prisma.parentLevelThreshold.count({ where: { childId: linked.body.id } })).toBe(0);
    expect((await call(childrenGET, { token: mom.token })).body).toEqual([]);
    expect(
      (await call(unlinkDELETE, { token: t.token, method: "DELETE", params: { ...p, parentId: mom.user.id } })).status,
    ).toBe(404);
  });

  it("a new code replaces the old one; an expired or malformed code is a 400 naming the field", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId);
    const p = { classId: t.classId, studentId: s.id };
    const first = await call(familyPOST, { token: t.token, params: p });
    const second = await call(familyPOST, { token: t.token, params: p });
    const parent = await createSignedIn({ role: "parent" });
    expect((await call(linkPOST, { token: parent.token, body: { code: first.body.code } })).status).toBe(400);
    await prisma.familyCode.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(linkPOST, { token: parent.token, body: { code: second.body.code } })).status).toBe(400);
    const malformed = await call(linkPOST, { token: parent.token, body: { code: "12\u0000" } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.details.code).toEqual(["Enter the family code as printed, for example K7QF-2MXH."]);
    expect((await call(linkPOST, { token: parent.token, body: {} })).body.details.code).toEqual([
      "Enter the family code from your child's teacher.",
    ]);
    expect(await prisma.parentChild.count()).toBe(0);
  });

  it("401, 403 for parent and student, 404 for another teacher; the parent's link endpoint is 401/403 too", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId);
    const p = { classId: t.classId, studentId: s.id };
    const parent = await parentWithChild();
    const kid = await childToken(parent.child.username);
    const other = await createSignedIn({ role: "teacher" });
    const up = { ...p, parentId: parent.user.id };
    expect((await call(familyPOST, { params: p })).status).toBe(401);
    expect((await call(familyGET, { params: p })).status).toBe(401);
    expect((await call(unlinkDELETE, { method: "DELETE", params: up })).status).toBe(401);
    for (const token of [parent.token, kid]) {
      expect((await call(familyPOST, { token, params: p })).status).toBe(403);
      expect((await call(familyGET, { token, params: p })).status).toBe(403);
      expect((await call(unlinkDELETE, { token, method: "DELETE", params: up })).status).toBe(403);
    }
    expect((await call(familyPOST, { token: other.token, params: p })).status).toBe(404);
    expect((await call(familyGET, { token: other.token, params: p })).status).toBe(404);
    expect((await call(unlinkDELETE, { token: other.token, method: "DELETE", params: up })).status).toBe(404);
    expect((await call(linkPOST, { body: { code: "ABCD-EFGH" } })).status).toBe(401);
    expect((await call(linkPOST, { token: t.token, body: { code: "ABCD-EFGH" } })).status).toBe(403);
    expect((await call(linkPOST, { token: kid, body: { code: "ABCD-EFGH" } })).status).toBe(403);
    expect(await prisma.familyCode.count()).toBe(0);
  });
});
