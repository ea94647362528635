// lib/access/table.ts as the coming parent and organizer endpoints will use it: who may read, write and delete a
// class and a student, checked through the same where-filters services apply (real PostgreSQL, no routes).
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { classesVisibleTo, findClassOrThrow } from "@/lib/access/classes";
import { findStudentOrThrow, studentsVisibleTo } from "@/lib/access/students";
import { usersVisibleTo } from "@/lib/access/users";
import { organizationsVisibleTo } from "@/lib/access/organizations";
import { organizationVisibleSql, SqlParams } from "@/lib/access/sql";
import { sql } from "@/lib/db/client";
import type { AccessActor, Need } from "@/lib/access/table";
import { rolesOf } from "@/lib/auth/roles";
import { createUser } from "../support/factories";
import { createClass, createStudent } from "../support/curriculum-factories";

const actorOf = (u: {
  id: string;
  organizationId: string | null;
  isStudent: boolean;
  isTeacher: boolean;
  isParent: boolean;
  isOrganizer: boolean;
}): AccessActor => ({
  id: u.id,
  organizationId: u.organizationId,
  roles: rolesOf(u),
});

async function world() {
  const org = await prisma.organization.create({ data: { name: "Access A", inviteCode: `ACC-${Date.now()}` } });
  const other = await prisma.organization.create({ data: { name: "Access B", inviteCode: `ACC-B-${Date.now()}` } });
  const inOrg = (u: { id: string }, organizationId: string) =>
    prisma.user.update({ where: { id: u.id }, data: { organizationId } });
  const owner = await inOrg(await createUser({ role: "teacher" }), org.id);
  const co = await inOrg(await createUser({ role: "teacher" }), org.id);
  const stranger = await inOrg(await createUser({ role: "teacher" }), org.id);
  const organizer = await inOrg(await createUser({ role: "organizer" }), org.id);
  const otherOrganizer = await inOrg(await createUser({ role: "organizer" }), other.id);
  const parent = await createUser({ role: "parent" });
  const otherParent = await createUser({ role: "parent" });
  const klass = await createClass(owner.id, { coTeacherIds: [co.id] });
  await prisma.class.update({ where: { id: klass.id }, data: { organizationId: org.id } });
  const student = await createStudent(klass.id);
  const sibling = await createStudent(klass.id, "Bo");
  await prisma.parentChild.create({ data: { parentId: parent.id, childId: student.userId } });
  const kid = await prisma.user.findUniqueOrThrow({ where: { id: student.userId } });
  const people = { owner, co, stranger, organizer, otherOrganizer, parent, otherParent, kid };
  return {
    klass,
    student,
    sibling,
    org,
    actors: Object.fromEntries(Object.entries(people).map(([k, u]) => [k, actorOf(u)])) as Record<
      keyof typeof people,
      AccessActor
    >,
  };
}

const seesClass = async (a: AccessActor, id: string, need: Need) =>
  (await prisma.class.count({ where: { id, ...classesVisibleTo(a, need) } })) === 1;
const seesStudent = async (a: AccessActor, id: string, need: Need) =>
  (await prisma.student.count({ where: { id, ...studentsVisibleTo(a, need) } })) === 1;

describe("lib/access: who may read, write and delete", () => {
  it("a class: its teachers and its organization's organizer read; teachers write; only the owner deletes", async () => {
    const w = await world();
    const table: [keyof typeof w.actors, boolean, boolean, boolean][] = [
      ["owner", true, true, true],
      ["co", true, true, false],
      ["organizer", true, false, false],
      ["stranger", false, false, false],
      ["otherOrganizer", false, false, false],
      ["parent", false, false, false],
      ["kid", false, false, false],
    ];
    for (const [who, read, write, del] of table) {
      expect([
        who,
        await seesClass(w.actors[who], w.klass.id, "read"),
        await seesClass(w.actors[who], w.klass.id, "write"),
        await seesClass(w.actors[who], w.klass.id, "delete"),
      ]).toEqual([who, read, write, del]);
    }
    await expect(findClassOrThrow(w.actors.co, w.klass.id, "delete")).rejects.toMatchObject({ code: "forbidden" });
    await expect(findClassOrThrow(w.actors.stranger, w.klass.id, "delete")).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("a student: the child's parent and the student themself read; a sibling's parent does not", async () => {
    const w = await world();
    expect(await seesStudent(w.actors.parent, w.student.id, "read")).toBe(true);
    expect(await seesStudent(w.actors.parent, w.sibling.id, "read")).toBe(false);
    expect(await seesStudent(w.actors.parent, w.student.id, "write")).toBe(false);
    expect(await seesStudent(w.actors.otherParent, w.student.id, "read")).toBe(false);
    expect(await seesStudent(w.actors.kid, w.student.id, "read")).toBe(true);
    expect(await seesStudent(w.actors.kid, w.sibling.id, "read")).toBe(false);
    expect(await seesStudent(w.actors.organizer, w.student.id, "read")).toBe(true);
    expect(await seesStudent(w.actors.otherOrganizer, w.student.id, "read")).toBe(false);
    expect(await seesStudent(w.actors.co, w.student.id, "write")).toBe(true);
    await expect(findStudentOrThrow(w.actors.co, { id: w.student.id }, "delete")).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(findStudentOrThrow(w.actors.parent, { id: w.student.id }, "delete")).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(findStudentOrThrow(w.actors.stranger, { id: w.student.id }, "read")).rejects.toMatchObject({
      code: "not_found",
    });
    expect((await findStudentOrThrow(w.actors.owner, { id: w.student.id, classId: w.klass.id }, "delete")).id).toBe(
      w.student.id,
    );
  });

  it("a user: themself, and an organizer of their organization", async () => {
    const w = await world();
    const visible = async (a: AccessActor) =>
      (await prisma.user.findMany({ where: usersVisibleTo(a), select: { id: true } })).map((u) => u.id).sort();
    expect(await visible(w.actors.parent)).toEqual([w.actors.parent.id]);
    const orgUsers = (await prisma.user.findMany({ where: { organizationId: w.org.id }, select: { id: true } }))
      .map((u) => u.id)
      .sort();
    expect(await visible(w.actors.organizer)).toEqual(orgUsers);
    expect(await visible(w.actors.otherOrganizer)).toEqual([w.actors.otherOrganizer.id]);
  });

  it("an organization: its members read, its organizers manage, and the SQL twin answers the same", async () => {
    const w = await world();
    const member = (userId: string, kind: "teacher" | "organizer") =>
      prisma.organizationMember.create({ data: { organizationId: w.org.id, userId, kind } });
    await member(w.actors.owner.id, "teacher");
    await member(w.actors.organizer.id, "organizer");
    await member(w.actors.otherOrganizer.id, "teacher"); // an organizer elsewhere, a teacher here
    const viaPrisma = async (a: AccessActor, need: Need) =>
      (await prisma.organization.count({ where: { id: w.org.id, ...organizationsVisibleTo(a, need) } })) === 1;
    const viaSql = async (a: AccessActor, need: Need) => {
      const p = new SqlParams();
      const id = p.add(w.org.id);
      const rows = await sql.query(
        `SELECT 1 FROM organization o WHERE o.id = ${id}::uuid AND ${organizationVisibleSql(a, need, "o", p)}`,
        p.values,
      );
      return rows.length === 1;
    };
    const table: [keyof typeof w.actors, boolean, boolean][] = [
      ["owner", true, false],
      ["organizer", true, true],
      ["otherOrganizer", true, false],
      ["stranger", false, false],
      ["parent", false, false],
      ["kid", false, false],
    ];
    for (const [who, read, write] of table) {
      const a = w.actors[who];
      const answers = [await viaPrisma(a, "read"), await viaPrisma(a, "write"), await viaPrisma(a, "delete")];
      expect([who, ...answers]).toEqual([who, read, write, false]);
      expect([who, await viaSql(a, "read"), await viaSql(a, "write"), await viaSql(a, "delete")]).toEqual([
        who,
        ...answers,
      ]);
    }
  });
});
