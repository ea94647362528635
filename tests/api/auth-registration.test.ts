import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/auth/registration/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { lastMailTo, linkIn } from "../support/mailbox";

const base = {
  role: "teacher",
  firstname: "Ana",
  email: "ana.rivera@school.test",
  password1: "Green-Leaf-2468",
  password2: "Green-Leaf-2468",
  terms: true,
  schoolCountry: "Canada",
  schoolName: "Maple Grove Elementary",
};

describe("POST /api/auth/registration/", () => {
  it("creates an unverified teacher and mails a confirmation link", async () => {
    const res = await call(register, { body: base });
    expect(res.status).toBe(201);
    expect(res.body.detail).toBe("Verification e-mail sent.");
    const user = await prisma.user.findUniqueOrThrow({ where: { email: base.email } });
    expect(user).toMatchObject({
      isTeacher: true,
      isStudent: false,
      schoolName: "Maple Grove Elementary",
      lastname: "",
    });
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(linkIn(lastMailTo(base.email))).toMatch(/^http:\/\/sprout\.test\/verify-email\/[\w-]+$/);
  });

  it("refuses when the terms are not accepted, with the spec's message", async () => {
    const res = await call(register, { body: { ...base, terms: false } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("You have not accepted the terms and conditions");
    expect(res.body.details.terms).toEqual(["You have not accepted the terms and conditions"]);
    expect(await prisma.user.count()).toBe(0);
  });

  it("asks each role for its own fields", async () => {
    const teacher = await call(register, { body: { ...base, schoolName: undefined, schoolCountry: undefined } });
    expect(Object.keys(teacher.body.details).sort()).toEqual(["schoolCountry", "schoolName"]);
    const student = await call(register, { body: { ...base, role: "student" } });
    expect(Object.keys(student.body.details).sort()).toEqual(["dob", "grade"]);
    const parent = await call(register, { body: { ...base, role: "parent" } });
    expect(Object.keys(parent.body.details)).toEqual(["country"]);
    const organizer = await call(register, {
      body: { ...base, role: "organizer", country: "Canada", email: "org@school.test" },
    });
    expect(organizer.status).toBe(201);
  });

  it("registers a student with grade and date of birth", async () => {
    const res = await call(register, {
      body: {
        ...base,
        role: "student",
        grade: "Grade 3",
        dob: "2017-04-09",
        username: "kid.coder",
        parentEmail: "kid.parent@school.test",
      },
    });
    expect(res.status).toBe(201);
    const u = await prisma.user.findUniqueOrThrow({ where: { username: "kid.coder" } });
    expect(u.dob?.toISOString().slice(0, 10)).toBe("2017-04-09");
  });

  it("rejects impossible dates and unknown grades", async () => {
    const res = await call(register, { body: { ...base, role: "student", grade: "Grade 12", dob: "2017-02-30" } });
    expect(res.status).toBe(400);
    expect(res.body.details.dob).toEqual(["Enter a real date."]);
    expect(res.body.details.grade[0]).toContain("Kindergarten");
  });

  it("checks that the passwords match and are not weak", async () => {
    const mismatch = await call(register, { body: { ...base, password2: "Other-Leaf-2468" } });
    expect(mismatch.body.details.password2).toEqual(["The two password fields didn't match."]);
    const weak = await call(register, { body: { ...base, password1: "1234567", password2: "1234567" } });
    expect(weak.body.details.password1).toEqual([
      "This password is too short. It must contain at least 8 characters.",
      "This password is entirely numeric.",
    ]);
  });

  // Issue 21 (docs/decisions/162): the answer does not say whether a username exists; the address is told by mail.
  it("answers alike for a taken username, whatever its case, makes no account and mails the address", async () => {
    const first = await call(register, { body: { ...base, username: "ms.rivera" } });
    expect(first.status).toBe(201);
    const taken = await call(register, { body: { ...base, email: "other@school.test", username: "Ms.Rivera" } });
    const free = await call(register, { body: { ...base, email: "third@school.test", username: "ms.rivera.2" } });
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);
    expect(await prisma.user.count({ where: { email: "other@school.test" } })).toBe(0);
    expect(await prisma.user.count({ where: { username: "ms.rivera" } })).toBe(1);
    expect(lastMailTo("other@school.test")?.text).toContain('the username "ms.rivera", which is already in use');
  });

  it("answers alike whether the email has an account; its owner gets a mail saying so instead", async () => {
    const first = await call(register, { body: base });
    const again = await call(register, { body: { ...base, email: "ANA.RIVERA@school.test", firstname: "Mallory" } });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(await prisma.user.count()).toBe(1);
    const mail = lastMailTo(base.email)!;
    expect(mail.text).toContain("which already has one");
    expect(linkIn(mail)).toBe("http://sprout.test/login");
  });

  it("limits sign-ups per target email and per address", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await call(register, {
            body: { ...base, username: `ana${i}` },
            headers: { "x-sprout-peer": `198.51.100.${i}` },
          })
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
    const fromOne = [];
    for (let i = 0; i < 21; i++)
      fromOne.push(
        (
          await call(register, {
            body: { ...base, email: `t${i}@school.test`, username: `t${i}x` },
            headers: { "x-sprout-peer": "203.0.113.50" },
          })
        ).status,
      );
    expect(fromOne.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(fromOne[20]).toBe(429);
  }, 60_000);

  it("answers 400, not 500, to a body that is not JSON", async () => {
    const res = await call(register, { body: "{not json" });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("The request body is not valid JSON.");
    expect(res.headers.get("content-type")).toBe("application/problem+json");
  });
});
