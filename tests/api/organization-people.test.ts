// Issue 28, organizers (docs/decisions/195, 196): any organizer creates an organization; nobody answers their own
// license request; a person's role changed or the person removed (never the last organizer); an invitation sent
// again or cancelled; students searched, filtered by class and sorted; the audit log in plain words with its
// Action and Person filters, the stored chain still verifying.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as adminPOST } from "@/app/api/organization/admin/route";
import { PUT as memberPUT, DELETE as memberDELETE } from "@/app/api/organization/[id]/users/[userId]/route";
import { GET as usersGET } from "@/app/api/organization/[id]/users/route";
import { GET as studentsGET } from "@/app/api/organization/[id]/users/students/route";
import { GET as classesGET } from "@/app/api/organization/[id]/classes/route";
import { POST as invitePOST } from "@/app/api/organization/[id]/invite/route";
import { POST as resendPOST, DELETE as cancelDELETE } from "@/app/api/organization/[id]/invite/[invitationId]/route";
import { PUT as answerPUT } from "@/app/api/organization/license/requests/[orgId]/[requestId]/route";
import { GET as queueGET } from "@/app/api/organization/license/requests/route";
import { POST as askPOST } from "@/app/api/organization/license/requests/[orgId]/route";
import { POST as classPOST } from "@/app/api/academics/class/route";
import { DELETE as classDELETE } from "@/app/api/academics/class/[classId]/route";
import { POST as classErasePOST } from "@/app/api/academics/class/[classId]/erase/route";
import { POST as rolePOST } from "@/app/api/organization/role/route";
import { GET as auditGET } from "@/app/api/organization/[id]/audit-logs/route";
import { GET as verifyGET } from "@/app/api/organization/[id]/audit-logs/verify/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { lastMailTo } from "../support/mailbox";

/** The deployment administrator first (the earliest organizer), then an organizer who creates their school. */
async function school() {
  const admin = await createSignedIn({ role: "organizer" });
  // The earliest organizer account of the deployment (a second school() in a test makes a later one).
  const first = await prisma.user.findFirst({ where: { isOrganizer: true }, orderBy: { createdAt: "asc" } });
  if (first?.id === admin.user.id) {
    await prisma.user.update({ where: { id: admin.user.id }, data: { createdAt: new Date(Date.now() - 86_400_000) } });
  }
  const organizer = await createSignedIn({ role: "organizer" });
  const created = await call(adminPOST, {
    token: organizer.token,
    body: { name: `Oak ${randomUUID().slice(0, 6)}`, invite_code: `OAK-${randomUUID().slice(0, 8)}` },
  });
  expect(created.status).toBe(201);
  const org = created.body as { id: string; name: string };
  const teacher = await createSignedIn({ role: "teacher" });
  await prisma.organizationMember.create({
    data: { organizationId: org.id, userId: teacher.user.id, kind: "teacher" },
  });
  await prisma.user.update({ where: { id: teacher.user.id }, data: { organizationId: org.id } });
  return { admin, organizer, teacher, org };
}

const member = (token: string, id: string, userId: string, body?: unknown) =>
  call(body === undefined ? memberDELETE : memberPUT, {
    token,
    params: { id, userId },
    ...(body === undefined ? { method: "DELETE" } : { method: "PUT", body }),
  });

describe("organizations and licenses: separation of duties", () => {
  it("an organizer who is not the administrator creates their organization and organizes it", async () => {
    const { organizer, org } = await school();
    const people = await call(usersGET, { token: organizer.token, params: { id: org.id } });
    expect(people.body.results).toContainEqual(expect.objectContaining({ id: organizer.user.id, kind: "organizer" }));
    const parent = await createSignedIn({ role: "parent" });
    const refused = await call(adminPOST, {
      token: parent.token,
      body: { name: "Nope", invite_code: `NOPE-${randomUUID().slice(0, 6)}` },
    });
    expect(refused.status).toBe(403);
    expect((await call(adminPOST, { body: { name: "Anon", invite_code: "ANON-1234" } })).status).toBe(401);
  });

  it("the administrator never answers a request of an organization they organize, nor their own", async () => {
    const { admin, organizer, org } = await school();
    const license = await prisma.license.create({
      data: { name: "Pilot", priceCents: 100, durationDays: 30, seats: 10 },
    });
    const asked = await call(askPOST, {
      token: organizer.token,
      params: { orgId: org.id },
      body: { license: license.id },
    });
    expect(asked.status).toBe(201);
    // The administrator joins the school as an organizer: its request is now someone else's to answer.
    await prisma.organizationMember.create({
      data: { organizationId: org.id, userId: admin.user.id, kind: "organizer" },
    });
    const queue = await call(queueGET, { token: admin.token });
    expect(queue.body.find((r: { id: string }) => r.id === asked.body.id)).toMatchObject({ answerable: false });
    const grant = () =>
      call(answerPUT, {
        token: admin.token,
        method: "PUT",
        params: { orgId: org.id, requestId: asked.body.id },
        body: { status: "granted" },
      });
    const own = await grant();
    expect(own.status).toBe(403);
    expect(own.body.detail).toContain("another administrator must answer");
    expect((await prisma.licenseRequest.findUniqueOrThrow({ where: { id: asked.body.id } })).status).toBe("pending");
    // Out of the school again, the administrator answers it.
    await prisma.organizationMember.delete({
      where: { organizationId_userId: { organizationId: org.id, userId: admin.user.id } },
    });
    const granted = await grant();
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ status: "granted", seats: 10 });
  });
});

describe("people: role change and removal", () => {
  it("changes a teacher into an organizer by a role, and back, but never leaves the organization without one", async () => {
    const { organizer, teacher, org } = await school();
    const role = await call(rolePOST, {
      token: organizer.token,
      body: { name: "Head of year", kind: "organizer", organization: org.id },
    });
    const promoted = await member(organizer.token, org.id, teacher.user.id, { role: role.body.id });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ kind: "organizer", role: "Head of year" });
    expect(promoted.body.detail).toMatch(/is now a Head of year \(organizer\)\.$/);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: teacher.user.id } })).isOrganizer).toBe(true);

    // Two organizers: the first may step down to teacher; then the other is the last and stays.
    expect((await member(organizer.token, org.id, organizer.user.id, { role: null, kind: "teacher" })).status).toBe(
      200,
    );
    const last = await member(teacher.token, org.id, teacher.user.id, { role: null, kind: "teacher" });
    expect(last.status).toBe(409);
    expect(last.body.detail).toContain("only organizer");
    const removeLast = await member(teacher.token, org.id, teacher.user.id);
    expect(removeLast.status).toBe(409);
    // The one who stepped down is a teacher member now: 403.
    expect((await member(organizer.token, org.id, teacher.user.id, { role: null, kind: "teacher" })).status).toBe(403);
  });

  it("refuses another organization's role, a body without a choice, a stranger and a missing member", async () => {
    const { organizer, teacher, org } = await school();
    const other = await school();
    const theirs = await call(rolePOST, {
      token: other.organizer.token,
      body: { name: "Coach", organization: other.org.id },
    });
    const wrongRole = await member(organizer.token, org.id, teacher.user.id, { role: theirs.body.id });
    expect(wrongRole.status).toBe(400);
    expect(wrongRole.body.details.role[0]).toBe("Choose one of the organization's roles.");
    expect((await member(organizer.token, org.id, teacher.user.id, { role: null })).status).toBe(400);
    expect((await member(organizer.token, org.id, teacher.user.id, { role: "x" })).status).toBe(400);
    expect((await member(other.organizer.token, org.id, teacher.user.id, { role: null, kind: "teacher" })).status).toBe(
      404,
    );
    expect((await member(organizer.token, org.id, other.teacher.user.id)).status).toBe(404);
    expect((await member(teacher.token, org.id, organizer.user.id)).status).toBe(403);
    const anonymous = await call(memberDELETE, { method: "DELETE", params: { id: org.id, userId: teacher.user.id } });
    expect(anonymous.status).toBe(401);
  });

  it("removes a teacher: out of the list, their current organization cleared, their classes still filed here", async () => {
    const { organizer, teacher, org } = await school();
    const klass = await call(classPOST, { token: teacher.token, body: { className: "Robots", organization: org.id } });
    expect(klass.status).toBe(201);
    const removed = await member(organizer.token, org.id, teacher.user.id);
    expect(removed.status).toBe(200);
    expect(removed.body.detail).toBe(
      `${teacher.user.firstname} ${teacher.user.lastname} was removed from ${org.name}.`,
    );
    const people = await call(usersGET, { token: organizer.token, params: { id: org.id } });
    expect(people.body.results.map((p: { id: string }) => p.id)).not.toContain(teacher.user.id);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: teacher.user.id } })).organizationId).toBeNull();
    expect((await prisma.class.findUniqueOrThrow({ where: { id: klass.body.class.id } })).organizationId).toBe(org.id);
    expect((await member(organizer.token, org.id, teacher.user.id)).status).toBe(404);
  });
});

describe("invitations: send again, cancel", () => {
  it("sends a waiting invitation again with a new link, and cancels one; an answered one stays", async () => {
    const { organizer, org } = await school();
    const role = await call(rolePOST, {
      token: organizer.token,
      body: { name: "Homeroom teacher", organization: org.id },
    });
    const email = `nia.${randomUUID().slice(0, 6)}@school.test`;
    const sent = await call(invitePOST, {
      token: organizer.token,
      params: { id: org.id },
      body: { email, role: role.body.id },
    });
    expect(sent.status).toBe(201);
    const firstMail = lastMailTo(email)!.text;
    const before = await prisma.organizationInvitation.findUniqueOrThrow({ where: { id: sent.body.id } });

    const again = await call(resendPOST, {
      token: organizer.token,
      params: { id: org.id, invitationId: sent.body.id },
    });
    expect(again.status).toBe(200);
    expect(again.body.detail).toBe(`We emailed the invitation to ${email} again.`);
    const after = await prisma.organizationInvitation.findUniqueOrThrow({ where: { id: sent.body.id } });
    expect(after.tokenHash).not.toBe(before.tokenHash);
    expect(after.expiresAt.getTime()).toBeGreaterThanOrEqual(before.expiresAt.getTime());
    expect(lastMailTo(email)!.text).not.toBe(firstMail);

    const other = await school();
    const stranger = await call(cancelDELETE, {
      token: other.organizer.token,
      method: "DELETE",
      params: { id: org.id, invitationId: sent.body.id },
    });
    expect(stranger.status).toBe(404);
    const cancelled = await call(cancelDELETE, {
      token: organizer.token,
      method: "DELETE",
      params: { id: org.id, invitationId: sent.body.id },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.detail).toBe(`The invitation to ${email} was cancelled.`);
    expect(await prisma.organizationInvitation.count({ where: { id: sent.body.id } })).toBe(0);

    const answered = await prisma.organizationInvitation.create({
      data: {
        organizationId: org.id,
        kind: "teacher",
        email: "done@school.test",
        tokenHash: `t-${randomUUID()}`,
        status: "accepted",
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    const late = await call(resendPOST, { token: organizer.token, params: { id: org.id, invitationId: answered.id } });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe("done@school.test already accepted this invitation.");
  });
});

describe("students: search, class and order", () => {
  it("searches by name or username, filters by class and sorts, all on the server", async () => {
    const { organizer, teacher, org } = await school();
    const mk = async (className: string) =>
      (await call(classPOST, { token: teacher.token, body: { className, organization: org.id } })).body.class
        .id as string;
    const [owls, bats] = [await mk("Owls"), await mk("Bats")];
    const kids = [
      ["zoe", "Zoe", "Adams", owls],
      ["ava", "Ava", "Brown", bats],
      ["max", "Max", "Cole", owls],
      ["pct", "Per%cent", "Doe", bats],
    ] as const;
    for (const [u, first, last, classId] of kids) {
      const user = await prisma.user.create({
        data: { username: `${u}.${randomUUID().slice(0, 6)}`, firstname: first, lastname: last, isStudent: true },
      });
      await prisma.student.create({ data: { userId: user.id, classId } });
    }
    const list = (query: Record<string, string>) =>
      call(studentsGET, { token: organizer.token, params: { id: org.id }, query });
    const names = (r: { body: { results: { firstname: string }[] } }) => r.body.results.map((s) => s.firstname);

    expect(names(await list({ sort: "name" }))).toEqual(["Ava", "Max", "Per%cent", "Zoe"]);
    expect(names(await list({ sort: "class" }))).toEqual(["Ava", "Per%cent", "Max", "Zoe"]);
    expect(names(await list({ sort: "name", class: owls }))).toEqual(["Max", "Zoe"]);
    expect(names(await list({ q: "brown" }))).toEqual(["Ava"]);
    expect(names(await list({ q: "ZOE." }))).toEqual(["Zoe"]);
    // A typed % is a letter, not "anything".
    expect(names(await list({ q: "%" }))).toEqual(["Per%cent"]);
    expect((await list({ q: "nobody" })).body).toMatchObject({ count: 0, results: [] });
    const page = await list({ sort: "name", pageSize: "2", page: "2" });
    expect(page.body).toMatchObject({ count: 4, page: 2 });
    expect(names(page)).toEqual(["Per%cent", "Zoe"]);

    expect((await list({ sort: "shoe-size" })).status).toBe(400);
    expect((await list({ class: "owls" })).status).toBe(400);
    // Another organization's class filters to nothing (its students never show).
    const other = await school();
    const theirs = (
      await call(classPOST, { token: other.teacher.token, body: { className: "X", organization: other.org.id } })
    ).body.class.id;
    expect((await list({ class: theirs })).body.count).toBe(0);

    const classes = await call(classesGET, { token: organizer.token, params: { id: org.id } });
    expect(classes.body).toEqual([
      { id: bats, name: "Bats" },
      { id: owls, name: "Owls" },
    ]);
    expect((await call(classesGET, { token: teacher.token, params: { id: org.id } })).status).toBe(403);
    expect((await call(classesGET, { token: other.organizer.token, params: { id: org.id } })).status).toBe(404);
    expect((await call(classesGET, { params: { id: org.id } })).status).toBe(401);
  });
});

describe("the audit log in words", () => {
  it("reads 'who did what to which record' from the stored ids; filters by kind and person; the chain verifies", async () => {
    const { organizer, teacher, org } = await school();
    await prisma.user.update({ where: { id: teacher.user.id }, data: { firstname: "Mia", lastname: "Lee" } });
    const created = await call(classPOST, {
      token: teacher.token,
      body: { className: "Owls", organization: org.id },
      path: "/api/academics/class/",
    });
    const gone = await call(classPOST, {
      token: teacher.token,
      body: { className: "Bats", organization: org.id },
      path: "/api/academics/class/",
    });
    const goneId = gone.body.class.id;
    const deleted = await call(classDELETE, {
      token: teacher.token,
      method: "DELETE",
      params: { classId: goneId },
      path: `/api/academics/class/${goneId}`,
    });
    // Deleting archives the class (docs/decisions/185); erasing it, name typed, deletes it for good.
    const erased = await call(classErasePOST, {
      token: teacher.token,
      params: { classId: goneId },
      body: { confirmClassName: "Bats" },
      path: `/api/academics/class/${goneId}/erase`,
    });
    expect([created.status, deleted.status, erased.status]).toEqual([201, 204, 200]);
    await call(rolePOST, {
      token: organizer.token,
      body: { name: "Coach", organization: org.id },
      path: "/api/organization/role/",
    });
    const orgName = `${organizer.user.firstname} ${organizer.user.lastname}`;

    const log = await call(auditGET, { token: organizer.token, params: { id: org.id } });
    expect(log.status).toBe(200);
    const said = log.body.results.map((e: { summary: string }) => e.summary);
    expect(said).toContain("Mia Lee created class Owls");
    expect(said).toContain("Mia Lee created a deleted class");
    expect(said).toContain("Mia Lee archived a deleted class");
    expect(said).toContain("Mia Lee deleted a class");
    expect(said).toContain(`${orgName} created role Coach`);
    // The stored entries keep ids, never the words.
    const stored = await prisma.auditLog.findMany({ where: { organizationId: org.id } });
    expect(JSON.stringify(stored)).not.toContain("Owls");

    const creations = await call(auditGET, {
      token: organizer.token,
      params: { id: org.id },
      query: { kind: "class-create" },
    });
    expect(creations.body.results.map((e: { summary: string }) => e.summary).sort()).toEqual([
      "Mia Lee created a deleted class",
      "Mia Lee created class Owls",
    ]);
    const byOrganizer = await call(auditGET, {
      token: organizer.token,
      params: { id: org.id },
      query: { actor: organizer.user.id },
    });
    expect(byOrganizer.body.results.every((e: { summary: string }) => e.summary.startsWith(orgName))).toBe(true);
    expect(log.body.people.map((p: { id: string }) => p.id).sort()).toEqual(
      [organizer.user.id, teacher.user.id].sort(),
    );
    const bad = await call(auditGET, { token: organizer.token, params: { id: org.id }, query: { kind: "POST /api" } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.kind[0]).toBe("Choose one of the listed actions.");

    const verified = await call(verifyGET, { token: organizer.token, params: { id: org.id } });
    expect(verified.body).toMatchObject({ ok: true, broken: null });
  });
});
