// Joining from an invitation's link in one step (issue 42, docs/decisions/133): a new account is made verified, in the
// organization with the invitation's role and the school's name and country; an existing account joins with its
// password; dead links (expired, used, declined, replaced, made up) are refused with their message and write nothing;
// a teacher a OneRoster file named gets their classes.
import { describe, expect, it } from "vitest";
import { POST as rolePOST } from "@/app/api/organization/role/route";
import { POST as invitePOST } from "@/app/api/organization/[id]/invite/route";
import { PUT as answerPUT } from "@/app/api/organization/invitations/[id]/route";
import { POST as resendPOST } from "@/app/api/organization/[id]/invite/[invitationId]/route";
import { POST as joinPOST } from "@/app/api/auth/invitation/join/route";
import { POST as acceptPOST } from "@/app/api/auth/invitation/accept/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { POST as rosterPOST } from "@/app/api/organization/[id]/oneroster/route";
import { GET as jobGET } from "@/app/api/organization/[id]/oneroster/[importId]/route";
import { prisma } from "@/lib/db/client";
import { describeInvitationLink, STUDENT_CANNOT_JOIN } from "@/lib/accounts/invitation-join";
import { INVALID_CREDENTIALS } from "@/lib/accounts/login";
import { call } from "../support/http";
import { createSignedIn, createUser, PASSWORD as FACTORY_PASSWORD } from "../support/factories";
import { adminWithOrganization, SIGN_UP_PASSWORD } from "../support/organizations";
import { lastMailTo, linkIn } from "../support/mailbox";
import { useJobRunner } from "../support/jobs";
import { rosterForm, sampleFiles, zipOf } from "../fixtures/oneroster";

useJobRunner();

/** An organization whose administrator gave Canada as their country (the school's country comes from its people). */
async function school() {
  const made = await adminWithOrganization();
  await prisma.user.update({ where: { id: made.admin.user.id }, data: { country: "Canada" } });
  return made;
}

let roles = 0;

/** Invites `email` with a new role of `kind`; returns the mailed link's token and the invitation's id. */
async function invite(adminToken: string, organizationId: string, email: string, kind = "teacher") {
  const name = roles++ ? `Homeroom ${kind} ${roles}` : `Homeroom ${kind}`;
  const role = await call(rolePOST, { token: adminToken, body: { name, organization: organizationId, kind } });
  const sent = await call(invitePOST, {
    token: adminToken,
    params: { id: organizationId },
    body: { email, role: role.body.id },
  });
  expect(sent.status).toBe(201);
  const link = new URL(linkIn(lastMailTo(email.toLowerCase()))!);
  return { token: link.searchParams.get("invitation")!, id: sent.body.id as string, roleId: role.body.id as string };
}

const joinBody = (invitation: string, over: Record<string, unknown> = {}) => ({
  invitation,
  firstname: "Nia",
  lastname: "Okafor",
  password1: SIGN_UP_PASSWORD,
  password2: SIGN_UP_PASSWORD,
  terms: true,
  ...over,
});

const written = async () => ({
  users: await prisma.user.count(),
  members: await prisma.organizationMember.count(),
  accepted: await prisma.organizationInvitation.count({ where: { status: "accepted" } }),
});

describe("joining from an invitation's link", () => {
  it("makes a verified account in the organization, with the role and the school's name and country", async () => {
    const { admin, org } = await school();
    const { token, id, roleId } = await invite(admin.token, org.id, "Nia.Okafor@School.test");
    expect(await describeInvitationLink(token)).toEqual({
      state: "pending",
      organizationName: "Maple Grove",
      roleName: expect.stringMatching(/^Homeroom teacher/),
      kind: "teacher",
      email: "nia.okafor@school.test",
      hasAccount: false,
    });

    const res = await call(joinPOST, { body: joinBody(token) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      detail: "Welcome to Maple Grove. Your account is ready.",
      email: "nia.okafor@school.test",
      kind: "teacher",
      organization: org.id,
      organizationName: "Maple Grove",
    });
    const user = await prisma.user.findUniqueOrThrow({ where: { email: "nia.okafor@school.test" } });
    expect(user).toMatchObject({
      firstname: "Nia",
      lastname: "Okafor",
      isTeacher: true,
      isOrganizer: false,
      schoolName: "Maple Grove",
      schoolCountry: "Canada",
      organizationId: org.id,
    });
    expect(user.emailVerifiedAt).not.toBeNull();
    const member = await prisma.organizationMember.findUniqueOrThrow({
      where: { organizationId_userId: { organizationId: org.id, userId: user.id } },
    });
    expect(member).toMatchObject({ kind: "teacher", roleId });
    const invitation = await prisma.organizationInvitation.findUniqueOrThrow({ where: { id } });
    expect(invitation).toMatchObject({ status: "accepted", answeredById: user.id });
    // No confirmation mail: the link proved the mailbox, so the password signs in at once.
    expect(lastMailTo("nia.okafor@school.test")?.text).toContain("invitation=");
    const login = await call(loginPOST, { body: { username: "nia.okafor@school.test", password: SIGN_UP_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.user.organization_code).toBe("MAPLE-1");

    // Single use: the same link again is refused, and nothing more is written.
    const before = await written();
    const again = await call(joinPOST, { body: joinBody(token, { firstname: "Second" }) });
    expect(again.status).toBe(400);
    expect(again.body.details.invitation).toEqual([
      "This invitation was already used. Sign in to your account instead.",
    ]);
    expect(await written()).toEqual(before);
    expect((await describeInvitationLink(token)).state).toBe("accepted");
  });

  it("an organizer's invitation makes an organizer with the organization's country", async () => {
    const { admin, org } = await school();
    const { token } = await invite(admin.token, org.id, "olu@school.test", "organizer");
    const res = await call(joinPOST, { body: joinBody(token, { lastname: undefined }) });
    expect(res.status).toBe(201);
    expect(res.body.kind).toBe("organizer");
    const user = await prisma.user.findUniqueOrThrow({ where: { email: "olu@school.test" } });
    expect(user).toMatchObject({ isOrganizer: true, isTeacher: false, country: "Canada", lastname: "" });
    expect(
      await prisma.organizationMember.findFirstOrThrow({ where: { organizationId: org.id, userId: user.id } }),
    ).toMatchObject({ kind: "organizer" });
  });

  it("keeps the sign-up rules: terms, matching and strong passwords, a first name", async () => {
    const { admin, org } = await school();
    const { token } = await invite(admin.token, org.id, "nia@school.test");
    const before = await written();
    const res = await call(joinPOST, {
      body: joinBody(token, { terms: false, firstname: " ", password2: "Something-Else-9" }),
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toMatchObject({
      terms: ["You have not accepted the terms and conditions"],
      password2: ["The two password fields didn't match."],
      firstname: ["This field is required."],
    });
    const weak = await call(joinPOST, { body: joinBody(token, { password1: "12345678", password2: "12345678" }) });
    expect(weak.status).toBe(400);
    expect(weak.body.details.password1.length).toBeGreaterThan(0);
    expect(await written()).toEqual(before);
    expect((await describeInvitationLink(token)).state).toBe("pending");
  });

  it("an existing account joins with its password; its address becomes confirmed", async () => {
    const { admin, org } = await school();
    const pat = await createUser({ role: "parent", email: "pat@family.test", verified: false });
    const { token, id } = await invite(admin.token, org.id, "pat@family.test");
    expect(await describeInvitationLink(token)).toMatchObject({ state: "pending", hasAccount: true });

    // The new-account form is refused for this address, and writes nothing.
    const before = await written();
    const fresh = await call(joinPOST, { body: joinBody(token) });
    expect(fresh.status).toBe(409);
    expect(fresh.body.detail).toBe(
      "You already have a Sprout account for pat@family.test. Sign in with its password to join Maple Grove.",
    );
    const wrong = await call(acceptPOST, { body: { invitation: token, password: "not-the-password" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.password).toEqual([INVALID_CREDENTIALS]);
    expect(await written()).toEqual(before);

    const ok = await call(acceptPOST, { body: { invitation: token, password: FACTORY_PASSWORD } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ detail: "You joined Maple Grove.", email: "pat@family.test", kind: "teacher" });
    const user = await prisma.user.findUniqueOrThrow({ where: { id: pat.id } });
    expect(user).toMatchObject({ isParent: true, isTeacher: true, organizationId: org.id });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(await prisma.organizationInvitation.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "accepted",
      answeredById: pat.id,
    });
    const login = await call(loginPOST, { body: { username: "pat@family.test", password: FACTORY_PASSWORD } });
    expect(login.status).toBe(200);
  });

  it("a student's account is told it cannot join a school's staff", async () => {
    const { admin, org } = await school();
    await createUser({ role: "student", email: "kid@family.test" });
    const { token } = await invite(admin.token, org.id, "kid@family.test");
    const before = await written();
    const res = await call(acceptPOST, { body: { invitation: token, password: FACTORY_PASSWORD } });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(STUDENT_CANNOT_JOIN);
    expect(await written()).toEqual(before);
  });

  it("refuses expired, declined, replaced and made-up links with their message and writes nothing", async () => {
    const { admin, org } = await school();
    const expired = await invite(admin.token, org.id, "late@school.test");
    await prisma.organizationInvitation.update({ where: { id: expired.id }, data: { expiresAt: new Date(0) } });
    const declinedBy = await createSignedIn({ role: "teacher", email: "no@school.test" });
    const declined = await invite(admin.token, org.id, "no@school.test");
    expect(
      (
        await call(answerPUT, {
          token: declinedBy.token,
          method: "PUT",
          params: { id: declined.id },
          body: { status: 2 },
        })
      ).status,
    ).toBe(200);
    // Sent again: the first link stops working.
    const replaced = await invite(admin.token, org.id, "again@school.test");
    const resent = await call(resendPOST, {
      token: admin.token,
      params: { id: org.id, invitationId: replaced.id },
    });
    expect(resent.status).toBe(200);

    const cases: [string, string][] = [
      [expired.token, "This invitation has expired. Ask Maple Grove to send a new one."],
      [declined.token, "This invitation was declined. Ask Maple Grove to send a new one if you changed your mind."],
      [
        replaced.token,
        "This invitation link is not valid. Open the whole link from the e-mail, or ask your organization to send a new one.",
      ],
      [
        "made-up-token-0123456789abcdef",
        "This invitation link is not valid. Open the whole link from the e-mail, or ask your organization to send a new one.",
      ],
    ];
    const before = await written();
    for (const [token, message] of cases) {
      const join = await call(joinPOST, { body: joinBody(token) });
      expect(join.status).toBe(400);
      expect(join.body.details.invitation).toEqual([message]);
      const accept = await call(acceptPOST, { body: { invitation: token, password: FACTORY_PASSWORD } });
      expect(accept.status).toBe(400);
      expect(accept.body.details.invitation).toEqual([message]);
      expect(await describeInvitationLink(token)).toMatchObject({ detail: message });
    }
    expect(await written()).toEqual(before);
  });

  it(
    "a teacher a OneRoster file named gets their classes when joining from the mailed link",
    { timeout: 120_000 },
    async () => {
      const organizer = await createSignedIn({ role: "organizer" });
      const { POST: adminPOST } = await import("@/app/api/organization/admin/route");
      const made = await call(adminPOST, {
        token: organizer.token,
        body: { name: "Maple Grove Elementary", description: "", invite_code: "MAPLE-GROVE" },
      });
      const orgId = made.body.id as string;
      const started = await call(rosterPOST, {
        token: organizer.token,
        params: { id: orgId },
        form: rosterForm(zipOf(sampleFiles())),
      });
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      await expect
        .poll(
          async () =>
            (await call(jobGET, { token: organizer.token, params: { id: orgId, importId: started.body.id } })).body
              .status,
          { timeout: 60_000, interval: 100 },
        )
        .toBe("succeeded");

      const email = "helena.rivera@maplegrove.test";
      const token = new URL(linkIn(lastMailTo(email))!).searchParams.get("invitation")!;
      const res = await call(joinPOST, { body: joinBody(token, { firstname: "Helena", lastname: "Rivera" }) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const helena = await prisma.user.findUniqueOrThrow({ where: { email } });
      expect(helena.schoolName).toBe("Maple Grove Elementary");
      const classes = await prisma.class.findMany({
        where: { organizationId: orgId, ownerId: helena.id },
        orderBy: { sourceId: "asc" },
      });
      expect(classes.map((c) => c.className)).toEqual(["Room 12 Coding", "Room 14 Coding"]);
    },
  );
});
