import { describe, expect, it } from "vitest";
import { GET as me, PUT as updateMe } from "@/app/api/auth/user/route";
import { POST as calendar } from "@/app/api/auth/calendar/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn, createUser } from "../support/factories";

describe("PUT /api/auth/user/", () => {
  it("updates the profile fields", async () => {
    const { token } = await createSignedIn({ role: "teacher" });
    const res = await call(updateMe, {
      token,
      method: "PUT",
      body: { firstname: "Grace", lastname: "Hopper", schoolName: "Navy Elementary" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstname: "Grace", lastname: "Hopper", schoolName: "Navy Elementary" });
    expect((await call(me, { token })).body.firstname).toBe("Grace");
  });

  it("changing the account type adds the role and defaults the country to Canada", async () => {
    const { token, user } = await createSignedIn({ role: "teacher" });
    const res = await call(updateMe, { token, method: "PUT", body: { accountType: "parent" } });
    expect(res.body).toMatchObject({ is_parent: true, is_teacher: true, country: "Canada" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).isParent).toBe(true);
  });

  it("a parent may add the teacher role with an explicit country", async () => {
    const { token } = await createSignedIn({ role: "parent" });
    const res = await call(updateMe, { token, method: "PUT", body: { role: "teacher", country: "Kenya" } });
    expect(res.body).toMatchObject({ is_teacher: true, is_parent: true, country: "Kenya" });
  });

  it("a student account never gains a role, through role or accountType", async () => {
    const { token, user } = await createSignedIn({ role: "student" });
    for (const body of [
      { role: "teacher" },
      { accountType: "organizer" },
      { accountType: "parent", firstname: "Sneaky" },
    ]) {
      const res = await call(updateMe, { token, method: "PUT", body });
      expect(res.status).toBe(403);
      expect(Object.keys(res.body.details)).toEqual([Object.keys(body)[0]]);
    }
    const after = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({
      isStudent: true,
      isTeacher: false,
      isParent: false,
      isOrganizer: false,
      firstname: "Test",
    });
  });

  it("an adult never makes itself an organizer or joins an organization by profile update", async () => {
    const org = await prisma.organization.create({ data: { name: "Hill District", inviteCode: "HILL-1" } });
    const { token, user } = await createSignedIn({ role: "teacher" });
    const res = await call(updateMe, {
      token,
      method: "PUT",
      body: { role: "organizer", organization: org.id, organizationId: org.id, organization_code: "HILL-1" },
    });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe("Organizer accounts are given by invitation from an organization.");
    const joined = await call(updateMe, {
      token,
      method: "PUT",
      body: { organization: org.id, organizationId: org.id, organization_code: "HILL-1" },
    });
    expect(joined.body.organization_code).toBeNull();
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      isOrganizer: false,
      organizationId: null,
    });
  });

  it("refuses a username someone else has", async () => {
    const other = await createUser();
    const { token } = await createSignedIn();
    const res = await call(updateMe, { token, method: "PUT", body: { username: other.username } });
    expect(res.status).toBe(400);
    expect(res.body.details.username).toEqual(["A user with that username already exists."]);
  });

  it("validates the fields", async () => {
    const { token } = await createSignedIn();
    const res = await call(updateMe, { token, method: "PUT", body: { dob: "yesterday", role: "admin" } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details).sort()).toEqual(["dob", "role"]);
  });

  it("answers 401 without a token", async () => {
    expect((await call(updateMe, { method: "PUT", body: { firstname: "X" } })).status).toBe(401);
  });
});

describe("POST /api/auth/calendar/", () => {
  it("stores the calendar grant for the signed-in teacher, never showing it back", async () => {
    const { token, user } = await createSignedIn({ role: "teacher" });
    const res = await call(calendar, { token, body: { access_token: "ya29.calendar-grant" } });
    expect(res.status).toBe(200);
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.calendarGrant).toMatchObject({ provider: "google", access_token: "ya29.calendar-grant" });
    const profile = await call(me, { token });
    expect(profile.body.calendarConnected).toBe(true);
    expect(JSON.stringify(profile.body)).not.toContain("ya29");
  });

  it("answers 401 anonymous, 403 for a student, 400 without a token", async () => {
    expect((await call(calendar, { body: { access_token: "x" } })).status).toBe(401);
    const student = await createSignedIn({ role: "student" });
    const forbidden = await call(calendar, { token: student.token, body: { access_token: "x" } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.detail).toBe("You do not have permission to perform this action.");
    const teacher = await createSignedIn({ role: "teacher" });
    expect((await call(calendar, { token: teacher.token, body: {} })).status).toBe(400);
  });
});
