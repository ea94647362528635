import { describe, expect, it } from "vitest";
import { GET as listGET, POST as addPOST } from "@/app/api/academics/class/[classId]/student/route";
import {
  DELETE as studentDELETE,
  GET as studentGET,
  PUT as studentPUT,
} from "@/app/api/academics/class/[classId]/student/[studentId]/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn, createUser } from "../support/factories";
import { addStudent, teacherWithClass } from "../fixtures/csv/classroom";

describe("POST /academics/class/{classId}/student", () => {
  it("adds a student with only first and last name, generating a username", async () => {
    const t = await teacherWithClass();
    const res = await call(addPOST, {
      token: t.token,
      params: { classId: t.classId },
      body: { student: { firstName: "Ada", lastName: "Lovelace" } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      fullName: "Ada Lovelace",
      email: "",
      classId: t.classId,
      codingExperience: "experienced",
    });
    expect(res.body.username).toMatch(/^ada\.lovelace/);
    expect(res.body.timeLimits).toHaveLength(7);
    const user = await prisma.user.findUniqueOrThrow({ where: { id: res.body.student_id } });
    expect(user).toMatchObject({ isStudent: true, isTeacher: false, email: null });
  });

  it("stores screen time sent with the student, converted", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId, {
      timeLimits: [
        { dayOfTheWeek: "Monday", timeLimit: "2" },
        { dayOfTheWeek: "Sunday", timeLimit: "" },
      ],
    });
    const byDay = Object.fromEntries(s.timeLimits.map((d) => [d.dayOfTheWeek, d.timeLimit]));
    expect(byDay).toMatchObject({ Monday: "02:00:00", Sunday: "00:00:00", Tuesday: "No Limit" });
  });

  it("requires first and last name and refuses a taken username or email", async () => {
    const t = await teacherWithClass();
    const missing = await call(addPOST, {
      token: t.token,
      params: { classId: t.classId },
      body: { student: { firstName: "Ada" } },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe("Last name is required.");
    await createUser({ username: "taken.name", email: "taken@kids.test" });
    const taken = await call(addPOST, {
      token: t.token,
      params: { classId: t.classId },
      body: { student: { firstName: "A", lastName: "B", username: "Taken.Name", email: "TAKEN@kids.test" } },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.details).toEqual({
      username: ["This username is already taken."],
      email: ["An account with this email already exists."],
    });
    expect(await prisma.student.count()).toBe(0);
  });
});

describe("GET/PUT/DELETE a student", () => {
  it("lists, reads and edits the class's students", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId, { username: "ada.l" });
    await addStudent(t.token, t.classId, { firstName: "Alan", lastName: "Turing", username: "alan.t" });
    const list = await call(listGET, { token: t.token, params: { classId: t.classId } });
    expect(list.body.map((x: { username: string }) => x.username)).toEqual(["ada.l", "alan.t"]);
    const put = await call(studentPUT, {
      token: t.token,
      method: "PUT",
      params: { classId: t.classId, studentId: s.id },
      body: { student: { firstName: "Augusta", username: "augusta.k", email: "augusta@kids.test" } },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      firstName: "Augusta",
      lastName: "Lovelace",
      username: "augusta.k",
      email: "augusta@kids.test",
    });
    const got = await call(studentGET, { token: t.token, params: { classId: t.classId, studentId: s.id } });
    expect(got.body.fullName).toBe("Augusta Lovelace");
    const clash = await call(studentPUT, {
      token: t.token,
      method: "PUT",
      params: { classId: t.classId, studentId: s.id },
      body: { student: { username: "alan.t" } },
    });
    expect(clash.status).toBe(400);
    expect(clash.body.detail).toBe("This username is already taken.");
    // The roster's json is its own (only the fields the view reads): each entry is what the student's page shows.
    const again = await call(listGET, { token: t.token, params: { classId: t.classId } });
    for (const entry of again.body) {
      const one = await call(studentGET, { token: t.token, params: { classId: t.classId, studentId: entry.id } });
      expect(entry).toEqual(one.body);
    }
  });

  it("deletes the student and their account", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId);
    const res = await call(studentDELETE, {
      token: t.token,
      method: "DELETE",
      params: { classId: t.classId, studentId: s.id },
    });
    expect(res.status).toBe(204);
    expect(await prisma.user.count({ where: { id: s.student_id } })).toBe(0);
    expect((await call(studentGET, { token: t.token, params: { classId: t.classId, studentId: s.id } })).status).toBe(
      404,
    );
  });

  it("404 when the student is in a different class of the same teacher", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId);
    const { POST } = await import("@/app/api/academics/class/route");
    const other = await call(POST, { token: t.token, body: { className: "Second" } });
    expect(
      (await call(studentGET, { token: t.token, params: { classId: other.body.class.id, studentId: s.id } })).status,
    ).toBe(404);
  });
});

describe("students: who may", () => {
  it("401 anonymous, 403 student and parent, 404 another teacher", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId);
    const p = { classId: t.classId, studentId: s.id };
    for (const h of [listGET, studentGET]) expect((await call(h, { params: p })).status).toBe(401);
    expect((await call(addPOST, { params: p, body: { firstName: "a", lastName: "b" } })).status).toBe(401);
    const parent = await createSignedIn({ role: "parent" });
    const student = await createSignedIn({ role: "student" });
    for (const who of [parent, student]) {
      expect((await call(listGET, { token: who.token, params: p })).status).toBe(403);
      expect((await call(studentGET, { token: who.token, params: p })).status).toBe(403);
    }
    const other = await createSignedIn({ role: "teacher" });
    expect((await call(listGET, { token: other.token, params: p })).status).toBe(404);
    expect((await call(studentGET, { token: other.token, params: p })).status).toBe(404);
    expect(
      (await call(addPOST, { token: other.token, params: p, body: { firstName: "a", lastName: "b" } })).status,
    ).toBe(404);
    expect(
      (await call(studentPUT, { token: other.token, method: "PUT", params: p, body: { firstName: "X" } })).status,
    ).toBe(404);
    expect((await call(studentDELETE, { token: other.token, method: "DELETE", params: p })).status).toBe(404);
    expect(await prisma.student.count()).toBe(1);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: s.student_id } })).firstname).toBe("Ada");
  });
});
