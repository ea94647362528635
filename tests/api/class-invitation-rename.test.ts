// Co-teaching invitations are bound to an account, not a name (issue 41): an invitation names the account that
// held the username or verified e-mail when it was sent, so a rename neither takes nor loses it.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as invitationsGET } from "@/app/api/academics/class/invitations/route";
import { PUT as invitationPUT } from "@/app/api/academics/class/invitations/[id]/route";
import { GET as studentsGET } from "@/app/api/academics/class/[classId]/student/route";
import { PATCH as classPATCH } from "@/app/api/academics/class/[classId]/route";
import { POST as classPOST } from "@/app/api/academics/class/route";
import { PATCH as profilePATCH } from "@/app/api/auth/user/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn, createUser } from "../support/factories";

const unique = () => randomUUID().slice(0, 8);
const rename = (token: string, username: string) => call(profilePATCH, { token, method: "PATCH", body: { username } });
const invitationsOf = async (token: string) =>
  (await call(invitationsGET, { token })).body as { id: string; classId: string }[];
const answer = (token: string, id: string, accept = true) =>
  call(invitationPUT, { token, method: "PUT", params: { id }, body: { accept } });
const roster = (token: string, classId: string) => call(studentsGET, { token, params: { classId } });

async function classInviting(coTeachers: string[]) {
  const owner = await createSignedIn({ role: "teacher" });
  const res = await call(classPOST, { token: owner.token, body: { className: "Shared", coTeachers } });
  expect(res.status).toBe(201);
  const classId: string = res.body.class.id;
  const [invitation] = await prisma.classInvitation.findMany({ where: { classId } });
  return { owner, classId, invitationId: invitation.id };
}

describe("co-teaching invitations are bound to the account that held the name", () => {
  it("bob renames to bob2 and mallory takes 'bob': mallory cannot see or accept it, bob2 still can", async () => {
    const name = `bob-${unique()}`;
    const bob = await createSignedIn({ role: "teacher", username: name });
    const mallory = await createSignedIn({ role: "teacher" });
    const { classId, invitationId } = await classInviting([name]);

    expect((await rename(bob.token, `${name}-2`)).status).toBe(200);
    expect((await rename(mallory.token, name)).status).toBe(200);

    expect(await invitationsOf(mallory.token)).toEqual([]);
    expect((await answer(mallory.token, invitationId)).status).toBe(404);
    expect((await roster(mallory.token, classId)).status).toBe(404);

    expect(await invitationsOf(bob.token)).toEqual([expect.objectContaining({ id: invitationId, classId })]);
    expect((await answer(bob.token, invitationId)).status).toBe(200);
    expect((await roster(bob.token, classId)).status).toBe(200);
    expect((await roster(mallory.token, classId)).status).toBe(404);
    const teachers = await prisma.classTeacher.findMany({ where: { classId }, select: { teacherId: true } });
    expect(teachers).toEqual([{ teacherId: bob.user.id }]);
  });

  it("an invitation to a username no one holds is never taken by whoever registers it later", async () => {
    const name = `nobody-${unique()}`;
    const { classId, invitationId } = await classInviting([name]);
    const later = await createSignedIn({ role: "teacher", username: name });
    const renamer = await createSignedIn({ role: "teacher" });
    expect(await invitationsOf(later.token)).toEqual([]);
    expect((await answer(later.token, invitationId)).status).toBe(404);
    await prisma.user.delete({ where: { id: later.user.id } });
    expect((await rename(renamer.token, name)).status).toBe(200);
    expect(await invitationsOf(renamer.token)).toEqual([]);
    expect((await roster(renamer.token, classId)).status).toBe(404);
  });

  it("by e-mail: a change of address neither takes nor loses it; an address no one verified waits for its owner", async () => {
    const address = `ann-${unique()}@school.test`;
    const ann = await createSignedIn({ role: "teacher", email: address });
    const { invitationId } = await classInviting([address]);
    // Ann moves to another address and someone else verifies the old one.
    await prisma.user.update({ where: { id: ann.user.id }, data: { email: `ann-new-${unique()}@school.test` } });
    const other = await createSignedIn({ role: "teacher", email: address });
    expect(await invitationsOf(other.token)).toEqual([]);
    expect((await answer(other.token, invitationId)).status).toBe(404);
    expect(await invitationsOf(ann.token)).toEqual([expect.objectContaining({ id: invitationId })]);

    // Sent to an address only an unverified account held: it binds no one, and whoever verifies the address
    // answers it (an unverified holder cannot, until they verify).
    const waiting = `wait-${unique()}@school.test`;
    const unverified = await createUser({ role: "teacher", email: waiting, verified: false });
    const second = await classInviting([waiting]);
    const unbound = await prisma.classInvitation.findUniqueOrThrow({ where: { id: second.invitationId } });
    expect(unbound.inviteeId).toBeNull();
    await prisma.user.delete({ where: { id: unverified.id } });
    const owner = await createSignedIn({ role: "teacher", email: waiting });
    expect(await invitationsOf(owner.token)).toEqual([expect.objectContaining({ id: second.invitationId })]);
    expect((await answer(owner.token, second.invitationId)).status).toBe(200);
    expect((await roster(owner.token, second.classId)).status).toBe(200);
    const bound = await prisma.classInvitation.findUniqueOrThrow({ where: { id: second.invitationId } });
    expect(bound.inviteeId).toBe(owner.user.id);
  });

  it("asking a name again binds the invitation to whoever holds the name now", async () => {
    const name = `carl-${unique()}`;
    const carl = await createSignedIn({ role: "teacher", username: name });
    const { owner, classId, invitationId } = await classInviting([name]);
    expect((await answer(carl.token, invitationId, false)).status).toBe(200);
    expect((await rename(carl.token, `${name}-2`)).status).toBe(200);
    const dana = await createSignedIn({ role: "teacher", username: name });
    const again = await call(classPATCH, {
      token: owner.token,
      method: "PATCH",
      params: { classId },
      body: { inviteCoTeachers: [name] },
    });
    expect(again.status).toBe(200);
    expect(again.body.invited).toEqual([name]);
    expect(await invitationsOf(carl.token)).toEqual([]);
    expect(await invitationsOf(dana.token)).toEqual([expect.objectContaining({ id: invitationId })]);
  });
});
