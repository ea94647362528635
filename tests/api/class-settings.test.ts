// PATCH /api/academics/class/{classId} (issue 28, docs/decisions/192): a class's name and colour can be corrected
// by its teachers; its co-teachers by its owner only, and an invited teacher co-teaches only after accepting.
import { describe, expect, it } from "vitest";
import { GET as classGET, PATCH as classPATCH } from "@/app/api/academics/class/[classId]/route";
import { GET as studentsGET } from "@/app/api/academics/class/[classId]/student/route";
import { GET as invitationsGET } from "@/app/api/academics/class/invitations/route";
import { POST as classPOST } from "@/app/api/academics/class/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { acceptInvitations, teacherWithClass } from "../fixtures/csv/classroom";

const patch = (token: string | undefined, classId: string, body: unknown) =>
  call(classPATCH, { token, method: "PATCH", params: { classId }, body });

describe("PATCH /api/academics/class/{classId}", () => {
  it("renames and recolours the class; a reload reads the new values", async () => {
    const t = await teacherWithClass("Owls typo");
    const res = await patch(t.token, t.classId, { className: "Owls", color: "blue", roomNumber: "12" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ className: "Owls", color: "blue", roomNumber: "12" });
    const again = await call(classGET, { token: t.token, params: { classId: t.classId } });
    expect(again.body).toMatchObject({ className: "Owls", color: "blue", roomNumber: "12" });
  });

  it("refuses a blank name, an unknown colour and unknown fields with field messages", async () => {
    const t = await teacherWithClass();
    const res = await patch(t.token, t.classId, { className: " ", color: "purple" });
    expect(res.status).toBe(400);
    expect(res.body.details.className).toEqual(["Class name is required."]);
    expect(res.body.details.color).toEqual(["Choose one of the four class colours."]);
    expect((await patch(t.token, t.classId, { ownerId: t.user.id })).status).toBe(400);
    expect((await prisma.class.findUniqueOrThrow({ where: { id: t.classId } })).className).toBe("Room 1");
  });

  it("invites a co-teacher who works in the class only after accepting; the owner removes them again", async () => {
    const t = await teacherWithClass();
    const co = await createSignedIn({ role: "teacher" });
    const invited = await patch(t.token, t.classId, { inviteCoTeachers: [co.user.username] });
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({ coTeachers: [], invited: [co.user.username] });
    expect((await call(studentsGET, { token: co.token, params: { classId: t.classId } })).status).toBe(404);
    await acceptInvitations(co.token);
    expect((await call(studentsGET, { token: co.token, params: { classId: t.classId } })).status).toBe(200);

    // The co-teacher may rename, but not change who teaches.
    expect((await patch(co.token, t.classId, { className: "Owls" })).status).toBe(200);
    const refused = await patch(co.token, t.classId, { removeCoTeachers: [co.user.id] });
    expect(refused.status).toBe(403);

    const removed = await patch(t.token, t.classId, { removeCoTeachers: [co.user.id] });
    expect(removed.status).toBe(200);
    expect(removed.body.coTeachers).toEqual([]);
    expect((await call(studentsGET, { token: co.token, params: { classId: t.classId } })).status).toBe(404);

    // Asked again, they must accept again.
    await patch(t.token, t.classId, { inviteCoTeachers: [co.user.username] });
    expect((await call(invitationsGET, { token: co.token })).body).toEqual([
      expect.objectContaining({ classId: t.classId }),
    ]);
  });

  it("cancels an invitation nobody answered", async () => {
    const t = await createSignedIn({ role: "teacher" });
    const created = await call(classPOST, { token: t.token, body: { className: "Bees", coTeachers: ["someone"] } });
    const classId = created.body.class.id;
    const res = await patch(t.token, classId, { cancelInvitations: ["someone"] });
    expect(res.status).toBe(200);
    expect(res.body.invited).toEqual([]);
  });

  it("401 signed out, 403 for a parent, 404 for another teacher's class", async () => {
    const t = await teacherWithClass();
    expect((await patch(undefined, t.classId, { className: "X" })).status).toBe(401);
    const parent = await createSignedIn({ role: "parent" });
    expect((await patch(parent.token, t.classId, { className: "X" })).status).toBe(403);
    const other = await createSignedIn({ role: "teacher" });
    expect((await patch(other.token, t.classId, { className: "X" })).status).toBe(404);
    expect((await prisma.class.findUniqueOrThrow({ where: { id: t.classId } })).className).toBe("Room 1");
  });
});
