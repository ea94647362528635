// PUT /api/parent/child/{id} (issue 28, docs/decisions/193): a parent corrects their child's name, birth date and
// coding experience; a school child's name stays the teacher's to correct.
import { describe, expect, it } from "vitest";
import { GET as childGET, PUT as childPUT } from "@/app/api/parent/child/[id]/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { parentWithChild, teacherStudentWithParent } from "../support/parents";

const put = (token: string | undefined, id: string, body: unknown) =>
  call(childPUT, { token, method: "PUT", params: { id }, body });

describe("PUT /api/parent/child/{id}", () => {
  it("corrects the name, birth date and experience; a reload reads them", async () => {
    const p = await parentWithChild();
    const res = await put(p.token, p.child.id, {
      fullname: "Ada King Lovelace",
      dob: "2016-05-06",
      codingExperience: "beginner",
    });
    expect(res.status).toBe(200);
    const again = await call(childGET, { token: p.token, params: { id: p.child.id } });
    expect(again.body).toMatchObject({
      fullName: "Ada King Lovelace",
      firstName: "Ada",
      lastName: "King Lovelace",
      dob: "2016-05-06",
      codingExperience: "beginner",
    });
  });

  it("refuses a blank name, a future birth date and unknown fields", async () => {
    const p = await parentWithChild();
    const res = await put(p.token, p.child.id, { fullname: " ", dob: "2999-01-01" });
    expect(res.status).toBe(400);
    expect(res.body.details.fullname).toEqual(["Full name is required."]);
    expect(res.body.details.dob).toBeTruthy();
    expect((await put(p.token, p.child.id, { username: "new.name" })).status).toBe(400);
  });

  it("a school child's name is the teacher's to correct (403 naming why); the birth date is the parent's", async () => {
    const { parent, childId } = await teacherStudentWithParent();
    const before = await prisma.user.findUniqueOrThrow({ where: { id: childId } });
    const renamed = await put(parent.token, childId, { fullname: "Someone Else" });
    expect(renamed.status).toBe(403);
    expect(renamed.body.detail).toMatch(/teacher/);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: childId } })).firstname).toBe(before.firstname);
    expect((await put(parent.token, childId, { dob: "2016-02-03" })).status).toBe(200);
  });

  it("401 signed out, 403 for a teacher, 404 for another family's child", async () => {
    const p = await parentWithChild();
    expect((await put(undefined, p.child.id, { codingExperience: "x" })).status).toBe(401);
    const teacher = await createSignedIn({ role: "teacher" });
    expect((await put(teacher.token, p.child.id, { codingExperience: "x" })).status).toBe(403);
    const other = await createSignedIn({ role: "parent" });
    expect((await put(other.token, p.child.id, { codingExperience: "x" })).status).toBe(404);
  });
});
