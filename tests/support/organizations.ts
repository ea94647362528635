// Helpers for the organization tests (tests/api/organizations-*.test.ts, issue 12): an administrator with an
// organization made through the API, organizer and teacher members, and a teacher's sign-up body.
import { expect } from "vitest";
import { POST as adminPOST } from "@/app/api/organization/admin/route";
import { prisma } from "@/lib/db/client";
import { call } from "./http";
import { createSignedIn } from "./factories";

/** The password of the accounts these tests sign up (and then sign in with). */
export const SIGN_UP_PASSWORD = "Blue-Kite-Morning-7";

/** The deployment administrator: the earliest organizer (docs/decisions/130). */
export async function adminWithOrganization(name = "Maple Grove", code = "MAPLE-1") {
  const admin = await createSignedIn({ role: "organizer" });
  const res = await call(adminPOST, { token: admin.token, body: { name, description: "A school", invite_code: code } });
  expect(res.status).toBe(201);
  return { admin, org: res.body as { id: string; invite_code: string } };
}

export async function organizerOf(organizationId: string) {
  const o = await createSignedIn({ role: "organizer" });
  await prisma.organizationMember.create({ data: { organizationId, userId: o.user.id, kind: "organizer" } });
  await prisma.user.update({ where: { id: o.user.id }, data: { organizationId } });
  return o;
}

export async function teacherOf(organizationId: string) {
  const t = await createSignedIn({ role: "teacher" });
  await prisma.organizationMember.create({ data: { organizationId, userId: t.user.id, kind: "teacher" } });
  await prisma.user.update({ where: { id: t.user.id }, data: { organizationId } });
  return t;
}

export const teacherSignUp = (over: Record<string, unknown> = {}) => ({
  role: "teacher",
  email: "new.teacher@school.test",
  firstname: "Nia",
  password1: SIGN_UP_PASSWORD,
  password2: SIGN_UP_PASSWORD,
  terms: true,
  schoolCountry: "Canada",
  schoolName: "Maple Grove",
  ...over,
});
