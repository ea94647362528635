// A child's work and a teacher's notes (issue 39, docs/decisions/263): the attempts endpoint answers the programs
// exactly as the child sent them, to the class's teachers and the child's parent only; a teacher's note reaches
// the child with its markup stripped; the read costs the same statements for 1 puzzle as for 20.
import { describe, expect, it } from "vitest";
import { GET as workGET } from "@/app/api/academics/class/[classId]/student/[studentId]/attempts/route";
import {
  GET as notesGET,
  POST as notePOST,
} from "@/app/api/academics/class/[classId]/student/[studentId]/feedback/route";
import { GET as childWorkGET } from "@/app/api/parent/child/[id]/attempts/route";
import { GET as ownNotesGET } from "@/app/api/users/student/feedback/route";
import { POST as seenPOST } from "@/app/api/users/student/feedback/seen/route";
import { prisma } from "@/lib/db/client";
import { countStatements } from "@/lib/db/statements";
import { ATTEMPTS_PER_PUZZLE } from "@/lib/lesson/work";
import { puzzleCatalog } from "@/lib/puzzles/content";
import { move, turnLeft, workspace } from "@/lib/puzzles/testing";
import { call } from "../support/http";
import { createSignedIn, createUser, signIn } from "../support/factories";
import { attempt, attemptRows, signInStudent, solutionOf } from "../support/activity";
import { teacherStudentWithParent } from "../support/parents";
import { addStudent, teacherWithClass } from "../fixtures/csv/classroom";

// first-steps: ">..G", ideal 3 blocks.
const missed = workspace([move, move]);
const passed = workspace([turnLeft, turnLeft, turnLeft, turnLeft, move, move, move]);
const perfect = workspace([move, move, move]);

/** A class child with a parent, who has sent runs on two puzzles through the attempt route. */
async function childWithWork() {
  const w = await teacherStudentWithParent();
  const token = await signInStudent(w.student.id);
  const sent: Record<string, unknown[]> = { "first-steps": [missed, passed, perfect], "repeat-walk": [] };
  for (const program of sent["first-steps"]!) expect((await attempt(token, "first-steps", program)).status).toBe(200);
  sent["repeat-walk"]!.push(solutionOf("repeat-walk"));
  expect((await attempt(token, "repeat-walk", solutionOf("repeat-walk"))).status).toBe(200);
  const params = { classId: w.teacher.classId, studentId: w.student.id };
  return { ...w, token, sent, params };
}

describe("a child's work", () => {
  it("lists every puzzle tried, last tried first, each run newest first with the program exactly as sent", async () => {
    const w = await childWithWork();
    const res = await call(workGET, { token: w.teacher.token, params: w.params });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { puzzleId: string }) => p.puzzleId)).toEqual(["repeat-walk", "first-steps"]);
    const [walk, steps] = res.body;
    expect(walk).toMatchObject({
      puzzleTitle: "Repeat the Walk",
      packId: "green-loops",
      solved: true,
      attemptCount: 1,
    });
    expect(steps).toMatchObject({ puzzleTitle: "First Steps", packId: "green-basics", solved: true, attemptCount: 3 });
    expect(steps.lastTriedAt).toBe(steps.attempts[0].createdAt);
    expect(steps.attempts.map((a: { outcome: string; blockCount: number }) => [a.outcome, a.blockCount])).toEqual([
      ["perfect", 3],
      ["passed", 7],
      ["failed", 2],
    ]);
    // The programs deep-equal what the child sent, newest first.
    expect(steps.attempts.map((a: { program: unknown }) => a.program)).toEqual([...w.sent["first-steps"]!].reverse());
    expect(walk.attempts[0].program).toEqual(w.sent["repeat-walk"]![0]);
    expect(walk.attempts[0]).toMatchObject({ outcome: "perfect", solved: true, credited: true });
    // …and the rows the attempt route stored.
    const stored = await prisma.puzzleAttempt.findMany({ where: { studentId: w.student.id } });
    for (const a of [...steps.attempts, ...walk.attempts]) {
      const row = stored.find((r) => r.id === a.id)!;
      expect(a.program).toEqual(JSON.parse(row.program as string));
    }

    const one = await call(workGET, { token: w.teacher.token, params: w.params, query: { puzzleId: "first-steps" } });
    expect(one.body).toEqual([steps]);
  });

  it("refuses an unknown puzzle or query key with the field named, and answers the newest runs only", async () => {
    const w = await childWithWork();
    const unknown = await call(workGET, { token: w.teacher.token, params: w.params, query: { puzzleId: "no-such" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual({ puzzleId: ["Unknown puzzle."] });
    const stray = await call(workGET, { token: w.teacher.token, params: w.params, query: { puzzle: "first-steps" } });
    expect(stray.status).toBe(400);
    expect(stray.body.detail).toBe("Unknown query parameter: puzzle.");

    await attemptRows(
      w.student.id,
      Array.from({ length: ATTEMPTS_PER_PUZZLE + 5 }, () => ({ puzzleId: "stairs", outcome: "failed" }) as const),
    );
    const many = await call(workGET, { token: w.teacher.token, params: w.params, query: { puzzleId: "stairs" } });
    expect(many.body).toHaveLength(1);
    expect(many.body[0]).toMatchObject({ attemptCount: ATTEMPTS_PER_PUZZLE + 5, solved: false });
    expect(many.body[0].attempts).toHaveLength(ATTEMPTS_PER_PUZZLE);
  });

  it("is the class's teachers' and the child's parent's alone", async () => {
    const w = await childWithWork();
    const mine = (await call(workGET, { token: w.teacher.token, params: w.params })).body;

    const co = await createSignedIn({ role: "teacher" });
    await prisma.classTeacher.create({ data: { classId: w.params.classId, teacherId: co.user.id } });
    expect(await call(workGET, { token: co.token, params: w.params })).toMatchObject({ status: 200, body: mine });

    // Another teacher, even naming their own class with this child's id, gets 404.
    const other = await teacherWithClass("Elsewhere");
    expect((await call(workGET, { token: other.token, params: w.params })).status).toBe(404);
    const wrongClass = { classId: other.classId, studentId: w.student.id };
    expect((await call(workGET, { token: other.token, params: wrongClass })).status).toBe(404);
    // The teacher's own other class does not hold this child.
    const second = await prisma.class.create({ data: { className: "Second", ownerId: w.teacher.user.id } });
    const elsewhere = { classId: second.id, studentId: w.student.id };
    expect((await call(workGET, { token: w.teacher.token, params: elsewhere })).status).toBe(404);

    // The school's organizer who also teaches sees figures elsewhere, never a child's programs here.
    const org = await prisma.organization.create({ data: { name: "Work School", inviteCode: `WORK-${Date.now()}` } });
    await prisma.class.update({ where: { id: w.params.classId }, data: { organizationId: org.id } });
    const organizer = await createUser({ roles: ["teacher", "organizer"] });
    await prisma.organizationMember.create({
      data: { organizationId: org.id, userId: organizer.id, kind: "organizer" },
    });
    await prisma.user.update({ where: { id: organizer.id }, data: { organizationId: org.id } });
    const organizerToken = (await signIn(organizer)).access_token;
    expect((await call(workGET, { token: organizerToken, params: w.params })).status).toBe(404);
    expect((await call(workGET, { token: w.parent.token, params: w.params })).status).toBe(403);
    expect((await call(workGET, { params: w.params })).status).toBe(401);

    // The parent reads the same work, for their own child only.
    const own = await call(childWorkGET, { token: w.parent.token, params: { id: w.childId } });
    expect(own).toMatchObject({ status: 200, body: mine });
    const stranger = await createSignedIn({ role: "parent" });
    expect((await call(childWorkGET, { token: stranger.token, params: { id: w.childId } })).status).toBe(404);
    expect((await call(childWorkGET, { token: w.teacher.token, params: { id: w.childId } })).status).toBe(403);
  });

  it("reads in the same number of statements for 1 puzzle as for 20", async () => {
    const t = await teacherWithClass();
    const ids = [...puzzleCatalog().puzzles.keys()].slice(0, 20);
    const one = await addStudent(t.token, t.classId, { firstName: "One" });
    const twenty = await addStudent(t.token, t.classId, { firstName: "Twenty" });
    await attemptRows(one.id, [{ puzzleId: ids[0]!, outcome: "failed" }]);
    await attemptRows(
      twenty.id,
      ids.flatMap((puzzleId) => [
        { puzzleId, outcome: "failed" as const },
        { puzzleId, outcome: "passed" as const },
      ]),
    );
    const read = (studentId: string) =>
      countStatements(() => call(workGET, { token: t.token, params: { classId: t.classId, studentId } }));
    await read(one.id); // the first request connects and confirms the session in full
    const a = await read(one.id);
    const b = await read(twenty.id);
    expect(a.result.body).toHaveLength(1);
    expect(b.result.body).toHaveLength(20);
    expect(b.statements).toBe(a.statements);
    expect(a.statements).toBeLessThanOrEqual(4);
  });
});

describe("a teacher's note", () => {
  it("reaches the child with its markup stripped, on that puzzle, and is marked seen by the child", async () => {
    const w = await childWithWork();
    const res = await call(notePOST, {
      token: w.teacher.token,
      params: w.params,
      body: { puzzleId: "first-steps", text: ' Try <b>a loop</b> & 3 < 5!<script>alert("hi")</script> ' },
    });
    expect(res.status).toBe(201);
    const teacherName = `${w.teacher.user.firstname} ${w.teacher.user.lastname}`;
    expect(res.body).toEqual({
      id: expect.any(String),
      puzzleId: "first-steps",
      puzzleTitle: "First Steps",
      text: "Try a loop & 3 < 5!",
      author: teacherName,
      createdAt: expect.any(String),
      seenAt: null,
    });
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { action: "feedback.create", recordId: res.body.id },
    });
    expect(audit).toMatchObject({ recordType: "puzzleFeedback", actorId: w.teacher.user.id, outcome: "success" });
    expect(JSON.stringify(audit)).not.toContain("a loop");

    const child = await call(ownNotesGET, { token: w.token });
    expect(child).toMatchObject({ status: 200, body: [res.body] });
    expect((await call(ownNotesGET, { token: w.token, query: { puzzleId: "first-steps" } })).body).toEqual([res.body]);
    expect((await call(ownNotesGET, { token: w.token, query: { puzzleId: "repeat-walk" } })).body).toEqual([]);
    expect((await call(notesGET, { token: w.teacher.token, params: w.params })).body).toEqual([res.body]);

    // Another child cannot read or mark it.
    const otherChild = await signInStudent((await addStudent(w.teacher.token, w.params.classId)).id);
    expect((await call(ownNotesGET, { token: otherChild })).body).toEqual([]);
    expect((await call(seenPOST, { token: otherChild, body: { ids: [res.body.id] } })).status).toBe(204);
    expect((await call(ownNotesGET, { token: w.token })).body[0].seenAt).toBeNull();

    expect((await call(seenPOST, { token: w.token, body: { ids: [res.body.id] } })).status).toBe(204);
    const seen = (await call(ownNotesGET, { token: w.token })).body[0];
    expect(seen.seenAt).toEqual(expect.any(String));
    // A resend keeps the first sight.
    await call(seenPOST, { token: w.token, body: { ids: [res.body.id] } });
    expect((await call(ownNotesGET, { token: w.token })).body[0].seenAt).toBe(seen.seenAt);
  });

  it("refuses an unknown puzzle, an empty or too long note, and anyone but the class's teachers", async () => {
    const w = await childWithWork();
    const post = (token: string | undefined, body: unknown, params = w.params) =>
      call(notePOST, { token, params, body });
    const unknown = await post(w.teacher.token, { puzzleId: "no-such", text: "Hi" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual({ puzzleId: ["Unknown puzzle."] });
    const empty = await post(w.teacher.token, { puzzleId: "first-steps", text: "<script>alert(1)</script>" });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual({ text: ["Write a note."] });
    const long = await post(w.teacher.token, { puzzleId: "first-steps", text: "a".repeat(5001) });
    expect(long.body.details).toEqual({ text: ["A note can be at most 5000 characters."] });

    const other = await teacherWithClass("Elsewhere");
    expect((await post(other.token, { puzzleId: "first-steps", text: "Hi" })).status).toBe(404);
    expect((await call(notesGET, { token: other.token, params: w.params })).status).toBe(404);
    expect((await post(w.parent.token, { puzzleId: "first-steps", text: "Hi" })).status).toBe(403);
    expect((await post(w.token, { puzzleId: "first-steps", text: "Hi" })).status).toBe(403);
    expect((await post(undefined, { puzzleId: "first-steps", text: "Hi" })).status).toBe(401);
    expect(await prisma.puzzleFeedback.count({ where: { studentId: w.student.id } })).toBe(0);

    const seen = await call(seenPOST, { token: w.token, body: { ids: [] } });
    expect(seen.status).toBe(400);
    expect(seen.body.details).toEqual({ ids: ["Name the notes seen."] });
    expect((await call(ownNotesGET, { token: w.teacher.token })).status).toBe(403);
  });
});
