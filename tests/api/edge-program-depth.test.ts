// Issue 21, the edge: a child's program up to the puzzle limits (200 blocks, 12 nested) is never refused by the
// wrapper's generic depth guard (Blockly nests `next.block` two levels per block, so 14 blocks were refused);
// absurd nesting is still a 400 there and everywhere else (docs/decisions/162).
import { describe, expect, it } from "vitest";
import { POST as commentPOST } from "@/app/api/academics/comment/student/[id]/route";
import { prisma } from "@/lib/db/client";
import { DEPTH_MESSAGE } from "@/lib/http/input-guard";
import { PROGRAM_LIMITS } from "@/lib/puzzles/schemas";
import { move, repeat, workspace } from "@/lib/puzzles/testing";
import { call } from "../support/http";
import { attempt, classStudent } from "../support/activity";

const moves = (n: number) => Array.from({ length: n }, () => move);
/** `levels` repeats inside each other, the innermost holding `inner` moves. */
const nestedRepeats = (levels: number, inner: number): Record<string, unknown> =>
  levels === 0
    ? (moves(inner) as never)
    : repeat(1, ...(levels === 1 ? moves(inner) : [nestedRepeats(levels - 1, inner)]));
const deep = (n: number): unknown => (n === 0 ? "x" : { a: deep(n - 1) });

describe("a child's program and the depth guard (issue 21)", () => {
  it("a sequence of 14 blocks under the start block reaches the puzzle judge (it was a 400 'nested too deeply')", async () => {
    const { student, token } = await classStudent();
    const res = await attempt(token, "first-steps", workspace(moves(14)));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ blockCount: 14, outcome: "passed" });
    expect(await prisma.puzzleAttempt.count({ where: { studentId: student.id } })).toBe(1);
  });

  it("a program of the puzzle limit, 200 blocks in one stack, is judged, not refused", async () => {
    const { token } = await classStudent();
    const res = await attempt(token, "first-steps", workspace(moves(PROGRAM_LIMITS.maxBlocks - 1)));
    expect(res.status).toBe(200);
    expect(res.body.blockCount).toBe(PROGRAM_LIMITS.maxBlocks - 1);
    expect(JSON.stringify(res.body)).not.toContain(DEPTH_MESSAGE);
  });

  it("the deepest program the limits allow (12 nested loops, the rest a stack inside) is judged", async () => {
    const { token } = await classStudent();
    const inner = PROGRAM_LIMITS.maxBlocks - 1 - PROGRAM_LIMITS.maxNesting - 1;
    const res = await attempt(token, "first-steps", workspace([nestedRepeats(PROGRAM_LIMITS.maxNesting - 1, inner)]));
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(DEPTH_MESSAGE);
  });

  it("past the program's own limits the child is told by the judge, not by the generic guard", async () => {
    const { token } = await classStudent();
    const res = await attempt(token, "first-steps", workspace(moves(PROGRAM_LIMITS.maxBlocks + 5)));
    expect(res.status).toBe(200);
    expect(res.body.solved).toBe(false);
    expect(JSON.stringify(res.body)).toContain(`${PROGRAM_LIMITS.maxBlocks}`);
  });

  it("absurd nesting is still a 400 on the attempt route and at 33 levels on any other route", async () => {
    const { student, token, teacher } = await classStudent();
    const res = await attempt(token, "first-steps", deep(2_000));
    expect(res.status).toBe(400);
    expect(res.body.details["program" + ".a".repeat(600)] ?? Object.values(res.body.details).flat()).toContain(
      DEPTH_MESSAGE,
    );
    expect(await prisma.puzzleAttempt.count({ where: { studentId: student.id } })).toBe(0);
    const other = await call(commentPOST, {
      token: teacher.token,
      params: { id: student.id },
      body: { text: deep(33) },
    });
    expect(other.status).toBe(400);
    expect(Object.values(other.body.details).flat()).toContain(DEPTH_MESSAGE);
  });
});
