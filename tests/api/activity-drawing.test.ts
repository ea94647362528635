// Drawing puzzles through the attempt endpoint (issue 27): the server replays the turtle and judges the lines
// against the picture as the maze is judged (perfect within the ideal block count, passed over it, failed with
// the drawing help); a free drawing passes with any line and is read back as the child's own.
import { describe, expect, it } from "vitest";
import { savedDrawingOf } from "@/lib/activity/drawings";
import { prisma } from "@/lib/db/client";
import { findPuzzle } from "@/lib/puzzles/content";
import { chain, num, workspace } from "@/lib/puzzles/testing";
import { attempt, classStudent, solutionOf } from "../support/activity";

type Block = Record<string, unknown>;
const fd = (n: number): Block => ({ type: "turtle_forward", inputs: { STEPS: { shadow: num(n) } } });
const rt = (n: number): Block => ({
  type: "turtle_turn",
  fields: { DIR: "right" },
  inputs: { DEGREES: { shadow: num(n) } },
});
const repeat = (n: number, ...body: Block[]): Block => ({
  type: "sprout_repeat",
  inputs: { TIMES: { shadow: num(n) }, DO: { block: chain(body) } },
});

describe("drawing attempts", () => {
  it("judge the drawn lines, not how they were drawn, and score by the ideal block count", async () => {
    const { student, token } = await classStudent();
    const perfect = await attempt(token, "draw-a-square", solutionOf("draw-a-square"));
    expect(perfect.status).toBe(200);
    expect(perfect.body).toMatchObject({ outcome: "perfect", solved: true, blockCount: 3, idealBlocks: 3 });

    // Each side in two halves: the same picture, more blocks.
    const passed = await attempt(token, "draw-a-square", workspace([repeat(4, fd(50), fd(50), rt(90))]));
    expect(passed.body).toMatchObject({ outcome: "passed", solved: true, blockCount: 4 });
    expect(passed.body.hint).toContain("3 blocks or fewer");
    // The same square somewhere else is not the picture.
    const elsewhere = workspace([rt(90), repeat(4, fd(100), rt(90))]);
    expect((await attempt(token, "draw-a-square", elsewhere)).body.solved).toBe(false);

    const failed = await attempt(token, "draw-a-square", workspace([repeat(4, fd(100), rt(60))]));
    expect(failed.body).toMatchObject({ outcome: "failed", solved: false });
    expect(failed.body.hint).toMatch(/^Line 2 goes the wrong way/);
    expect(failed.body.hint).toContain(findPuzzle("draw-a-square")!.hint);

    const rows = await prisma.puzzleAttempt.findMany({
      where: { studentId: student.id },
      orderBy: { createdAt: "asc" },
    });
    expect(rows.map((r) => [r.packId, r.outcome])).toEqual([
      ["green-drawing-loops", "perfect"],
      ["green-drawing-loops", "passed"],
      ["green-drawing-loops", "failed"],
      ["green-drawing-loops", "failed"],
    ]);
  });

  it("refuse a maze block in a drawing puzzle", async () => {
    const { token } = await classStudent();
    const r = await attempt(token, "draw-a-corner", workspace([{ type: "sprout_move" }]));
    expect(r.body).toMatchObject({ outcome: "failed", error: { code: "not-allowed" } });
  });

  it("pass a free drawing with any line, and keep the latest one as the child's own", async () => {
    const { student, token } = await classStudent();
    const free = findPuzzle("green-free-drawing")!;
    expect(await savedDrawingOf(student.id, free)).toBeNull();

    const nothing = await attempt(token, free.id, workspace([]));
    expect(nothing.body).toMatchObject({ outcome: "failed" });
    expect(nothing.body.hint).toMatch(/has not drawn a line yet/);

    const mine = workspace([repeat(3, fd(120), rt(120))]);
    expect((await attempt(token, free.id, mine)).body).toMatchObject({ outcome: "perfect", solved: true });
    const saved = await savedDrawingOf(student.id, free);
    expect(saved?.program).toEqual(mine);
    expect(saved?.lines).toHaveLength(3);

    // Only a free drawing is kept this way.
    await attempt(token, "draw-a-square", solutionOf("draw-a-square"));
    expect(await savedDrawingOf(student.id, findPuzzle("draw-a-square")!)).toBeNull();
  });
});
