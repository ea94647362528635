// Attempts at puzzles (issue 14, docs/decisions/091): the server's own verdict, idempotent ids, progress
// through the teacher's and parent's views, assignments, and refusals.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as attemptPOST } from "@/app/api/users/student/puzzle-attempts/route";
import { POST as assignmentPOST } from "@/app/api/academics/curriculums/units/[unitId]/assignment/route";
import { DELETE as resetDELETE } from "@/app/api/academics/class/[classId]/student/[studentId]/puzzle-progress/route";
import { GET as blockProgressGET } from "@/app/api/academics/class/[classId]/student/[studentId]/block-progress/route";
import { GET as blockSkillsGET } from "@/app/api/academics/class/[classId]/student/[studentId]/block-skills/route";
import { GET as blockStandardsGET } from "@/app/api/academics/class/[classId]/student/[studentId]/block-standards/route";
import { GET as parentSkillsGET } from "@/app/api/parent/child/[id]/skills/route";
import { prisma } from "@/lib/db/client";
import { move, turnLeft, workspace } from "@/lib/puzzles/testing";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { createUnit } from "../support/curriculum-factories";
import { attempt, classStudent, signInStudent, solutionOf } from "../support/activity";
import { addStudent } from "../fixtures/csv/classroom";
import { childToken, parentWithChild } from "../support/parents";
import { assignmentBody } from "./authorization-matrix.table";

// first-steps: ">..G", ideal 3 blocks.
const perfect = workspace([move, move, move]);
const passed = workspace([turnLeft, turnLeft, turnLeft, turnLeft, move, move, move]);
const missed = workspace([move, move]);

describe("puzzle attempts", () => {
  it("scores perfect, passed and failed on the server and records progress only for a solved puzzle", async () => {
    const { teacher, student, token } = await classStudent();
    const p = { classId: teacher.classId, studentId: student.id };

    const failed = await attempt(token, "first-steps", missed);
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ outcome: "failed", solved: false, blockCount: 2 });
    expect(failed.body.hint).toContain("Sprout has not reached the flag yet.");
    // A tried unit shows, with nothing solved in it.
    const tried = (await call(blockProgressGET, { token: teacher.token, params: p })).body.units;
    expect(tried).toEqual([expect.objectContaining({ title: "Basics", progress: 0 })]);

    const over = await attempt(token, "first-steps", passed);
    expect(over.body).toMatchObject({ outcome: "passed", solved: true, blockCount: 7, idealBlocks: 3 });
    expect(over.body.hint).toContain("3 blocks or fewer");
    const best = await attempt(token, "first-steps", perfect);
    expect(best.body).toMatchObject({ outcome: "perfect", solved: true, blockCount: 3 });

    const units = (await call(blockProgressGET, { token: teacher.token, params: p })).body.units;
    expect(units).toEqual([expect.objectContaining({ title: "Basics", progress: expect.any(Number) })]);
    expect(units[0].progress).toBeGreaterThan(0);
    const skills = (await call(blockSkillsGET, { token: teacher.token, params: p })).body.skills;
    expect(skills.map((s: { id: string }) => s.id)).toContain("sequencing");
    const standards = (await call(blockStandardsGET, { token: teacher.token, params: p })).body.standards;
    expect(standards.length).toBeGreaterThan(0);
    expect(await prisma.puzzleAttempt.count({ where: { studentId: student.id } })).toBe(3);
  });

  it("a resent attempt id counts once", async () => {
    const { student, token } = await classStudent();
    const body = { id: randomUUID(), puzzleId: "first-steps", program: perfect };
    const first = await call(attemptPOST, { token, body });
    const again = await call(attemptPOST, { token, body });
    expect(first.body).toMatchObject({ outcome: "perfect", isRepeat: false });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: body.id, outcome: "perfect", isRepeat: true });
    expect(await prisma.puzzleAttempt.count({ where: { studentId: student.id } })).toBe(1);
  });

  it("a forged 'solved' without a solving program does not count", async () => {
    const { teacher, student, token } = await classStudent();
    const forged = await attempt(token, "first-steps", missed, {
      solved: true,
      outcome: "perfect",
      steps: [],
      blockCount: 1,
    });
    expect(forged.body).toMatchObject({ outcome: "failed", solved: false });
    const junk = await attempt(token, "first-steps", { solved: true });
    expect(junk.status).toBe(200);
    expect(junk.body).toMatchObject({
      outcome: "failed",
      solved: false,
      error: expect.objectContaining({ message: expect.any(String) }),
    });
    const p = { classId: teacher.classId, studentId: student.id };
    const units = (await call(blockProgressGET, { token: teacher.token, params: p })).body.units;
    expect(units).toEqual([expect.objectContaining({ title: "Basics", progress: 0 })]);
    expect((await call(blockSkillsGET, { token: teacher.token, params: p })).body.skills).toEqual([]);
  });

  it("moves an assignment from assigned to in progress to completed; someone else's assignment is 404", async () => {
    const { teacher, student, token } = await classStudent();
    const unit = await createUnit(teacher.classId, { title: "Basics" });
    const made = await call(assignmentPOST, {
      token: teacher.token,
      params: { unitId: unit.id },
      body: assignmentBody(student.id),
    });
    expect(made.status).toBe(201);
    const assignmentId = made.body.id as string;
    const status = async () => (await prisma.assignment.findUniqueOrThrow({ where: { id: assignmentId } })).status;
    expect(await status()).toBe("assigned");
    await attempt(token, "first-steps", missed, { assignmentId });
    expect(await status()).toBe("in_progress");
    await attempt(token, "first-steps", perfect, { assignmentId });
    expect(await status()).toBe("completed");

    const other = await addStudent(teacher.token, teacher.classId, {
      firstName: "Bo",
      username: `bo.${Date.now() % 100000}`,
    });
    const otherToken = await signInStudent(other.id);
    const res = await attempt(otherToken, "first-steps", perfect, { assignmentId });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe("Assignment not found.");
    expect(await prisma.puzzleAttempt.count({ where: { studentId: other.id } })).toBe(0);
  });

  it("a teacher resets a child's puzzle progress", async () => {
    const { teacher, student, token } = await classStudent();
    await attempt(token, "first-steps", perfect);
    const p = { classId: teacher.classId, studentId: student.id };
    const other = await createSignedIn({ role: "teacher" });
    expect((await call(resetDELETE, { token: other.token, params: p, method: "DELETE" })).status).toBe(404);
    const res = await call(resetDELETE, { token: teacher.token, params: p, method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.body.attemptsRemoved).toBe(1);
    expect((await call(blockProgressGET, { token: teacher.token, params: p })).body.units).toEqual([]);
  });

  it("a family-made child's solved puzzle shows in the parent's skills view", async () => {
    const parent = await parentWithChild();
    const token = await childToken(parent.child.username);
    expect((await attempt(token, "first-steps", solutionOf("first-steps"))).body.outcome).toBe("perfect");
    const skills = await call(parentSkillsGET, { token: parent.token, params: { id: parent.child.id } });
    expect(skills.body.skills.map((s: { id: string }) => s.id)).toContain("sequencing");
  });

  it("refuses anonymous (401), teachers and parents (403), unknown puzzles (404) and bad ids (400)", async () => {
    const { teacher } = await classStudent();
    const parent = await createSignedIn({ role: "parent" });
    expect((await attempt(undefined, "first-steps", perfect)).status).toBe(401);
    expect((await attempt(teacher.token, "first-steps", perfect)).status).toBe(403);
    expect((await attempt(parent.token, "first-steps", perfect)).status).toBe(403);
    const { token } = await classStudent();
    expect((await attempt(token, "no-such-puzzle", perfect)).status).toBe(404);
    const bad = await call(attemptPOST, {
      token,
      body: { id: "not-a-uuid", puzzleId: "first-steps", program: perfect },
    });
    expect(bad.status).toBe(400);
    expect(await prisma.puzzleAttempt.count()).toBe(0);
  });
});
