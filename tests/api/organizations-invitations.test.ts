// Organizations' mailed invitations (issue 12, docs/decisions/131-133): the single-use sign-up link, answering from
// the dashboard, who may see and answer one, refusals and expiry.
import { describe, expect, it } from "vitest";
import { POST as rolePOST } from "@/app/api/organization/role/route";
import { GET as inviteGET, POST as invitePOST } from "@/app/api/organization/[id]/invite/route";
import { GET as myInvitesGET } from "@/app/api/organization/invitations/route";
import { PUT as answerPUT } from "@/app/api/organization/invitations/[id]/route";
import { GET as usersGET } from "@/app/api/organization/[id]/users/route";
import { POST as registerPOST } from "@/app/api/auth/registration/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { prisma } from "@/lib/db/client";
import { hashInvitationToken } from "@/lib/organizations/invitations";
import { call } from "../support/http";
import { startSession } from "@/lib/auth/sessions";
import { createSignedIn, createUser } from "../support/factories";
import {
  adminWithOrganization,
  organizerOf,
  SIGN_UP_PASSWORD,
  teacherOf,
  teacherSignUp,
} from "../support/organizations";
import { lastMailTo } from "../support/mailbox";

describe("invitations", () => {
  async function invite(token: string, organizationId: string, email: string, kind = "teacher") {
    const role = await call(rolePOST, { token, body: { name: `Role ${kind}`, organization: organizationId, kind } });
    const res = await call(invitePOST, { token, params: { id: organizationId }, body: { email, role: role.body.id } });
    return { res, roleId: role.body.id as string };
  }

  it("mails a single-use link; signing up from it joins and verifies the address", async () => {
    const { admin, org } = await adminWithOrganization();
    const { res } = await invite(admin.token, org.id, "Nia.Teacher@School.test");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: "nia.teacher@school.test", status: 0, statusLabel: "pending" });
    const mail = lastMailTo("nia.teacher@school.test");
    expect(mail?.text).toContain("join Maple Grove");
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe("/signup/teacher");
    const token = link.searchParams.get("invitation")!;
    expect(link.searchParams.get("email")).toBe("nia.teacher@school.test");
    // Only the hash is stored.
    const row = await prisma.organizationInvitation.findFirstOrThrow();
    expect(row.tokenHash).toBe(hashInvitationToken(token));
    expect(row.tokenHash).not.toContain(token);

    // Another address cannot use the link.
    const stolen = await call(registerPOST, { body: teacherSignUp({ email: "other@school.test", invitation: token }) });
    expect(stolen.status).toBe(400);
    expect(stolen.body.details.invitation[0]).toMatch(/no longer valid/);

    const signed = await call(registerPOST, {
      body: teacherSignUp({ email: "nia.teacher@school.test", invitation: token }),
    });
    expect(signed.status).toBe(201);
    expect(signed.body.detail).toBe("Your account is ready and you joined Maple Grove. You can sign in now.");
    const login = await call(loginPOST, { body: { username: "nia.teacher@school.test", password: SIGN_UP_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.user.organization_code).toBe("MAPLE-1");

    // Single use: the invitation is accepted and the link does nothing more.
    const list = await call(inviteGET, { token: admin.token, params: { id: org.id } });
    expect(list.body.results[0]).toMatchObject({ status: 1, statusLabel: "accepted" });
    const again = await call(registerPOST, {
      body: teacherSignUp({ email: "nia.teacher@school.test", username: "nia2", invitation: token }),
    });
    expect(again.status).toBe(400);

    const people = await call(usersGET, { token: admin.token, params: { id: org.id } });
    expect(people.body.results.map((p: { email: string; role: string }) => [p.email, p.role])).toContainEqual([
      "nia.teacher@school.test",
      "Role teacher",
    ]);
  });

  it("an existing parent accepts from their dashboard and gains the teacher role; declining changes nothing", async () => {
    const { admin, org } = await adminWithOrganization();
    const parent = await createSignedIn({ role: "parent", email: "pat@family.test" });
    const { res } = await invite(admin.token, org.id, "pat@family.test");
    const mine = await call(myInvitesGET, { token: parent.token });
    expect(mine.body).toEqual([expect.objectContaining({ id: res.body.id, organizationName: "Maple Grove" })]);

    const bad = await call(answerPUT, {
      token: parent.token,
      method: "PUT",
      params: { id: res.body.id },
      body: { status: 3 },
    });
    expect(bad.status).toBe(400);
    const ok = await call(answerPUT, {
      token: parent.token,
      method: "PUT",
      params: { id: res.body.id },
      body: { status: 1 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.detail).toBe("You joined Maple Grove.");
    const user = await prisma.user.findUniqueOrThrow({ where: { id: parent.user.id } });
    expect(user).toMatchObject({ isParent: true, isTeacher: true, organizationId: org.id });
    // Answered once: a second answer is 404.
    expect(
      (await call(answerPUT, { token: parent.token, method: "PUT", params: { id: res.body.id }, body: { status: 2 } }))
        .status,
    ).toBe(404);

    const other = await createSignedIn({ role: "teacher", email: "sam@school.test" });
    const second = await invite(admin.token, org.id, "sam@school.test", "organizer");
    const declined = await call(answerPUT, {
      token: other.token,
      method: "PUT",
      params: { id: second.res.body.id },
      body: { status: 2 },
    });
    expect(declined.status).toBe(200);
    expect(await prisma.organizationMember.count({ where: { userId: other.user.id } })).toBe(0);
  });

  it("is not visible or answerable by anyone but the invitee, and refuses an unverified address", async () => {
    const { admin, org } = await adminWithOrganization();
    const { res } = await invite(admin.token, org.id, "pat@family.test");
    const orgB = await prisma.organization.create({ data: { name: "Birch", inviteCode: "BIRCH-1" } });
    const outsider = await organizerOf(orgB.id);
    const put = (token: string) =>
      call(answerPUT, { token, method: "PUT", params: { id: res.body.id }, body: { status: 1 } });
    expect((await put(outsider.token)).status).toBe(404);
    expect((await put(admin.token)).status).toBe(404);
    // Signed in (a session) but the address was never confirmed.
    const pat = await createUser({ role: "parent", email: "pat@family.test", verified: false });
    const unverified = { token: (await startSession(pat.id)).access_token };
    expect((await call(myInvitesGET, { token: unverified.token })).body).toEqual([]);
    expect((await put(unverified.token)).status).toBe(404);
  });

  it("refuses a second pending invitation to the same address, a member, and another organization's role", async () => {
    const { admin, org } = await adminWithOrganization();
    const { roleId } = await invite(admin.token, org.id, "pat@family.test");
    const again = await call(invitePOST, {
      token: admin.token,
      params: { id: org.id },
      body: { email: "pat@family.test", role: roleId },
    });
    expect(again.status).toBe(409);
    const member = await teacherOf(org.id);
    const toMember = await call(invitePOST, {
      token: admin.token,
      params: { id: org.id },
      body: { email: member.user.email, role: roleId },
    });
    expect(toMember.status).toBe(409);
    const orgB = await prisma.organization.create({ data: { name: "Birch", inviteCode: "BIRCH-1" } });
    const foreignRole = await prisma.organizationRole.create({
      data: { organizationId: orgB.id, name: "Role teacher" },
    });
    const foreign = await call(invitePOST, {
      token: admin.token,
      params: { id: org.id },
      body: { email: "x@school.test", role: foreignRole.id },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details.role).toBeDefined();
  });

  it("no longer counts after 14 days", async () => {
    const { admin, org } = await adminWithOrganization();
    const parent = await createSignedIn({ role: "parent", email: "pat@family.test" });
    await invite(admin.token, org.id, "pat@family.test");
    await prisma.organizationInvitation.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(myInvitesGET, { token: parent.token })).body).toEqual([]);
    const list = await call(inviteGET, { token: admin.token, params: { id: org.id } });
    expect(list.body.results[0].statusLabel).toBe("expired");
  });
});
