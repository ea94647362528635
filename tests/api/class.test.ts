import { describe, expect, it } from "vitest";
import { GET as listGET, POST as classPOST } from "@/app/api/academics/class/route";
import { DELETE as classDELETE, GET as classGET } from "@/app/api/academics/class/[classId]/route";
import { GET as teacherGET } from "@/app/api/academics/teacher/route";
import { GET as usernameGET } from "@/app/api/academics/teacher/username/route";
import { GET as studentsGET, POST as studentPOST } from "@/app/api/academics/class/[classId]/student/route";
import { DELETE as studentDELETE } from "@/app/api/academics/class/[classId]/student/[studentId]/route";
import { GET as invitationsGET } from "@/app/api/academics/class/invitations/route";
import { PUT as invitationPUT } from "@/app/api/academics/class/invitations/[id]/route";
import { prisma } from "@/lib/db/client";
import { login } from "@/lib/accounts/login";
import { call } from "../support/http";
import { createSignedIn, createUser } from "../support/factories";
import { acceptInvitations, csvFile, csvRows, form, teacherWithClass } from "../fixtures/csv/classroom";
import { useJobRunner } from "../support/jobs";

useJobRunner();

describe("POST /academics/class/ (JSON)", () => {
  it("creates a class only, orange by default, listed first for its teacher", async () => {
    const t = await createSignedIn({ role: "teacher" });
    const res = await call(classPOST, {
      token: t.token,
      body: { className: "Robots", grade: "Grade 3", subject: "Coding", roomNumber: "12" },
    });
    expect(res.status).toBe(201);
    expect(res.body.class).toMatchObject({
      className: "Robots",
      grade: "Grade 3",
      roomNumber: "12",
      color: "orange",
      isOwner: true,
      studentCount: 0,
    });
    const list = await call(listGET, { token: t.token });
    expect(list.body.map((c: { className: string }) => c.className)).toEqual(["Robots"]);
  });

  it("creates a class with its first student, whose account can sign in", async () => {
    const t = await createSignedIn({ role: "teacher" });
    const res = await call(classPOST, {
      token: t.token,
      body: {
        className: "Bees",
        color: "yellow",
        student: {
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@kids.test",
          username: "Ada.L",
          dob: "2016-04-23",
        },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.class.color).toBe("yellow");
    expect(res.body.students).toHaveLength(1);
    const s = res.body.students[0];
    expect(s).toMatchObject({ username: "ada.l", fullName: "Ada Lovelace", email: "ada@kids.test", dob: "2016-04-23" });
    expect(s.timeLimits.map((d: { dayOfTheWeek: string; timeLimit: string }) => [d.dayOfTheWeek, d.timeLimit])).toEqual(
      ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((d) => [d, "No Limit"]),
    );
    const user = await prisma.user.findUniqueOrThrow({ where: { username: "ada.l" } });
    expect(user.isStudent).toBe(true);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("requires firstName and lastName (never an e-mail) for Class & Student, and creates nothing otherwise", async () => {
    const t = await createSignedIn({ role: "teacher" });
    const res = await call(classPOST, {
      token: t.token,
      body: { className: "Bees", student: { firstName: "Ada", lastName: "" } },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain("Last name is required.");
    expect(res.body.detail).not.toMatch(/email/i);
    expect(await prisma.class.count()).toBe(0);
    const ok = await call(classPOST, {
      token: t.token,
      body: { className: "Bees", student: { firstName: "Ada", lastName: "Lovelace" } },
    });
    expect(ok.status).toBe(201);
    const ada = await prisma.user.findFirstOrThrow({ where: { firstname: "Ada", isStudent: true } });
    expect(ada).toMatchObject({ email: null, dob: null });
    expect(ada.username).toMatch(/^ada\.lovelace/);
  });

  it("rejects a missing name and an unknown colour", async () => {
    const t = await createSignedIn({ role: "teacher" });
    const res = await call(classPOST, { token: t.token, body: { className: " ", color: "purple" } });
    expect(res.status).toBe(400);
    expect(res.body.details.className).toEqual(["Class name is required."]);
    expect(res.body.details.color).toEqual(["Choose one of the four class colours."]);
  });

  it("invites a co-teacher, who works in the class only after accepting", async () => {
    const co = await createSignedIn({ role: "teacher" });
    const t = await createSignedIn({ role: "teacher" });
    const res = await call(classPOST, { token: t.token, body: { className: "Shared", coTeachers: [co.user.email] } });
    expect(res.status).toBe(201);
    expect(res.body.class).toMatchObject({ coTeachers: [], invited: [co.user.email] });
    const classId = res.body.class.id;
    expect((await call(listGET, { token: co.token })).body).toEqual([]);
    expect((await call(studentsGET, { token: co.token, params: { classId } })).status).toBe(404);
    const invitations = await acceptInvitations(co.token);
    expect(invitations).toEqual([
      expect.objectContaining({ classId, className: "Shared", invitedBy: expect.stringContaining("Test User") }),
    ]);
    const list = await call(listGET, { token: co.token });
    expect(list.body.map((c: { id: string; isOwner: boolean }) => [c.id, c.isOwner])).toEqual([[classId, false]]);
    expect((await call(studentsGET, { token: co.token, params: { classId } })).status).toBe(200);
    const owner = await call(classGET, { token: t.token, params: { classId } });
    expect(owner.body.coTeachers).toEqual([
      { id: co.user.id, firstname: co.user.firstname, lastname: co.user.lastname, username: co.user.username },
    ]);
    expect(owner.body.invited).toEqual([]);
    expect(JSON.stringify(owner.body)).not.toContain(co.user.email!);
  });

  it("answers alike for a known and an unknown co-teacher, and reveals no address", async () => {
    const known = await createSignedIn({ role: "teacher" });
    const t = await createSignedIn({ role: "teacher" });
    const a = await call(classPOST, {
      token: t.token,
      body: { className: "Shared", coTeachers: [known.user.username] },
    });
    const b = await call(classPOST, { token: t.token, body: { className: "Shared", coTeachers: ["nobody-here"] } });
    expect([a.status, b.status]).toEqual([201, 201]);
    const shape = (body: { class: Record<string, unknown> }, name: string) =>
      JSON.stringify({
        ...body.class,
        id: "",
        createdAt: "",
        invited: (body.class.invited as string[]).map((i) => i.replace(name, "NAME")),
      });
    expect(shape(a.body, known.user.username)).toBe(shape(b.body, "nobody-here"));
    expect(JSON.stringify(a.body)).not.toContain(known.user.email!);
  });

  it("lets only the owner delete the class or its students; a co-teacher gets 403 and nothing is deleted", async () => {
    const co = await createSignedIn({ role: "teacher" });
    const t = await createSignedIn({ role: "teacher" });
    const res = await call(classPOST, {
      token: t.token,
      body: { className: "Shared", coTeachers: [co.user.username] },
    });
    const classId = res.body.class.id;
    await acceptInvitations(co.token);
    const added = await call(studentPOST, {
      token: co.token,
      params: { classId },
      body: { student: { firstName: "Ada", lastName: "L", username: "ada.co", dob: "2016-01-02" } },
    });
    expect(added.status).toBe(201);
    const delStudent = await call(studentDELETE, {
      token: co.token,
      method: "DELETE",
      params: { classId, studentId: added.body.id },
    });
    expect(delStudent.status).toBe(403);
    expect(delStudent.body.detail).toBe("Only the teacher who owns the class can delete its students.");
    const delClass = await call(classDELETE, { token: co.token, method: "DELETE", params: { classId } });
    expect(delClass.status).toBe(403);
    expect(await prisma.class.count({ where: { id: classId } })).toBe(1);
    expect(await prisma.student.count({ where: { id: added.body.id } })).toBe(1);
    expect(
      (await call(studentDELETE, { token: t.token, method: "DELETE", params: { classId, studentId: added.body.id } }))
        .status,
    ).toBe(204);
    expect((await call(classDELETE, { token: t.token, method: "DELETE", params: { classId } })).status).toBe(204);
  });

  it("a declined invitation gives no access, and only the named teacher can answer it", async () => {
    const co = await createSignedIn({ role: "teacher" });
    const stranger = await createSignedIn({ role: "teacher" });
    const t = await createSignedIn({ role: "teacher" });
    const res = await call(classPOST, {
      token: t.token,
      body: { className: "Shared", coTeachers: [co.user.username] },
    });
    const [invitation] = (await call(invitationsGET, { token: co.token })).body;
    expect(
      (
        await call(invitationPUT, {
          token: stranger.token,
          method: "PUT",
          params: { id: invitation.id },
          body: { accept: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(invitationPUT, {
          token: co.token,
          method: "PUT",
          params: { id: invitation.id },
          body: { accept: false },
        })
      ).status,
    ).toBe(200);
    expect((await call(invitationsGET, { token: co.token })).body).toEqual([]);
    expect((await call(classGET, { token: co.token, params: { classId: res.body.class.id } })).status).toBe(404);
    expect((await call(classGET, { token: stranger.token, params: { classId: res.body.class.id } })).status).toBe(404);
  });
});

describe("POST /academics/class/ (multipart, Class & File)", () => {
  it("creates the class with every student of the file", async () => {
    const t = await createSignedIn({ role: "teacher" });
    const res = await call(classPOST, {
      token: t.token,
      form: form({ className: "File class", color: "blue", file: csvFile(csvRows(5, "fc")) }),
    });
    expect(res.status).toBe(201);
    expect(res.body.class).toMatchObject({ className: "File class", color: "blue", studentCount: 5 });
    expect(res.body.students.map((s: { username: string }) => s.username).sort()).toEqual([
      "fc.kid1",
      "fc.kid2",
      "fc.kid3",
      "fc.kid4",
      "fc.kid5",
    ]);
  });

  it("previews with dryRun and writes nothing", async () => {
    const t = await createSignedIn({ role: "teacher" });
    const res = await call(classPOST, {
      token: t.token,
      form: form({ className: "Preview", dryRun: "true", file: csvFile(csvRows(3, "pv")) }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ valid: true, total: 3, errors: [] });
    expect(await prisma.class.count()).toBe(0);
  });

  it("creates no class when a row is bad", async () => {
    const t = await createSignedIn({ role: "teacher" });
    const text = csvRows(3, "bad").replace("2016-02-11", "2016-02-31");
    const res = await call(classPOST, { token: t.token, form: form({ className: "Bad", file: csvFile(text) }) });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain('Row 2, column dob: "2016-02-31" is not a real date.');
    expect(await prisma.class.count()).toBe(0);
    expect(await prisma.user.count({ where: { isStudent: true } })).toBe(0);
  });

  it("refuses a file that is not a csv", async () => {
    const t = await createSignedIn({ role: "teacher" });
    const res = await call(classPOST, {
      token: t.token,
      form: form({
        className: "X",
        file: csvFile("a,b", "students.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
      }),
    });
    expect(res.status).toBe(415);
    expect(res.body.detail).toBe("Uploaded file is not a csv file");
  });
});

describe("DELETE /academics/class/{id}", () => {
  it("archives the class: gone for its teacher, its students' accounts kept (tests/api/class-archive.test.ts)", async () => {
    const t = await createSignedIn({ role: "teacher" });
    const created = await call(classPOST, {
      token: t.token,
      body: { className: "Gone", student: { firstName: "A", lastName: "B", email: "ab@kids.test" } },
    });
    const id = created.body.class.id;
    const res = await call(classDELETE, { token: t.token, params: { classId: id }, method: "DELETE" });
    expect(res.status).toBe(204);
    expect((await call(classGET, { token: t.token, params: { classId: id } })).status).toBe(404);
    expect(await prisma.user.count({ where: { email: "ab@kids.test" } })).toBe(1);
  });
});

describe("classes: who may", () => {
  it("answers 401 without a token and 403 to other roles", async () => {
    expect((await call(listGET)).status).toBe(401);
    expect((await call(classPOST, { body: { className: "x" } })).status).toBe(401);
    expect((await call(teacherGET)).status).toBe(401);
    const parent = await createSignedIn({ role: "parent" });
    expect((await call(listGET, { token: parent.token })).status).toBe(403);
    expect((await call(classPOST, { token: parent.token, body: { className: "x" } })).status).toBe(403);
    expect((await call(teacherGET, { token: parent.token })).status).toBe(403);
  });

  it("answers 404 for another teacher's class and never lists it", async () => {
    const owner = await teacherWithClass("Mine");
    const other = await createSignedIn({ role: "teacher" });
    expect((await call(classGET, { token: other.token, params: { classId: owner.classId } })).status).toBe(404);
    expect(
      (await call(classDELETE, { token: other.token, params: { classId: owner.classId }, method: "DELETE" })).status,
    ).toBe(404);
    expect((await call(listGET, { token: other.token })).body).toEqual([]);
    expect(await prisma.class.count()).toBe(1);
  });
});

describe("GET /academics/teacher/", () => {
  it("describes the signed-in teacher and their classes", async () => {
    const t = await teacherWithClass("Owls");
    const res = await call(teacherGET, { token: t.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: t.user.id, username: t.user.username, classCount: 1, studentCount: 0 });
    expect(res.body.classes[0]).toMatchObject({ className: "Owls", color: "orange" });
    expect(JSON.stringify(res.body)).not.toContain("argon2");
  });

  it("names the classes the class list shows, co-taught ones too, with the same counts and order", async () => {
    const t = await teacherWithClass("Owls");
    const other = await teacherWithClass("Robins");
    await prisma.classTeacher.create({ data: { classId: other.classId, teacherId: t.user.id } });
    for (const [i, classId] of [t.classId, t.classId, other.classId].entries()) {
      const kid = await createUser({
        role: "student",
        email: null,
        username: `kid.${i}.${crypto.randomUUID().slice(0, 8)}`,
      });
      await prisma.student.create({ data: { userId: kid.id, classId } });
    }
    const archived = await prisma.class.create({ data: { className: "Gone", ownerId: t.user.id } });
    await prisma.class.update({ where: { id: archived.id }, data: { archivedAt: new Date() } });
    await prisma.class.create({ data: { className: "Not mine", ownerId: other.user.id } });

    const info = (await call(teacherGET, { token: t.token })).body;
    const list = (await call(listGET, { token: t.token })).body as {
      id: string;
      className: string;
      color: string;
      isOwner: boolean;
      studentCount: number;
    }[];
    expect(list.map((c) => c.className)).toEqual(["Owls", "Robins"]);
    expect(info.classes).toEqual(
      list.map((c) => ({ id: c.id, className: c.className, color: c.color, isOwner: c.isOwner })),
    );
    expect(info.classes.map((c: { isOwner: boolean }) => c.isOwner)).toEqual([true, false]);
    expect(info).toMatchObject({ classCount: 2, studentCount: 3 });
  });

  it("generates a free username from the names", async () => {
    const t = await createSignedIn({ role: "teacher" });
    await createUser({ username: "ada.lovelace" });
    const res = await call(usernameGET, { token: t.token, query: { firstName: "Ada", lastName: "Lovelace" } });
    expect(res.status).toBe(200);
    expect(res.body.username).toMatch(/^ada\.lovelace\d+$/);
  });
});

describe("student accounts made by a teacher", () => {
  it("sign in with the card password", async () => {
    const t = await createSignedIn({ role: "teacher" });
    await call(classPOST, {
      token: t.token,
      body: {
        className: "Sign",
        student: { firstName: "Kid", lastName: "One", email: "kid1@kids.test", username: "kid.one" },
      },
    });
    const { decryptCardSecret } = await import("@/lib/cards/secrets");
    const s = await prisma.student.findFirstOrThrow({ include: { user: true } });
    const secret = decryptCardSecret(s.cardSecret)!;
    const res = await login({ identifier: "kid.one", password: secret.password, ip: "10.0.0.9" });
    expect(res.user.is_student).toBe(true);
  });
});
