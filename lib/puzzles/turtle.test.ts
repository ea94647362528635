// The drawing game (issue 27): the turtle, the picture matching and its tolerance, the help, and every shipped
// drawing puzzle judged as the server judges an attempt (reference perfect, wrong program failed, free drawing
// passed by any line and failed by none).
import { describe, expect, it } from "vitest";
import { LEVELS } from "@/lib/vocabulary";
import { puzzleCatalog, toPublicPuzzle, type DrawCatalogPuzzle } from "./content";
import { drawHelp } from "./draw-help";
import { canonicalLines, type DrawSpec, sameDrawing } from "./draw-verify";
import { parseProgram } from "./parse-program";
import { chain, num, repeat, workspace } from "./testing";
import { DEFAULT_START, runTurtle, type Segment } from "./turtle";
import { rulesOf, solves, verifyAttempt } from "./verify";

type Block = Record<string, unknown>;
const fd = (n: number | Block): Block => ({
  type: "turtle_forward",
  inputs: { STEPS: typeof n === "number" ? { shadow: num(n) } : { block: n } },
});
const turn = (dir: "left" | "right", n: number): Block => ({
  type: "turtle_turn",
  fields: { DIR: dir },
  inputs: { DEGREES: { shadow: num(n) } },
});
const rt = (n: number) => turn("right", n);
const lt = (n: number) => turn("left", n);
const pen = (p: "up" | "down"): Block => ({ type: "turtle_pen", fields: { PEN: p } });
const colour = (c: string): Block => ({ type: "turtle_colour", fields: { COLOUR: c } });
const size: Block = { type: "turtle_size" };
const drawShape = (name: string, n: number | Block): Block => ({
  type: "turtle_call",
  fields: { NAME: name },
  inputs: { SIZE: typeof n === "number" ? { shadow: num(n) } : { block: n } },
});
const define = (name: string, ...body: Block[]): Block => ({
  type: "turtle_define",
  fields: { NAME: name },
  inputs: { DO: { block: chain(body) } },
});

function run(main: Block[], ...defs: Block[]) {
  const parsed = parseProgram(workspace(main, ...defs));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return runTurtle(parsed.program);
}
const seg = (x1: number, y1: number, x2: number, y2: number, c = "#1f2937"): Segment => ({ x1, y1, x2, y2, colour: c });
const ends = (s: Segment[]) => s.map((l) => [l.x1, l.y1, l.x2, l.y2].map((n) => Math.round(n)));

describe("the turtle", () => {
  it("draws a square from the middle, up first, turning right clockwise, back where it started", () => {
    const r = run([repeat(4, fd(100), rt(90))]);
    expect(r.reason).toBe("done");
    expect(ends(r.segments)).toEqual([
      [200, 200, 200, 100],
      [200, 100, 300, 100],
      [300, 100, 300, 200],
      [300, 200, 200, 200],
    ]);
    expect(r.steps.at(-1)).toMatchObject({ x: DEFAULT_START.x, y: DEFAULT_START.y, heading: 0 });
  });

  it("turns left the other way, moves without drawing when the pen is up, and draws in the chosen colour", () => {
    const r = run([lt(90), fd(50), pen("up"), fd(50), pen("down"), colour("#dc2626"), fd(50)]);
    expect(ends(r.segments)).toEqual([
      [200, 200, 150, 200],
      [100, 200, 50, 200],
    ]);
    expect(r.segments.map((s) => s.colour)).toEqual(["#1f2937", "#dc2626"]);
    // one frame per drawing block, the lines on the frames that drew them
    expect(r.steps.filter((s) => s.segment)).toHaveLength(2);
    expect(r.steps).toHaveLength(7);
  });

  it("runs a function with a size, nested calls each with their own size", () => {
    const r = run(
      [drawShape("flower", 30)],
      define("square", repeat(4, fd(size), rt(90))),
      define(
        "flower",
        drawShape("square", size),
        drawShape("square", { type: "turtle_divide", inputs: { A: { block: size }, B: { shadow: num(3) } } }),
      ),
    );
    expect(r.segments.map((s) => Math.round(Math.hypot(s.x2 - s.x1, s.y2 - s.y1)))).toEqual([
      30, 30, 30, 30, 10, 10, 10, 10,
    ]);
  });

  it("stops at the step limit, the call depth, a shape never defined, and too many lines", () => {
    expect(run([repeat(1000, repeat(1000, rt(1)))]).reason).toBe("step-limit");
    expect(run([drawShape("star", 10)], define("star", fd(size), drawShape("star", size))).reason).toBe("call-depth");
    expect(run([drawShape("shape", 10)]).reason).toBe("no-function");
    expect(run([repeat(50, repeat(50, fd(1)))]).reason).toBe("too-many-lines");
  });

  it("treats a division by zero as 0, never as infinity", () => {
    const r = run([fd({ type: "turtle_divide", inputs: { A: { shadow: num(10) }, B: { shadow: num(0) } } }), fd(10)]);
    expect(ends(r.segments)).toEqual([[200, 200, 200, 190]]);
  });
});

describe("matching a drawing to the picture", () => {
  const square = [seg(0, 0, 100, 0), seg(100, 0, 100, 100), seg(100, 100, 0, 100), seg(0, 100, 0, 0)];

  it("ignores the order and the direction of the lines", () => {
    const shuffled = [seg(0, 0, 0, 100), seg(100, 100, 100, 0), seg(0, 0, 100, 0), seg(0, 100, 100, 100)];
    expect(sameDrawing(shuffled, square)).toBe(true);
  });

  it("merges collinear lines that touch or overlap before comparing", () => {
    const split = [seg(0, 0, 50, 0), seg(50, 0, 100, 0), ...square.slice(1)];
    expect(sameDrawing(split, square)).toBe(true);
    const retraced = [...square, seg(0, 0, 100, 0), seg(30, 0, 80, 0)];
    expect(sameDrawing(retraced, square)).toBe(true);
    expect(canonicalLines(split, false)).toHaveLength(4);
    // a gap is not a touch: two dashes stay two lines
    expect(canonicalLines([seg(0, 0, 20, 0), seg(40, 0, 60, 0)], false)).toHaveLength(2);
  });

  it("accepts ends within the tolerance and refuses ones beyond it", () => {
    const close = [seg(1.5, 0, 100, 1), ...square.slice(1)];
    expect(sameDrawing(close, square)).toBe(true);
    const far = [seg(0, 0, 104, 0), seg(104, 0, 100, 100), ...square.slice(2)];
    expect(sameDrawing(far, square)).toBe(false);
  });

  it("refuses a missing line, an extra line, and a wrong colour only when colours count", () => {
    expect(sameDrawing(square.slice(1), square)).toBe(false);
    expect(sameDrawing([...square, seg(0, 0, 100, 100)], square)).toBe(false);
    const red = square.map((s) => ({ ...s, colour: "#dc2626" }));
    expect(sameDrawing(red, square)).toBe(true);
    expect(sameDrawing(red, square, true)).toBe(false);
  });
});

describe("drawing help", () => {
  const spec = (target: Segment[]): DrawSpec => ({ start: DEFAULT_START, target, free: false, colours: false });
  const picture = spec([seg(200, 200, 200, 100), seg(200, 100, 300, 100)]);
  const drawn = (main: Block[]) => run(main).segments;

  it("names a line too long, a wrong angle, a line too short, missing lines and an empty drawing", () => {
    expect(drawHelp(drawn([fd(100), rt(90), fd(150)]), picture)).toBe(
      "Line 2 is too long: it goes past the end of the picture's line.",
    );
    expect(drawHelp(drawn([fd(100), rt(60), fd(100)]), picture)).toMatch(/^Line 2 goes the wrong way/);
    expect(drawHelp(drawn([fd(100), rt(90), fd(60)]), picture)).toBe(
      "A line is too short: the picture's line goes further.",
    );
    expect(drawHelp(drawn([fd(100)]), picture)).toBe("One line of the picture is still missing.");
    expect(drawHelp(drawn([fd(100), rt(90), fd(100), fd(20)]), picture)).toBe(
      "Line 3 is too long: it goes past the end of the picture's line.",
    );
    const dashes = spec([seg(200, 200, 200, 180), seg(200, 160, 200, 140)]);
    expect(drawHelp(drawn([fd(20), fd(20), fd(20)]), dashes)).toBe(
      "Line 2 is drawn where the picture has a gap. Should the pen be up there?",
    );
    expect(drawHelp([], picture)).toMatch(/has not drawn a line yet/);
    expect(drawHelp(drawn([fd(60), rt(90), fd(100)]), picture)).toMatch(
      /^Line 2 turns where the picture has no corner/,
    );
  });

  it("is shown with a failed attempt's hint", () => {
    const p = puzzleCatalog().puzzles.get("draw-a-corner")!;
    const r = verifyAttempt(p, workspace([fd(100), rt(45), fd(100)]));
    expect(r.outcome).toBe("failed");
    expect(r.hint).toMatch(/^Line 2 goes the wrong way/);
  });
});

const drawPuzzles = [...puzzleCatalog().puzzles.values()].filter((p): p is DrawCatalogPuzzle => p.game === "draw");

describe("the shipped drawing puzzles", () => {
  it("give Loops and Functions at every level a pack of at least 6 puzzles ending in a free drawing", () => {
    const packs = puzzleCatalog().packs.filter((p) => p.puzzles.some((z) => z.game === "draw"));
    expect(packs.map((p) => `${p.level} ${p.unit}`).sort()).toEqual(
      LEVELS.flatMap((l) => [`${l} Functions`, `${l} Loops`]).sort(),
    );
    for (const pack of packs) {
      expect(pack.puzzles.length, pack.id).toBeGreaterThanOrEqual(7);
      expect(pack.puzzles.map((z) => z.game === "draw" && z.free)).toEqual([
        ...Array(pack.puzzles.length - 1).fill(false),
        true,
      ]);
    }
  });

  it("are solved perfectly by their reference and failed by their wrong program", () => {
    expect(drawPuzzles.length).toBeGreaterThanOrEqual(42);
    for (const p of drawPuzzles) {
      expect(verifyAttempt(p, p.solution).outcome, p.id).toBe("perfect");
      expect(solves(p, p.wrong), p.id).toBe(false);
      // the browser judges the same from the public view
      expect(verifyAttempt(rulesOf(toPublicPuzzle(p)), p.solution).outcome, p.id).toBe("perfect");
    }
  });

  it("free drawings pass with any line at all, are perfect however long, and fail with none", () => {
    const free = drawPuzzles.filter((p) => p.free);
    expect(free).toHaveLength(6);
    for (const p of free) {
      expect(verifyAttempt(p, workspace([fd(10)])).outcome, p.id).toBe("perfect");
      expect(verifyAttempt(p, workspace([repeat(30, fd(5), rt(50), fd(5), rt(50), fd(5), rt(50))])).outcome).toBe(
        "perfect",
      );
      expect(verifyAttempt(p, workspace([pen("up"), fd(100)])).solved, p.id).toBe(false);
      expect(verifyAttempt(p, workspace([])).solved, p.id).toBe(false);
    }
  });

  it("name their picture in the browser's view but never the programs", () => {
    const view = toPublicPuzzle(drawPuzzles[0]);
    expect(view).toMatchObject({ game: "draw", drawing: { target: expect.any(Array) } });
    expect(JSON.stringify(view)).not.toMatch(/solution|wrong/);
  });

  it("refuse a maze block in a drawing and a drawing block in a maze", () => {
    const draw = puzzleCatalog().puzzles.get("draw-a-square")!;
    expect(verifyAttempt(draw, workspace([{ type: "sprout_move" }])).error?.code).toBe("not-allowed");
    const maze = puzzleCatalog().puzzles.get("first-steps")!;
    expect(verifyAttempt(maze, workspace([fd(100)])).error?.code).toBe("not-allowed");
  });
});
