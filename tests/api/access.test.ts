// lib/access/table.ts as the coming parent and organizer endpoints will use it: who may read, write and delete a
// class and a student, checked through the same where-filters services apply (real PostgreSQL, no routes).
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { classesVisibleTo, findClassOrThrow } from "@/lib/access/classes";
import { findStudentOrThrow, studentsVisibleTo } from "@/lib/access/students";
import { usersVisibleTo } from "@/lib/access/users";
import { organizationsVisibleTo } from "@/lib/access/organizations";
import {
  childVisibleSql,
  classVisibleSql,
  organizationVisibleSql,
  SqlParams,
  studentVisibleSql,
} from "@/lib/access/sql";
import { childrenVisibleTo } from "@/lib/access/children";
import {
  findOrganizationInvitationOrThrow,
  organizationInvitationsVisibleTo,
} from "@/lib/access/organization-invitations";
import { sql } from "@/lib/db/client";
import type { AccessActor, Need } from "@/lib/access/table";
import { rolesOf } from "@/lib/auth/roles";
import { createUser } from "../support/factories";
import { createClass, createStudent } from "../support/curriculum-factories";

const actorOf = (u: {
  id: string;
  isStudent: boolean;
  isTeacher: boolean;
  isParent: boolean;
  isOrganizer: boolean;
}): AccessActor => ({
  id: u.id,
  roles: rolesOf(u),
});

async function world() {
  const org = await prisma.organization.create({ data: { name: "Access A", inviteCode: `ACC-${Date.now()}` } });
  const other = await prisma.organization.create({ data: { name: "Access B", inviteCode: `ACC-B-${Date.now()}` } });
  // A member of `organizationId` of `kind`, with it as current organization (as joining by code or invitation does).
  const inOrg = async (u: { id: string }, organizationId: string, kind: "teacher" | "organizer") => {
    await prisma.organizationMember.create({ data: { organizationId, userId: u.id, kind } });
    return prisma.user.update({ where: { id: u.id }, data: { organizationId } });
  };
  const owner = await inOrg(await createUser({ role: "teacher" }), org.id, "teacher");
  const co = await inOrg(await createUser({ role: "teacher" }), org.id, "teacher");
  const stranger = await inOrg(await createUser({ role: "teacher" }), org.id, "teacher");
  const organizer = await inOrg(await createUser({ role: "organizer" }), org.id, "organizer");
  const otherOrganizer = await inOrg(await createUser({ role: "organizer" }), other.id, "organizer");
  // Issue 21: joined A by its invite code (current organization A), then accepted B's organizer invitation.
  const crossOrganizer = await inOrg(await createUser({ roles: ["teacher", "organizer"] }), org.id, "teacher");
  await prisma.organizationMember.create({
    data: { organizationId: other.id, userId: crossOrganizer.id, kind: "organizer" },
  });
  const parent = await createUser({ role: "parent" });
  const otherParent = await createUser({ role: "parent" });
  const klass = await createClass(owner.id, { coTeacherIds: [co.id] });
  await prisma.class.update({ where: { id: klass.id }, data: { organizationId: org.id } });
  const student = await createStudent(klass.id);
  const sibling = await createStudent(klass.id, "Bo");
  await prisma.parentChild.create({ data: { parentId: parent.id, childId: student.userId } });
  const kid = await prisma.user.findUniqueOrThrow({ where: { id: student.userId } });
  const people = { owner, co, stranger, organizer, otherOrganizer, crossOrganizer, parent, otherParent, kid };
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
      ["crossOrganizer", false, false, false],
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
    expect(await seesStudent(w.actors.crossOrganizer, w.student.id, "read")).toBe(false);
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

  it("a user: themself, and an organizer of an organization they are a member of", async () => {
    const w = await world();
    const visible = async (a: AccessActor) =>
      (await prisma.user.findMany({ where: usersVisibleTo(a), select: { id: true } })).map((u) => u.id).sort();
    expect(await visible(w.actors.parent)).toEqual([w.actors.parent.id]);
    const members = (await prisma.organizationMember.findMany({ where: { organizationId: w.org.id } }))
      .map((m) => m.userId)
      .sort();
    expect(await visible(w.actors.organizer)).toEqual(members);
    // B's organizers see B's members (themselves and the cross organizer), never A's teachers.
    expect(await visible(w.actors.otherOrganizer)).toEqual(
      [w.actors.otherOrganizer.id, w.actors.crossOrganizer.id].sort(),
    );
    expect(await visible(w.actors.crossOrganizer)).toEqual(
      [w.actors.otherOrganizer.id, w.actors.crossOrganizer.id].sort(),
    );
  });

  it("classes and students: the SQL twins answer as the Prisma filters for every actor and need", async () => {
    const w = await world();
    // A class of B too, so B's organizers have something their membership does reach.
    const bClass = await createClass(w.actors.owner.id);
    const bOrg = await prisma.organizationMember.findFirstOrThrow({
      where: { userId: w.actors.otherOrganizer.id, kind: "organizer" },
    });
    await prisma.class.update({ where: { id: bClass.id }, data: { organizationId: bOrg.organizationId } });
    const bStudent = await createStudent(bClass.id, "Cy");
    const classIds = [w.klass.id, bClass.id];
    const studentIds = [w.student.id, w.sibling.id, bStudent.id];
    const twin = async (table: "class" | "student", a: AccessActor, need: Need, ids: string[]) => {
      const p = new SqlParams();
      const list = p.add(ids);
      const where = table === "class" ? classVisibleSql(a, need, "x", p) : studentVisibleSql(a, need, "x", p);
      const rows = await sql.query<{ id: string }>(
        `SELECT x.id FROM ${table} x WHERE x.id = ANY(${list}::uuid[]) AND ${where} ORDER BY x.id`,
        p.values,
      );
      return rows.map((r) => r.id);
    };
    const sorted = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
    let seen = 0;
    for (const [who, a] of Object.entries(w.actors)) {
      for (const need of ["read", "write", "delete"] as const) {
        const classes = sorted(
          await prisma.class.findMany({
            where: { id: { in: classIds }, ...classesVisibleTo(a, need) },
            select: { id: true },
          }),
        );
        const students = sorted(
          await prisma.student.findMany({
            where: { id: { in: studentIds }, ...studentsVisibleTo(a, need) },
            select: { id: true },
          }),
        );
        expect([who, need, await twin("class", a, need, classIds)]).toEqual([who, need, classes]);
        expect([who, need, await twin("student", a, need, studentIds)]).toEqual([who, need, students]);
        seen += classes.length + students.length;
      }
    }
    expect(seen).toBeGreaterThan(0);
    // B's organizer reads B's class and student by membership; the cross organizer, a plain teacher of A, does too.
    expect(await twin("class", w.actors.otherOrganizer, "read", classIds)).toEqual([bClass.id]);
    expect(await twin("class", w.actors.crossOrganizer, "read", classIds)).toEqual([bClass.id]);
    expect(await twin("student", w.actors.crossOrganizer, "read", studentIds)).toEqual([bStudent.id]);
  });

  it("an organization: its members read, its organizers manage, and the SQL twin answers the same", async () => {
    const w = await world();
    const member = (userId: string, kind: "teacher" | "organizer") =>
      prisma.organizationMember.create({ data: { organizationId: w.org.id, userId, kind } });
    // world() made the owner a teacher member and the organizer an organizer member of A.
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
      ["crossOrganizer", true, false],
      ["stranger", true, false],
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

  it("a parent's children: the SQL twin answers as childrenVisibleTo for every actor", async () => {
    const w = await world();
    const ids = [w.student.userId, w.sibling.userId, w.actors.parent.id, w.actors.owner.id];
    for (const [who, a] of Object.entries(w.actors)) {
      const viaPrisma = (
        await prisma.user.findMany({ where: { id: { in: ids }, ...childrenVisibleTo(a) }, select: { id: true } })
      )
        .map((r) => r.id)
        .sort();
      const p = new SqlParams();
      const list = p.add(ids);
      const viaSql = (
        await sql.query<{ id: string }>(
          `SELECT u.id FROM "user" u WHERE u.id = ANY(${list}::uuid[]) AND ${childVisibleSql(a, "u", p)}`,
          p.values,
        )
      )
        .map((r) => r.id)
        .sort();
      expect([who, ...viaSql]).toEqual([who, ...viaPrisma]);
      // Only the linked parent reaches a child, and only the child linked to them.
      expect([who, ...viaPrisma]).toEqual(who === "parent" ? [who, w.student.userId] : [who]);
    }
  });

  it("an organization invitation: its organizers read it; only the verified addressee answers it, while pending", async () => {
    const w = await world();
    const invitee = await createUser({ role: "teacher" });
    const verified = await prisma.user.update({
      where: { id: invitee.id },
      data: { email: `invitee-${invitee.id}@example.test`, emailVerifiedAt: new Date() },
    });
    const invite = (status: "pending" | "accepted", expiresAt: Date) =>
      prisma.organizationInvitation.create({
        data: {
          organizationId: w.org.id,
          kind: "teacher",
          email: verified.email!,
          tokenHash: `hash-${Math.random()}`,
          status,
          expiresAt,
        },
      });
    const open = await invite("pending", new Date(Date.now() + 86_400_000));
    const answered = await invite("accepted", new Date(Date.now() + 86_400_000));
    const expired = await invite("pending", new Date(Date.now() - 1000));
    const ids = [open.id, answered.id, expired.id];
    const seen = async (a: Parameters<typeof organizationInvitationsVisibleTo>[0], need: Need) =>
      (
        await prisma.organizationInvitation.findMany({
          where: { id: { in: ids }, ...organizationInvitationsVisibleTo(a, need) },
          select: { id: true },
        })
      )
        .map((r) => r.id)
        .sort();
    const asInvitee = {
      ...actorOf(verified),
      user: { email: verified.email, emailVerifiedAt: verified.emailVerifiedAt },
    };
    const unverified = { ...asInvitee, user: { email: verified.email, emailVerifiedAt: null } };
    const person = (a: AccessActor) => ({ ...a, user: { email: null, emailVerifiedAt: null } });
    expect(await seen(person(w.actors.organizer), "read")).toEqual([...ids].sort());
    expect(await seen(person(w.actors.organizer), "write")).toEqual([]);
    // An organizer of B, and a teacher of A who organizes B, see none of A's invitations.
    expect(await seen(person(w.actors.otherOrganizer), "read")).toEqual([]);
    expect(await seen(person(w.actors.crossOrganizer), "read")).toEqual([]);
    expect(await seen(asInvitee, "write")).toEqual([open.id]);
    expect(await seen(unverified, "read")).toEqual([]);
    await expect(findOrganizationInvitationOrThrow(unverified, open.id, "write", {})).rejects.toMatchObject({
      message: "Invitation not found.",
    });
    await expect(findOrganizationInvitationOrThrow(asInvitee, expired.id, "write", {})).rejects.toMatchObject({
      message: "Invitation not found.",
    });
  });
});
