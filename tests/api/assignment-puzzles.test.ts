// Assignments that name their puzzles (issue 27, docs/decisions/223): the teacher names them, the child's home
// shows "1 of 2", and the assignment completes once every assigned child solved every named puzzle — wherever
// the child solved it.
import { describe, expect, it } from "vitest";
import { POST as assignmentPOST } from "@/app/api/academics/curriculums/units/[unitId]/assignment/route";
import { NextRequest } from "next/server";
import { assignmentStatusOf } from "@/lib/activity/attempts";
import { getStudentHome } from "@/lib/activity/home";
import { authenticate } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createUnit } from "../support/curriculum-factories";
import { attempt, classStudent, signInStudent, solutionOf } from "../support/activity";
import { addStudent } from "../fixtures/csv/classroom";
import { assignmentBody } from "./authorization-matrix.table";

describe("assignment completion (pure)", () => {
  const a = { students: ["s1", "s2"], puzzles: ["p1", "p2"] };
  it("completes only when every child solved every named puzzle", () => {
    expect(assignmentStatusOf(a, new Set(), false)).toBe("assigned");
    expect(assignmentStatusOf(a, new Set(["s1 p1", "s1 p2", "s2 p1"]), true)).toBe("in_progress");
    expect(assignmentStatusOf(a, new Set(["s1 p1", "s1 p2", "s2 p1", "s2 p2"]), true)).toBe("completed");
  });
  it("keeps the old rule for an assignment that names no puzzle: any solved puzzle per child", () => {
    const old = { students: ["s1"], puzzles: [] };
    expect(assignmentStatusOf(old, new Set(["s1 *"]), true)).toBe("completed");
    expect(assignmentStatusOf({ students: [], puzzles: [] }, new Set(), true)).toBe("in_progress");
  });
});

describe("an assignment naming two puzzles", () => {
  it("shows 1 of 2 on the child's home and completes when both children solved both", async () => {
    const { teacher, student, token } = await classStudent();
    const other = await addStudent(teacher.token, teacher.classId, {
      firstName: "Bo",
      username: `bo.${Date.now() % 1e6}`,
    });
    const otherToken = await signInStudent(other.id);
    const unit = await createUnit(teacher.classId, { title: "Basics" });
    const made = await call(assignmentPOST, {
      token: teacher.token,
      params: { unitId: unit.id },
      body: {
        ...assignmentBody(student.id),
        title: "Loop the dance",
        students: [student.id, other.id],
        puzzles: ["first-steps", "longer-walk"],
      },
    });
    expect(made.status).toBe(201);
    expect(made.body.puzzles).toEqual([
      { id: "first-steps", title: "First Steps" },
      { id: "longer-walk", title: expect.any(String) },
    ]);
    const id = made.body.id as string;
    const status = async () => (await prisma.assignment.findUniqueOrThrow({ where: { id } })).status;

    // Solving a puzzle from its pack (no assignment id) counts too.
    expect((await attempt(token, "first-steps", solutionOf("first-steps"))).body.solved).toBe(true);
    expect(await status()).toBe("in_progress");
    const actor = (await authenticate(
      new NextRequest("http://sprout.test/", { headers: { authorization: `Bearer ${token}` } }),
    ))!;
    const home = await getStudentHome(actor);
    const entry = home.next.find((n) => n.kind === "assignment" && n.assignmentId === id)!;
    expect(entry).toMatchObject({ title: "Loop the dance", named: { share: { text: "1 of 2 puzzles (50%)" } } });
    expect(entry.puzzle?.puzzleId).toBe("longer-walk");

    await attempt(token, "longer-walk", solutionOf("longer-walk"), { assignmentId: id });
    expect(await status()).toBe("in_progress"); // Bo has solved nothing yet
    await attempt(otherToken, "first-steps", solutionOf("first-steps"), { assignmentId: id });
    await attempt(otherToken, "longer-walk", solutionOf("first-steps"), { assignmentId: id }); // wrong: not solved
    expect(await status()).toBe("in_progress");
    await attempt(otherToken, "longer-walk", solutionOf("longer-walk"));
    expect(await status()).toBe("completed");
  });

  it("refuses a puzzle that does not exist, writing nothing", async () => {
    const { teacher, student } = await classStudent();
    const unit = await createUnit(teacher.classId, { title: "Loops" });
    const res = await call(assignmentPOST, {
      token: teacher.token,
      params: { unitId: unit.id },
      body: { ...assignmentBody(student.id), puzzles: ["first-steps", "no-such-puzzle"] },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain("no-such-puzzle");
    expect(await prisma.assignment.count({ where: { unitId: unit.id } })).toBe(0);
  });
});
