// Drawings turned the other way (issue 38): where the task names no direction, the picture's mirror image — every
// turn the other way, mirrored about the turtle's start heading — is right too; where it names one, the mirror
// image is refused and the help says to turn the other way.
import { describe, expect, it } from "vitest";
import { puzzleCatalog, type DrawCatalogPuzzle } from "./content";
import { mirrorImage, sameDrawing } from "./draw-verify";
import { diagnose } from "./help";
import { num, repeat, workspace } from "./testing";
import { verifyAttempt } from "./verify";

type Block = Record<string, unknown>;
const fd = (n: number): Block => ({ type: "turtle_forward", inputs: { STEPS: { shadow: num(n) } } });
const turn = (dir: "left" | "right", n: number): Block => ({
  type: "turtle_turn",
  fields: { DIR: dir },
  inputs: { DEGREES: { shadow: num(n) } },
});

const drawPuzzle = (id: string) => puzzleCatalog().puzzles.get(id) as DrawCatalogPuzzle;
const drawPuzzles = [...puzzleCatalog().puzzles.values()].filter(
  (p): p is DrawCatalogPuzzle => p.game === "draw" && !p.free,
);

/** The program with every turn the other way (a copy). */
function turnedTheOtherWay(program: unknown): unknown {
  const copy = structuredClone(program);
  const visit = (v: unknown) => {
    if (!v || typeof v !== "object") return;
    const block = v as Block;
    if (block.type === "turtle_turn") {
      const fields = block.fields as { DIR?: string };
      fields.DIR = fields.DIR === "left" ? "right" : "left";
    }
    Object.values(block).forEach(visit);
  };
  visit(copy);
  return copy;
}

describe("a drawing turned the other way", () => {
  it("the nonagon is solved turning left, as the reference does, and turning right", () => {
    const nonagon = drawPuzzle("draw-a-nonagon");
    expect(nonagon.drawing.direction).toBeUndefined();
    for (const dir of ["left", "right"] as const) {
      const result = verifyAttempt(nonagon, workspace([repeat(9, fd(40), turn(dir, 40))]));
      expect(result.outcome, dir).toBe("perfect");
    }
    // Not any polygon, though: an octagon either way is still wrong, and its help speaks of lines.
    const octagon = workspace([repeat(8, fd(40), turn("right", 45))]);
    expect(verifyAttempt(nonagon, octagon).outcome).toBe("failed");
    expect(diagnose(nonagon, octagon).says[0]).toMatch(/^Line \d+ /);
  });

  it("the square is solved turning right, as the reference does, and turning left", () => {
    const square = drawPuzzle("draw-a-square");
    for (const dir of ["right", "left"] as const)
      expect(verifyAttempt(square, workspace([repeat(4, fd(100), turn(dir, 90))])).outcome, dir).toBe("perfect");
  });

  it("helps a wrong drawing towards the picture it turns like: the mirror image where no direction is named", () => {
    const nonagon = drawPuzzle("draw-a-nonagon");
    // turning right with sides too long: line 1 lies on both pictures, line 2 only on the mirror image, and
    // is too long there — not "the wrong way"
    const long = diagnose(nonagon, workspace([fd(40), turn("right", 40), fd(60)]));
    expect(long.says[0]).toBe("Line 2 is too long: it goes past the end of the picture's line.");
  });

  it("every drawing puzzle that names no direction accepts its reference with every turn the other way", () => {
    expect(drawPuzzles.length).toBeGreaterThanOrEqual(36);
    for (const p of drawPuzzles.filter((z) => !z.drawing.direction))
      expect(verifyAttempt(p, turnedTheOtherWay(p.solution)).solved, p.id).toBe(true);
  });

  it("mirrors about the start heading: a corner up then right becomes up then left", () => {
    const start = { x: 200, y: 200, heading: 0 };
    const corner = [
      { x1: 200, y1: 200, x2: 200, y2: 100, colour: "#000" },
      { x1: 200, y1: 100, x2: 300, y2: 100, colour: "#000" },
    ];
    expect(mirrorImage(corner, start)).toEqual([
      { x1: 200, y1: 200, x2: 200, y2: 100, colour: "#000" },
      { x1: 200, y1: 100, x2: 100, y2: 100, colour: "#000" },
    ]);
    // heading right (90): the axis is the horizontal line through the start
    const east = { x: 100, y: 200, heading: 90 };
    const mirrored = mirrorImage([{ x1: 100, y1: 200, x2: 150, y2: 150, colour: "#000" }], east);
    expect(sameDrawing(mirrored, [{ x1: 100, y1: 200, x2: 150, y2: 250, colour: "#000" }])).toBe(true);
  });
});

describe("a drawing puzzle that names its direction", () => {
  const named = (id: string, direction: "left" | "right"): DrawCatalogPuzzle => {
    const p = drawPuzzle(id);
    return { ...p, direction, drawing: { ...p.drawing, direction } };
  };

  it("refuses the mirror image and says to turn the other way", () => {
    const nonagon = named("draw-a-nonagon", "left");
    expect(verifyAttempt(nonagon, workspace([repeat(9, fd(40), turn("left", 40))])).outcome).toBe("perfect");
    const right = workspace([repeat(9, fd(40), turn("right", 40))]);
    const result = verifyAttempt(nonagon, right);
    expect(result.outcome).toBe("failed");
    const said = "The turtle turns right, but this picture turns left: turn the other way.";
    expect(result.hint).toContain(said);
    expect(diagnose(nonagon, right)).toMatchObject({ kind: "drawing", says: [said, `Look again: ${said}`] });
    // already after its first turn
    expect(diagnose(nonagon, workspace([fd(40), turn("right", 40), fd(40)])).says[0]).toBe(said);
  });

  it("a square named to turn right refuses the square turned left", () => {
    const square = named("draw-a-square", "right");
    expect(verifyAttempt(square, workspace([repeat(4, fd(100), turn("right", 90))])).outcome).toBe("perfect");
    const left = verifyAttempt(square, workspace([repeat(4, fd(100), turn("left", 90))]));
    expect(left.outcome).toBe("failed");
    expect(left.hint).toContain("The turtle turns left, but this picture turns right: turn the other way.");
  });
});
