// Finding 10: an address a teacher types for a student is unverified. It blocks nobody's sign-up and signs
// nobody in until its owner confirms it; the child keeps signing in by username.
import { describe, expect, it } from "vitest";
import { POST as addStudent } from "@/app/api/academics/class/[classId]/student/route";
import { POST as register } from "@/app/api/auth/registration/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { prisma } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { createClass } from "../support/curriculum-factories";
import { lastMailTo, linkIn } from "../support/mailbox";

const ADDRESS = "grace.parent@home.test";

async function studentWithTypedAddress() {
  const { user: teacher, token } = await createSignedIn({ role: "teacher" });
  const cls = await createClass(teacher.id);
  const res = await call(addStudent, {
    token,
    params: { classId: cls.id },
    body: { student: { firstName: "Kim", lastName: "Lee", email: ADDRESS } },
  });
  expect(res.status).toBe(201);
  const user = await prisma.user.findUniqueOrThrow({ where: { email: ADDRESS } });
  await prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword("Kite-Flying-55") } });
  return user;
}

describe("an address a teacher typed for a student", () => {
  it("is stored unverified and signs nobody in by that address; the child still signs in by username", async () => {
    const kid = await studentWithTypedAddress();
    expect(kid.emailVerifiedAt).toBeNull();
    const byEmail = await call(loginRoute, { body: { email: ADDRESS, password: "Kite-Flying-55" } });
    expect(byEmail.status).toBe(400);
    expect(byEmail.body.detail).toBe("Unable to log in with provided credentials.");
    const byUsername = await call(loginRoute, { body: { username: kid.username, password: "Kite-Flying-55" } });
    expect(byUsername.status).toBe(200);
  });

  it("blocks nobody's sign-up: its owner registers and confirms it, and the student no longer holds it", async () => {
    const kid = await studentWithTypedAddress();
    const res = await call(register, {
      body: {
        role: "parent",
        firstname: "Grace",
        email: ADDRESS,
        password1: "Maple-Syrup-81",
        password2: "Maple-Syrup-81",
        terms: true,
        country: "Canada",
      },
    });
    expect(res.status).toBe(201);
    const owner = await prisma.user.findUniqueOrThrow({ where: { email: ADDRESS } });
    expect(owner).toMatchObject({ isParent: true, firstname: "Grace" });
    expect(linkIn(lastMailTo(ADDRESS))).toMatch(/verify-email/);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: kid.id } })).email).toBeNull();
  });
});
