// Every request the teacher and parent dashboards make, and the organizer's two lists, issue the same small number of SQL statements for a
// class of 5 and of 500 students (issue 15, docs/decisions/150). Counted for real: the pg pool Prisma's
// adapter and the raw executor share counts each statement of the async context that sent it (lib/db/statements.ts).
import { describe, expect, it } from "vitest";
import { GET as classesGET } from "@/app/api/academics/class/route";
import { GET as invitationsGET } from "@/app/api/academics/class/invitations/route";
import { GET as rosterGET } from "@/app/api/academics/class/[classId]/student/route";
import { GET as summaryGET } from "@/app/api/academics/class/[classId]/progress-summary/route";
import { GET as studentProgressGET } from "@/app/api/academics/class/[classId]/student/[studentId]/progress/route";
import { GET as familyGET } from "@/app/api/academics/class/[classId]/student/[studentId]/family/route";
import { GET as commentsGET } from "@/app/api/academics/comment/student/[id]/route";
import { GET as teacherGET } from "@/app/api/academics/teacher/route";
import { GET as meGET } from "@/app/api/auth/user/route";
import { GET as teacherChatGET } from "@/app/api/chat/teacher/route";
import { GET as childrenGET } from "@/app/api/parent/child/route";
import { GET as childProgressGET } from "@/app/api/parent/child/[id]/progress/route";
import { GET as childUnitsGET } from "@/app/api/parent/child/[id]/block-progress/route";
import { GET as friendListGET } from "@/app/api/parent/parent-friend-list/route";
import { GET as parentChatGET } from "@/app/api/chat/parent/route";
import { GET as orgPeopleGET } from "@/app/api/organization/[id]/users/route";
import { GET as orgStudentsGET } from "@/app/api/organization/[id]/users/students/route";
import { prisma, withSql } from "@/lib/db/client";
import { statementName } from "@/lib/db/sql";
import { countStatements } from "@/lib/db/statements";
import { liveSession } from "@/lib/auth/sessions";
import { WEEKDAYS } from "@/lib/students/screen-time";
import { createSignedIn } from "../support/factories";
import { call } from "../support/http";

/** An organization with `user` in it (their organization_code is its invite code). */
async function inOrganization(user: { id: string }) {
  const org = await prisma.organization.create({
    data: { name: "Counted School", inviteCode: `COUNT-${crypto.randomUUID().slice(0, 8)}` },
  });
  await prisma.user.update({ where: { id: user.id }, data: { organizationId: org.id } });
  return org;
}

/**
 * A teacher in an organization with a class of `size` students (limits, thresholds, skills, progress) and a
 * parent of two of them.
 */
async function world(size: number) {
  const teacher = await createSignedIn({ role: "teacher" });
  await inOrganization(teacher.user);
  const parent = await createSignedIn({ role: "parent" });
  const klass = await prisma.class.create({ data: { className: `Class of ${size}`, ownerId: teacher.user.id } });
  const tag = `${size}-${Date.now() % 1e8}`;
  const users = Array.from({ length: size }, (_, i) => ({
    id: crypto.randomUUID(),
    username: `s${i}.${tag}`,
    firstname: `Kid${i}`,
    lastname: `Family${i % 9}`,
    isStudent: true,
  }));
  await prisma.user.createMany({ data: users });
  const students = users.map((u) => ({ id: crypto.randomUUID(), userId: u.id, classId: klass.id, level: "Green" }));
  await prisma.student.createMany({ data: students });
  await prisma.studentTimeLimit.createMany({
    data: students.flatMap((s) => WEEKDAYS.map((d) => ({ studentId: s.id, dayOfTheWeek: d, timeLimit: "01:00:00" }))),
  });
  await prisma.studentLevelThreshold.createMany({
    data: students.map((s) => ({ studentId: s.id, grade: "5", level: "Yellow" })),
  });
  // Every student has tried puzzles: the roster and the children list read their facts (docs/decisions/160).
  await prisma.puzzleAttempt.createMany({
    data: students.flatMap((s) =>
      [
        ["first-steps", "green-basics", "perfect"],
        ["repeat-walk", "green-loops", "passed"],
        ["stairs", "green-loops", "failed"],
      ].map(([puzzleId, packId, outcome]) => ({
        studentId: s.id,
        clientId: crypto.randomUUID(),
        puzzleId: puzzleId!,
        packId: packId!,
        outcome: outcome!,
        solved: outcome !== "failed",
        blockCount: 3,
        program: {},
      })),
    ),
  });
  const children = users.slice(0, 2).map((u) => u.id);
  await prisma.parentChild.createMany({ data: children.map((childId) => ({ parentId: parent.user.id, childId })) });
  await prisma.parentTimeLimit.createMany({
    data: WEEKDAYS.map((d) => ({ childId: children[0], dayOfTheWeek: d, timeLimit: "00:30:00" })),
  });
  await prisma.friendRequest.create({
    data: {
      fromChildId: children[0],
      toChildId: users[size - 1].id,
      toLabel: users[size - 1].username,
      status: "accepted",
      answeredAt: new Date(),
    },
  });
  return { teacher, parent, classId: klass.id, studentId: students[0].id, childId: children[0] };
}

type World = Awaited<ReturnType<typeof world>>;
type Request = [handler: Parameters<typeof call>[0], token: string, params?: Record<string, string>];

/** What the /teachers and /parents pages ask for (lib/classes, students, parents, chat queries.ts). */
const requests: Record<string, (w: World) => Request> = {
  "teacher: class list": (w) => [classesGET, w.teacher.token],
  "teacher: invitations": (w) => [invitationsGET, w.teacher.token],
  "teacher: teacher info": (w) => [teacherGET, w.teacher.token],
  "teacher: own profile": (w) => [meGET, w.teacher.token],
  "teacher: roster": (w) => [rosterGET, w.teacher.token, { classId: w.classId }],
  "teacher: progress summary": (w) => [summaryGET, w.teacher.token, { classId: w.classId }],
  "teacher: a student's progress": (w) => [
    studentProgressGET,
    w.teacher.token,
    { classId: w.classId, studentId: w.studentId },
  ],
  "teacher: a student's comments": (w) => [commentsGET, w.teacher.token, { id: w.studentId }],
  "teacher: a student's family": (w) => [familyGET, w.teacher.token, { classId: w.classId, studentId: w.studentId }],
  "teacher: conversations": (w) => [teacherChatGET, w.teacher.token],
  "parent: children": (w) => [childrenGET, w.parent.token],
  "parent: a child's progress": (w) => [childProgressGET, w.parent.token, { id: w.childId }],
  "parent: a child's units": (w) => [childUnitsGET, w.parent.token, { id: w.childId }],
  "parent: friend list": (w) => [friendListGET, w.parent.token],
  "parent: conversations": (w) => [parentChatGET, w.parent.token],
};

/**
 * What some issue exactly, the authentication's one (session, user and organization code) included. The
 * dashboards' lists fold the session check into their own statement (docs/decisions/254): one in all.
 */
const EXACT: Record<string, number> = {
  "teacher: teacher info": 1,
  "teacher: own profile": 1,
  "teacher: class list": 1,
  "teacher: roster": 1,
  "parent: children": 1,
};

/** The most each may issue, the authentication's one included. */
const MOST: Record<string, number> = {
  // The chat lists still read per conversation and per contact (docs/decisions/150: not yet one statement).
  "teacher: conversations": 10,
  "parent: conversations": 13,
};
const MOST_ANY = 6;

async function countAll(w: World) {
  const out: Record<string, number> = {};
  for (const [name, build] of Object.entries(requests)) {
    const [handler, token, params] = build(w);
    const { result, statements } = await countStatements(() => call(handler, { token, params }));
    expect(result.status, `${name}: ${JSON.stringify(result.body)}`).toBe(200);
    out[name] = statements;
  }
  return out;
}

describe("SQL statements per dashboard request", () => {
  it("are the same for a class of 5 and of 500, and few", async () => {
    const small = await world(5);
    const large = await world(500);
    // The first requests connect, prepare and confirm each session in full; count the next ones.
    await countAll(small);
    await countAll(large);
    const five = await countAll(small);
    const fiveHundred = await countAll(large);
    expect(fiveHundred).toEqual(five);
    for (const [name, n] of Object.entries(five)) {
      expect(n, name).toBeGreaterThan(0);
      if (name in EXACT) expect(n, name).toBe(EXACT[name]);
      else expect(n, name).toBeLessThanOrEqual(MOST[name] ?? MOST_ANY);
    }
  });

  it("reads the organizer's people and students in one statement each, for 5 and for 500", async () => {
    /** An organizer of an organization with `size` teacher members and a class of `size` students filed under it. */
    const organization = async (size: number) => {
      const org = await prisma.organization.create({ data: { name: `Org of ${size}`, inviteCode: `ORG-${size}` } });
      const organizer = await createSignedIn({ role: "organizer" });
      await prisma.organizationMember.create({
        data: { organizationId: org.id, userId: organizer.user.id, kind: "organizer" },
      });
      const tag = `${size}-${Date.now() % 1e8}`;
      const staff = Array.from({ length: size }, (_, i) => ({
        id: crypto.randomUUID(),
        username: `t${i}.${tag}`,
        isTeacher: true,
      }));
      const kids = Array.from({ length: size }, (_, i) => ({
        id: crypto.randomUUID(),
        username: `k${i}.${tag}`,
        isStudent: true,
      }));
      await prisma.user.createMany({ data: [...staff, ...kids] });
      await prisma.organizationMember.createMany({
        data: staff.map((u) => ({ organizationId: org.id, userId: u.id, kind: "teacher" as const })),
      });
      const klass = await prisma.class.create({
        data: { className: "Filed", ownerId: staff[0].id, organizationId: org.id },
      });
      await prisma.student.createMany({ data: kids.map((k) => ({ userId: k.id, classId: klass.id })) });
      return { id: org.id, token: organizer.token };
    };
    const count = async (o: { id: string; token: string }) => {
      const out: Record<string, number> = {};
      for (const [name, handler] of [
        ["people", orgPeopleGET],
        ["students", orgStudentsGET],
      ] as const) {
        const { result, statements } = await countStatements(() =>
          call(handler, { token: o.token, params: { id: o.id }, query: { pageSize: "100" } }),
        );
        expect(result.status, `${name}: ${JSON.stringify(result.body)}`).toBe(200);
        expect(result.body.results).toHaveLength(Math.min(100, result.body.count));
        out[name] = statements;
      }
      return out;
    };
    const small = await organization(5);
    const large = await organization(500);
    await count(small); // the first requests connect and confirm the session in full; count the next ones
    await count(large);
    const five = await count(small);
    expect(five).toEqual({ people: 1, students: 1 }); // the list's, with the session check folded in
    expect(await count(large)).toEqual(five);
  });

  it("authenticates with one statement, and the actor's user is the row Prisma reads", async () => {
    const { user, token } = await createSignedIn({ role: "teacher" });
    const session = await prisma.authSession.findFirstOrThrow({ where: { userId: user.id } });
    const alone = await countStatements(() => liveSession(session.id, user.id));
    expect(alone.statements).toBe(1);
    expect(alone.result?.organizationCode).toBeNull();
    const org = await inOrganization(user);
    const { result, statements } = await countStatements(() => liveSession(session.id, user.id));
    expect(statements).toBe(1);
    expect(result?.user).toEqual(await prisma.user.findUniqueOrThrow({ where: { id: user.id } }));
    expect(result?.expiresAt).toEqual(session.expiresAt);
    expect(result?.organizationCode).toBe(org.inviteCode);
    // The organization's code comes with the session: teacher info and the own profile do not read it again.
    const teacherInfo = await countStatements(() => call(teacherGET, { token }));
    expect(teacherInfo.result.body.organization_code).toBe(org.inviteCode);
    expect(teacherInfo.statements).toBe(2); // the session confirmed in full, then the class list
    const again = await countStatements(() => call(teacherGET, { token }));
    expect(again.result.body).toEqual(teacherInfo.result.body);
    // This teacher has no class: no row carries the session check (docs/decisions/254), so it runs alone.
    expect(again.statements).toBe(2);
    const me = await countStatements(() => call(meGET, { token }));
    expect(me.result.body.organization_code).toBe(org.inviteCode);
    expect(me.statements).toBe(1);
  });

  it("the hot reads are named prepared statements: planned once per connection, under a stable name", async () => {
    const text = "SELECT $1::int + 1 AS n";
    await withSql(async (db) => {
      expect(await db.query(text, [1], { prepare: true })).toEqual([{ n: 2 }]);
      expect(await db.query(text, [41], { prepare: true })).toEqual([{ n: 42 }]);
      await db.query("SELECT $1::int AS n", [0]); // not named
      const kept = await db.query<{ name: string; statement: string }>(
        "SELECT name, statement FROM pg_prepared_statements",
      );
      expect(kept).toEqual([{ name: statementName(text), statement: text }]);
    });
    expect(statementName(text)).toBe(statementName(`${text}`));
    expect(statementName(text)).not.toBe(statementName(`${text} `));
  });
});
