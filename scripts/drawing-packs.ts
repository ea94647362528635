// The drawing game's packs (issue 27, content/README.md "Drawing puzzles"): each puzzle written here in a few
// lines with the builders below, then saved as Blockly JSON in content/puzzles/<level>-drawing-<unit>.json.
// Run `npx tsx scripts/drawing-packs.ts` after an edit; lib/puzzles/turtle.test.ts fails while the JSON files
// differ from what this script writes. The ideal block count is the reference solution's own count.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseProgram } from "../lib/puzzles/parse-program";

type Block = Record<string, unknown>;
type Value = number | Block;

const num = (n: number): Block => ({ type: "sprout_number", fields: { NUM: n } });
const slot = (v: Value) => (typeof v === "number" ? { shadow: num(v) } : { block: v, shadow: num(1) });

function chain(blocks: Block[]): Block | undefined {
  return blocks.reduceRight<Block | undefined>(
    (next, b) => (next ? { ...b, next: { block: next } } : { ...b }),
    undefined,
  );
}

const fd = (steps: Value): Block => ({ type: "turtle_forward", inputs: { STEPS: slot(steps) } });
const rt = (deg: Value): Block => ({ type: "turtle_turn", fields: { DIR: "right" }, inputs: { DEGREES: slot(deg) } });
const lt = (deg: Value): Block => ({ type: "turtle_turn", fields: { DIR: "left" }, inputs: { DEGREES: slot(deg) } });
const up: Block = { type: "turtle_pen", fields: { PEN: "up" } };
const down: Block = { type: "turtle_pen", fields: { PEN: "down" } };
const COLOURS = {
  black: "#1f2937",
  red: "#dc2626",
  blue: "#2563eb",
  green: "#16a34a",
  orange: "#ea580c",
  purple: "#9333ea",
};
const colour = (c: keyof typeof COLOURS): Block => ({ type: "turtle_colour", fields: { COLOUR: COLOURS[c] } });
const repeat = (times: Value, ...body: Block[]): Block => ({
  type: "sprout_repeat",
  inputs: { TIMES: slot(times), DO: { block: chain(body) } },
});
const size: Block = { type: "turtle_size" };
const define = (name: string, ...body: Block[]): Block => ({
  type: "turtle_define",
  fields: { NAME: name },
  inputs: { DO: { block: chain(body) } },
});
const draw = (name: string, s: Value): Block => ({
  type: "turtle_call",
  fields: { NAME: name },
  inputs: { SIZE: slot(s) },
});
const v = (name: string): Block => ({ type: "sprout_get_var", fields: { VAR: { id: `var-${name}` } } });
const set = (name: string, value: Value): Block => ({
  type: "sprout_set_var",
  fields: { VAR: { id: `var-${name}` } },
  inputs: { VALUE: slot(value) },
});
const change = (name: string, by: Value): Block => ({
  type: "sprout_change_var",
  fields: { VAR: { id: `var-${name}` } },
  inputs: { DELTA: slot(by) },
});
const div = (a: Value, b: Value): Block => ({ type: "turtle_divide", inputs: { A: slot(a), B: slot(b) } });

/** A workspace: "when run" with `main` under it, and the definitions beside it. */
function program(main: Block[], ...defs: Block[]) {
  const start: Block = { type: "sprout_start", id: "start", x: 20, y: 20, deletable: false };
  if (main.length) start.next = { block: chain(main) };
  const names = new Set<string>();
  JSON.stringify([main, defs], (k, val: unknown) => {
    if (k === "VAR" && val && typeof val === "object") names.add(String((val as { id: string }).id));
    return val;
  });
  return {
    blocks: {
      languageVersion: 0,
      blocks: [start, ...defs.map((d, i) => ({ ...d, x: 20, y: 300 + 200 * i }))],
    },
    ...(names.size ? { variables: [...names].map((id) => ({ name: id.slice(4), id })) } : {}),
  };
}

const MOVE = ["turtle_forward", "turtle_turn"];
const LOOP = [...MOVE, "sprout_repeat"];
const PEN = ["turtle_pen", "turtle_colour"];
const FUNC = ["turtle_define", "turtle_call", "turtle_size"];
const VARS = ["sprout_set_var", "sprout_change_var", "sprout_get_var"];

type Def = {
  id: string;
  title: string;
  instructions: string;
  hint: string;
  blocks: string[];
  solution: ReturnType<typeof program>;
  wrong: ReturnType<typeof program>;
  start?: { x: number; y: number; heading: number };
  colours?: true;
};
type Level = "Green" | "Yellow" | "Orange";
type PackDef = {
  level: Level;
  unit: "Loops" | "Functions";
  title: string;
  order: number;
  skills: { id: string; title: string }[];
  standards: Record<string, string[]>;
  puzzles: Def[];
  free: Omit<Def, "wrong" | "hint" | "blocks">;
};

const SKILL = {
  loops: { id: "loops", title: "Repeating steps with loops" },
  nested: { id: "nested-loops", title: "Loops inside loops" },
  functions: { id: "functions", title: "Naming a group of steps" },
  decomposition: { id: "decomposition", title: "Breaking a problem into parts" },
  variables: { id: "variables", title: "Storing and changing numbers" },
  angles: { id: "angles", title: "Turning by angles" },
  parameters: { id: "parameters", title: "Giving a function a number" },
};

const PACKS: PackDef[] = [
  {
    level: "Green",
    unit: "Loops",
    title: "Turtle Loops",
    order: 20,
    skills: [SKILL.loops, SKILL.angles],
    standards: {
      CSTA: ["1A-AP-10"],
      NY: ["K-1.CT.8", "2-3.CT.9"],
      KS: ["1.AP.C.01", "2.AP.C.01"],
      MO: ["1.AP.C.01", "2.AP.C.01"],
    },
    puzzles: [
      {
        id: "draw-a-corner",
        title: "A Corner",
        instructions: "Draw the corner: a line up, a turn to the right, and a line across.",
        hint: "Move forward 100, turn right 90, move forward 100.",
        blocks: MOVE,
        solution: program([fd(100), rt(90), fd(100)]),
        wrong: program([fd(100), lt(90), fd(100)]),
      },
      {
        id: "draw-a-square",
        title: "A Square",
        instructions: "A square has four sides the same. Use repeat to draw it with three blocks.",
        hint: "Inside repeat 4: move forward 100, then turn right 90.",
        blocks: LOOP,
        solution: program([repeat(4, fd(100), rt(90))]),
        wrong: program([repeat(3, fd(100), rt(90))]),
      },
      {
        id: "draw-a-triangle",
        title: "A Triangle",
        instructions: "A triangle has three sides. Let the ÷ block work out how far the turtle turns at each corner.",
        hint: "Three turns make a whole turn of 360 degrees: turn right 360 ÷ 3.",
        blocks: [...LOOP, "turtle_divide"],
        start: { x: 150, y: 280, heading: 0 },
        solution: program([repeat(3, fd(120), rt(div(360, 3)))]),
        wrong: program([repeat(3, fd(120), rt(90))]),
      },
      {
        id: "draw-stairs",
        title: "Stairs",
        instructions: "Draw four steps going up: up, across, up, across…",
        hint: "Inside repeat 4: up 40, turn right, across 40, turn left.",
        blocks: LOOP,
        start: { x: 100, y: 300, heading: 0 },
        solution: program([repeat(4, fd(40), rt(90), fd(40), lt(90))]),
        wrong: program([repeat(4, fd(40), rt(90), fd(40), rt(90))]),
      },
      {
        id: "draw-dashes",
        title: "Dashes",
        instructions: "Draw a dashed line: a dash, a gap, a dash… Lift the pen for the gaps.",
        hint: "Inside repeat 5: move 20, pen up, move 20, pen down.",
        blocks: [...LOOP, "turtle_pen"],
        start: { x: 100, y: 200, heading: 90 },
        solution: program([repeat(5, fd(20), up, fd(20), down)]),
        wrong: program([repeat(5, fd(20), fd(20))]),
      },
      {
        id: "draw-red-hexagon",
        title: "A Red Hexagon",
        instructions: "Draw a red hexagon: six sides of 70, in red.",
        hint: "Choose red first. Six turns of 60 make a whole turn.",
        blocks: [...LOOP, "turtle_colour"],
        colours: true,
        start: { x: 165, y: 260, heading: 0 },
        solution: program([colour("red"), repeat(6, fd(70), rt(60))]),
        wrong: program([repeat(6, fd(70), rt(60))]),
      },
      {
        id: "draw-a-window",
        title: "A Window",
        instructions: "Four squares make a window. Put a square loop inside another loop.",
        hint: "Repeat 4: draw a square of 60, then turn right 90.",
        blocks: LOOP,
        solution: program([repeat(4, repeat(4, fd(60), rt(90)), rt(90))]),
        wrong: program([repeat(4, repeat(4, fd(60), rt(90)))]),
      },
    ],
    free: {
      id: "green-free-drawing",
      title: "My Loop Drawing",
      instructions: "Draw anything you like with loops! Your drawing is saved and stays yours.",
      solution: program([repeat(8, fd(80), rt(135))]),
    },
  },
  {
    level: "Green",
    unit: "Functions",
    title: "Turtle Shapes",
    order: 21,
    skills: [SKILL.functions, SKILL.parameters],
    standards: { CSTA: ["1A-AP-11", "1B-AP-11"], NY: ["K-1.CT.6"], KS: ["1.AP.M.01", "3.AP.M.01"], MO: ["1.AP.M.01"] },
    puzzles: [
      {
        id: "teach-a-square",
        title: "Teach a Square",
        instructions: "Teach the turtle 🟦 square: a square as big as its size. Then draw a square of size 100.",
        hint: 'Inside "define square": repeat 4, move forward size, turn right 90.',
        blocks: [...LOOP, ...FUNC],
        solution: program([draw("square", 100)], define("square", repeat(4, fd(size), rt(90)))),
        wrong: program([draw("square", 100)], define("square", repeat(4, fd(100), rt(60)))),
      },
      {
        id: "big-and-small-square",
        title: "Big and Small",
        instructions: "Draw a square of size 120 and one of size 60 with the same 🟦 square.",
        hint: "Use the size block inside the square, then draw square twice.",
        blocks: [...LOOP, ...FUNC],
        solution: program([draw("square", 120), draw("square", 60)], define("square", repeat(4, fd(size), rt(90)))),
        wrong: program([draw("square", 120), draw("square", 60)], define("square", repeat(4, fd(120), rt(90)))),
      },
      {
        id: "growing-squares",
        title: "Growing Squares",
        instructions: "Draw three squares of size 40, 80 and 120, all from the same corner.",
        hint: "Define square once and draw it three times with different sizes.",
        blocks: [...LOOP, ...FUNC],
        start: { x: 140, y: 260, heading: 0 },
        solution: program(
          [draw("square", 40), draw("square", 80), draw("square", 120)],
          define("square", repeat(4, fd(size), rt(90))),
        ),
        wrong: program([draw("square", 40), draw("square", 80)], define("square", repeat(4, fd(size), rt(90)))),
      },
      {
        id: "two-triangles",
        title: "Two Triangles",
        instructions: "Teach 🔺 triangle, then draw a triangle of 140 and one of 70. Let ÷ work out the turn.",
        hint: "A triangle turns right 360 ÷ 3 three times.",
        blocks: [...LOOP, ...FUNC, "turtle_divide"],
        start: { x: 130, y: 300, heading: 0 },
        solution: program(
          [draw("triangle", 140), draw("triangle", 70)],
          define("triangle", repeat(3, fd(size), rt(div(360, 3)))),
        ),
        wrong: program([draw("triangle", 140), draw("triangle", 70)], define("triangle", repeat(3, fd(size), rt(90)))),
      },
      {
        id: "two-stars",
        title: "Two Stars",
        instructions: "Teach ⭐ star (turn 144 at each point), then draw a red star of 150 and a blue one of 75.",
        hint: "A star: repeat 5, move forward size, turn right 144. Choose the colour before each star.",
        blocks: [...LOOP, ...FUNC, "turtle_colour"],
        colours: true,
        start: { x: 120, y: 250, heading: 90 },
        solution: program(
          [colour("red"), draw("star", 150), colour("blue"), draw("star", 75)],
          define("star", repeat(5, fd(size), rt(144))),
        ),
        wrong: program(
          [colour("blue"), draw("star", 150), colour("red"), draw("star", 75)],
          define("star", repeat(5, fd(size), rt(144))),
        ),
      },
      {
        id: "row-of-squares",
        title: "A Row of Squares",
        instructions: "Draw three squares of 50 in a row with a gap between them.",
        hint: "Repeat 3: draw square 50, pen up, move forward 70, pen down.",
        blocks: [...LOOP, ...FUNC, "turtle_pen"],
        start: { x: 90, y: 170, heading: 90 },
        solution: program(
          [repeat(3, draw("square", 50), up, fd(70), down)],
          define("square", repeat(4, fd(size), rt(90))),
        ),
        wrong: program([repeat(3, draw("square", 50), fd(70))], define("square", repeat(4, fd(size), rt(90)))),
      },
      {
        id: "square-flower",
        title: "A Square Flower",
        instructions: "Teach 🌸 flower: six squares, turning 60 after each. Draw a flower of size 60.",
        hint: "Inside flower: repeat 6, draw square with size, turn right 60.",
        blocks: [...LOOP, ...FUNC],
        solution: program(
          [draw("flower", 60)],
          define("square", repeat(4, fd(size), rt(90))),
          define("flower", repeat(6, draw("square", size), rt(60))),
        ),
        wrong: program(
          [draw("flower", 60)],
          define("square", repeat(4, fd(size), rt(90))),
          define("flower", repeat(6, draw("square", size), rt(90))),
        ),
      },
    ],
    free: {
      id: "green-free-shapes",
      title: "My Shapes Drawing",
      instructions: "Teach the turtle your own shape and draw it as many times as you like. It stays yours.",
      solution: program([draw("shape", 60), draw("shape", 100)], define("shape", repeat(3, fd(size), rt(120)))),
    },
  },
  {
    level: "Yellow",
    unit: "Loops",
    title: "Turtle Patterns",
    order: 20,
    skills: [SKILL.loops, SKILL.nested],
    standards: { CSTA: ["1B-AP-10", "2-AP-12"], NY: ["4-6.CT.8"], KS: ["5.AP.C.01"], MO: ["5.AP.C.01"] },
    puzzles: [
      {
        id: "draw-a-pentagon",
        title: "A Pentagon",
        instructions: "Draw a pentagon: five sides of 90.",
        hint: "Five turns make 360 degrees: each is 72.",
        blocks: LOOP,
        start: { x: 155, y: 300, heading: 0 },
        solution: program([repeat(5, fd(90), rt(72))]),
        wrong: program([repeat(5, fd(90), rt(60))]),
      },
      {
        id: "draw-a-circle",
        title: "Almost a Circle",
        instructions: "Many tiny steps and tiny turns make a circle: 36 steps of 10.",
        hint: "Repeat 36: move forward 10, turn right 360 ÷ 36.",
        blocks: [...LOOP, "turtle_divide"],
        start: { x: 140, y: 200, heading: 0 },
        solution: program([repeat(36, fd(10), rt(div(360, 36)))]),
        wrong: program([repeat(18, fd(10), rt(10))]),
      },
      {
        id: "big-star",
        title: "A Big Star",
        instructions: "Draw an orange star with five points and sides of 200.",
        hint: "Choose orange first. Turn right 144 at each point.",
        blocks: [...LOOP, "turtle_colour"],
        colours: true,
        start: { x: 100, y: 240, heading: 90 },
        solution: program([colour("orange"), repeat(5, fd(200), rt(144))]),
        wrong: program([repeat(5, fd(200), rt(144))]),
      },
      {
        id: "square-rosette",
        title: "A Square Rosette",
        instructions: "Draw eight squares of 70, turning 45 after each one.",
        hint: "A square loop inside a loop of 8.",
        blocks: LOOP,
        solution: program([repeat(8, repeat(4, fd(70), rt(90)), rt(45))]),
        wrong: program([repeat(8, repeat(4, fd(70), rt(90)), rt(30))]),
      },
      {
        id: "dotted-square",
        title: "A Dotted Square",
        instructions: "Draw a square of 100 whose sides are dashed: dash 10, gap 10.",
        hint: "Each side: repeat 5 (dash, pen up, gap, pen down). Then turn.",
        blocks: [...LOOP, "turtle_pen"],
        start: { x: 150, y: 250, heading: 0 },
        solution: program([repeat(4, repeat(5, fd(10), up, fd(10), down), rt(90))]),
        wrong: program([repeat(4, repeat(5, fd(10), up, fd(10), down), lt(90)), fd(10)]),
      },
      {
        id: "two-colour-stairs",
        title: "Two-Colour Stairs",
        instructions: "Draw three steps: each step goes up in red and across in blue.",
        hint: "Inside the loop: red, up 50, turn right, blue, across 50, turn left.",
        blocks: [...LOOP, ...PEN],
        colours: true,
        start: { x: 120, y: 300, heading: 0 },
        solution: program([repeat(3, colour("red"), fd(50), rt(90), colour("blue"), fd(50), lt(90))]),
        wrong: program([repeat(3, colour("blue"), fd(50), rt(90), colour("red"), fd(50), lt(90))]),
      },
      {
        id: "square-spiral",
        title: "A Square Spiral",
        instructions: "Each side is 10 longer than the one before: 10, 20, 30… Draw 16 sides.",
        hint: "Set length to 10; repeat: move forward length, turn right 90, change length by 10.",
        blocks: [...LOOP, ...VARS],
        solution: program([set("length", 10), repeat(16, fd(v("length")), rt(90), change("length", 10))]),
        wrong: program([set("length", 10), repeat(16, fd(v("length")), rt(90))]),
      },
    ],
    free: {
      id: "yellow-free-patterns",
      title: "My Pattern",
      instructions: "Make your own pattern with loops, colours and the pen. It is saved as yours.",
      solution: program([colour("purple"), repeat(12, repeat(4, fd(50), rt(90)), rt(30))]),
    },
  },
  {
    level: "Yellow",
    unit: "Functions",
    title: "Turtle Functions",
    order: 21,
    skills: [SKILL.functions, SKILL.parameters, SKILL.decomposition],
    standards: { CSTA: ["1B-AP-11", "2-AP-13"], NY: ["4-6.CT.4", "4-6.CT.5"], KS: ["5.AP.M.01"], MO: ["5.AP.M.01"] },
    puzzles: [
      {
        id: "hexagon-any-size",
        title: "A Hexagon of Any Size",
        instructions: "Teach 🔷 shape as a hexagon as big as its size, and draw one of size 80.",
        hint: "Inside define: repeat 6, move forward size, turn right 60.",
        blocks: [...LOOP, ...FUNC],
        start: { x: 160, y: 270, heading: 0 },
        solution: program([draw("shape", 80)], define("shape", repeat(6, fd(size), rt(60)))),
        wrong: program([draw("shape", 80)], define("shape", repeat(6, fd(80), rt(72)))),
      },
      {
        id: "triangle-row",
        title: "Triangles in a Row",
        instructions: "Draw three triangles of 60 side by side, touching at their corners.",
        hint: "Define triangle; repeat 3: draw triangle 60, then move forward 60 along the ground.",
        blocks: [...LOOP, ...FUNC],
        start: { x: 110, y: 260, heading: 90 },
        solution: program([repeat(3, draw("triangle", 60), fd(60))], define("triangle", repeat(3, fd(size), lt(120)))),
        wrong: program([repeat(3, draw("triangle", 60), fd(60))], define("triangle", repeat(3, fd(size), rt(120)))),
      },
      {
        id: "star-row",
        title: "A Row of Stars",
        instructions: "Draw three stars of 50 in a row, 80 apart, with no lines between them.",
        hint: "Repeat 3: draw star 50, pen up, move forward 80, pen down.",
        blocks: [...LOOP, ...FUNC, "turtle_pen"],
        start: { x: 70, y: 220, heading: 90 },
        solution: program(
          [repeat(3, draw("star", 50), up, fd(80), down)],
          define("star", repeat(5, fd(size), rt(144))),
        ),
        wrong: program([repeat(3, draw("star", 50), fd(80))], define("star", repeat(5, fd(size), rt(144)))),
      },
      {
        id: "nested-squares",
        title: "Nested Squares",
        instructions: "Draw squares of 30, 60, 90 and 120 from one corner, with a variable for the size.",
        hint: "Set n to 30; repeat 4: draw square n, change n by 30.",
        blocks: [...LOOP, ...FUNC, ...VARS],
        start: { x: 140, y: 260, heading: 0 },
        solution: program(
          [set("n", 30), repeat(4, draw("square", v("n")), change("n", 30))],
          define("square", repeat(4, fd(size), rt(90))),
        ),
        wrong: program(
          [set("n", 30), repeat(4, draw("square", v("n")))],
          define("square", repeat(4, fd(size), rt(90))),
        ),
      },
      {
        id: "triangle-wheel",
        title: "A Triangle Wheel",
        instructions: "Teach 🌸 flower: ten triangles of its size, turning 36 after each. Draw a flower of 80.",
        hint: "Inside flower: repeat 10, draw triangle with size, turn right 36.",
        blocks: [...LOOP, ...FUNC],
        solution: program(
          [draw("flower", 80)],
          define("triangle", repeat(3, fd(size), rt(120))),
          define("flower", repeat(10, draw("triangle", size), rt(36))),
        ),
        wrong: program(
          [draw("flower", 80)],
          define("triangle", repeat(3, fd(size), rt(120))),
          define("flower", repeat(10, draw("triangle", size), rt(45))),
        ),
      },
      {
        id: "house",
        title: "A House",
        instructions: "A house is a square of 100 with a triangle roof of 100 on top. Use both shapes.",
        hint: "Draw the square, go up 100 to the roof's corner, then draw the triangle turned right 30.",
        blocks: [...LOOP, ...FUNC],
        start: { x: 150, y: 300, heading: 0 },
        solution: program(
          [draw("square", 100), fd(100), rt(30), draw("triangle", 100)],
          define("square", repeat(4, fd(size), rt(90))),
          define("triangle", repeat(3, fd(size), rt(120))),
        ),
        wrong: program(
          [draw("square", 100), fd(100), draw("triangle", 100)],
          define("square", repeat(4, fd(size), rt(90))),
          define("triangle", repeat(3, fd(size), rt(120))),
        ),
      },
      {
        id: "colour-flower",
        title: "A Colour Flower",
        instructions: "Draw six blue hexagons of 40 turning 60 after each, then a red square of 40 in the middle.",
        hint: "Blue; repeat 6 (draw shape 40, turn right 60); red; draw square 40.",
        blocks: [...LOOP, ...FUNC, "turtle_colour"],
        colours: true,
        solution: program(
          [colour("blue"), repeat(6, draw("shape", 40), rt(60)), colour("red"), draw("square", 40)],
          define("shape", repeat(6, fd(size), rt(60))),
          define("square", repeat(4, fd(size), rt(90))),
        ),
        wrong: program(
          [colour("blue"), repeat(6, draw("shape", 40), rt(60)), draw("square", 40)],
          define("shape", repeat(6, fd(size), rt(60))),
          define("square", repeat(4, fd(size), rt(90))),
        ),
      },
    ],
    free: {
      id: "yellow-free-shapes",
      title: "My Shape Family",
      instructions: "Define your own shapes and draw a picture with them. Your drawing stays yours.",
      solution: program([draw("shape", 40), draw("shape", 80)], define("shape", repeat(5, fd(size), rt(72)))),
    },
  },
  {
    level: "Orange",
    unit: "Loops",
    title: "Turtle Geometry",
    order: 20,
    skills: [SKILL.loops, SKILL.nested, SKILL.variables],
    standards: { CSTA: ["2-AP-12", "2-AP-11"], NY: ["7-8.CT.8"], KS: ["6-8.AP.C.01"], MO: ["6-8.AP.C.01"] },
    puzzles: [
      {
        id: "draw-a-nonagon",
        title: "A Nonagon",
        instructions: "Draw a nine-sided polygon with sides of 40.",
        hint: "The turns of any polygon add up to 360 degrees.",
        blocks: LOOP,
        start: { x: 180, y: 300, heading: 90 },
        solution: program([repeat(9, fd(40), lt(40))]),
        wrong: program([repeat(9, fd(40), lt(45))]),
      },
      {
        id: "any-polygon",
        title: "Any Polygon",
        instructions: "Set sides to 7 and draw a 7-sided polygon of 50 whose turn is computed: 360 ÷ sides.",
        hint: "Repeat sides times: move forward 50, turn right (360 ÷ sides).",
        blocks: [...LOOP, ...VARS, "turtle_divide"],
        start: { x: 160, y: 300, heading: 0 },
        solution: program([set("sides", 7), repeat(v("sides"), fd(50), rt(div(360, v("sides"))))]),
        wrong: program([set("sides", 7), repeat(v("sides"), fd(50), rt(div(360, 6)))]),
      },
      {
        id: "pentagram-rosette",
        title: "A Star Rosette",
        instructions: "Draw ten stars of 100, turning 36 after each.",
        hint: "A star loop (turn 144) inside a loop of 10.",
        blocks: LOOP,
        solution: program([repeat(10, repeat(5, fd(100), rt(144)), rt(36))]),
        wrong: program([repeat(10, repeat(5, fd(100), rt(144)), rt(72))]),
      },
      {
        id: "triangle-spiral",
        title: "A Triangle Spiral",
        instructions: "Draw 20 sides turning 120 each time, each side 8 longer than the last, from 8.",
        hint: "Set length 8; repeat 20: forward length, turn right 120, change length by 8.",
        blocks: [...LOOP, ...VARS],
        start: { x: 200, y: 220, heading: 90 },
        solution: program([set("length", 8), repeat(20, fd(v("length")), rt(120), change("length", 8))]),
        wrong: program([set("length", 8), repeat(20, fd(v("length")), rt(90), change("length", 8))]),
      },
      {
        id: "growing-stairs",
        title: "Growing Stairs",
        instructions: "Draw 6 steps, each 6 bigger than the one before, starting from 6.",
        hint: "Set step 6; repeat 6: up step, right, across step, left, change step by 6.",
        blocks: [...LOOP, ...VARS],
        start: { x: 60, y: 370, heading: 0 },
        solution: program([set("step", 6), repeat(6, fd(v("step")), rt(90), fd(v("step")), lt(90), change("step", 6))]),
        wrong: program([set("step", 6), repeat(6, fd(v("step")), rt(90), fd(v("step")), lt(90))]),
      },
      {
        id: "polygon-stack",
        title: "A Polygon Stack",
        instructions:
          "Draw a triangle, a square, a pentagon, a hexagon and a heptagon, all on the same first side of 50.",
        hint: "Set sides 3; repeat 5: (repeat sides: forward 50, turn 360 ÷ sides), change sides by 1.",
        blocks: [...LOOP, ...VARS, "turtle_divide"],
        start: { x: 175, y: 330, heading: 90 },
        solution: program([
          set("sides", 3),
          repeat(5, repeat(v("sides"), fd(50), lt(div(360, v("sides")))), change("sides", 1)),
        ]),
        wrong: program([set("sides", 3), repeat(5, repeat(v("sides"), fd(50), lt(div(360, v("sides")))))]),
      },
      {
        id: "colour-spiral",
        title: "A Colour Spiral",
        instructions: "A square spiral of 20 sides, from 10 growing by 8, alternating orange and green.",
        hint: "Repeat 10: orange side, turn, grow; green side, turn, grow.",
        blocks: [...LOOP, ...VARS, ...PEN],
        colours: true,
        solution: program([
          set("length", 10),
          repeat(
            10,
            colour("orange"),
            fd(v("length")),
            rt(90),
            change("length", 8),
            colour("green"),
            fd(v("length")),
            rt(90),
            change("length", 8),
          ),
        ]),
        wrong: program([
          set("length", 10),
          repeat(
            10,
            colour("green"),
            fd(v("length")),
            rt(90),
            change("length", 8),
            colour("orange"),
            fd(v("length")),
            rt(90),
            change("length", 8),
          ),
        ]),
      },
    ],
    free: {
      id: "orange-free-geometry",
      title: "My Geometry Art",
      instructions: "Use loops, variables and colours to make your own art. Your drawing is saved as yours.",
      solution: program([set("length", 5), repeat(40, fd(v("length")), rt(91), change("length", 4))]),
    },
  },
  {
    level: "Orange",
    unit: "Functions",
    title: "Turtle Functions Lab",
    order: 21,
    skills: [SKILL.functions, SKILL.parameters, SKILL.decomposition],
    standards: { CSTA: ["2-AP-13", "2-AP-11"], NY: ["7-8.CT.4", "7-8.CT.5"], KS: ["6-8.AP.M.01"], MO: ["6-8.AP.M.01"] },
    puzzles: [
      {
        id: "polygon-maker",
        title: "The Polygon Maker",
        instructions: "Teach 🔷 shape so that its size is the number of sides (each side 40). Draw shape 6.",
        hint: "Inside define: repeat size times, forward 40, turn right 360 ÷ size.",
        blocks: [...LOOP, ...FUNC, "turtle_divide"],
        start: { x: 180, y: 280, heading: 0 },
        solution: program([draw("shape", 6)], define("shape", repeat(size, fd(40), rt(div(360, size))))),
        wrong: program([draw("shape", 6)], define("shape", repeat(size, fd(40), rt(div(360, 5))))),
      },
      {
        id: "polygon-family",
        title: "A Polygon Family",
        instructions: "With the same 🔷 shape (size = sides), draw polygons of 3, 4, 5, 6 and 8 sides.",
        hint: "Use a variable: set n 3, repeat… draw shape n. Or draw each one.",
        blocks: [...LOOP, ...FUNC, ...VARS, "turtle_divide"],
        start: { x: 180, y: 300, heading: 90 },
        solution: program(
          [draw("shape", 3), draw("shape", 4), draw("shape", 5), draw("shape", 6), draw("shape", 8)],
          define("shape", repeat(size, fd(40), lt(div(360, size)))),
        ),
        wrong: program(
          [draw("shape", 3), draw("shape", 4), draw("shape", 5), draw("shape", 6), draw("shape", 7)],
          define("shape", repeat(size, fd(40), lt(div(360, size)))),
        ),
      },
      {
        id: "turning-squares",
        title: "Turning Squares",
        instructions: "Draw 12 squares of 80, turning 30 after each one.",
        hint: "Define square with size; repeat 12: draw square 80, turn right 30.",
        blocks: [...LOOP, ...FUNC],
        solution: program([repeat(12, draw("square", 80), rt(30))], define("square", repeat(4, fd(size), rt(90)))),
        wrong: program([repeat(12, draw("square", 80), rt(45))], define("square", repeat(4, fd(size), rt(90)))),
      },
      {
        id: "star-of-stars",
        title: "A Star of Stars",
        instructions: "Draw a big star of 160 with a small star of 40 at each of its points.",
        hint: "Repeat 5: draw star 40, forward 160, turn right 144.",
        blocks: [...LOOP, ...FUNC],
        start: { x: 120, y: 240, heading: 90 },
        solution: program(
          [repeat(5, draw("star", 40), fd(160), rt(144))],
          define("star", repeat(5, fd(size), rt(144))),
        ),
        wrong: program([repeat(5, fd(160), rt(144)), draw("star", 40)], define("star", repeat(5, fd(size), rt(144)))),
      },
      {
        id: "shrinking-squares",
        title: "Shrinking Squares",
        instructions: "Draw squares from 150 down to 30, each 30 smaller, turning 10 after each.",
        hint: "Set n 150; repeat 5: draw square n, turn right 10, change n by −30.",
        blocks: [...LOOP, ...FUNC, ...VARS],
        start: { x: 120, y: 300, heading: 0 },
        solution: program(
          [set("n", 150), repeat(5, draw("square", v("n")), rt(10), change("n", -30))],
          define("square", repeat(4, fd(size), rt(90))),
        ),
        wrong: program(
          [set("n", 150), repeat(5, draw("square", v("n")), change("n", -30))],
          define("square", repeat(4, fd(size), rt(90))),
        ),
      },
      {
        id: "triangle-in-triangle",
        title: "Triangles in a Triangle",
        instructions:
          "Teach 🌸 flower: a triangle of its size with a triangle half as big in each corner. Draw flower 160.",
        hint: "Define triangle with size: repeat 3 (forward size, turn 120). Corners: repeat 3 (draw triangle 80, forward 160, turn 120).",
        blocks: [...LOOP, ...FUNC, "turtle_divide"],
        start: { x: 120, y: 300, heading: 90 },
        solution: program(
          [draw("flower", 160)],
          define("triangle", repeat(3, fd(size), lt(120))),
          define("flower", repeat(3, draw("triangle", div(size, 2)), fd(size), lt(120))),
        ),
        wrong: program(
          [draw("flower", 160)],
          define("triangle", repeat(3, fd(size), lt(120))),
          define("flower", repeat(3, draw("triangle", div(size, 4)), fd(size), lt(120))),
        ),
      },
      {
        id: "spiral-of-hexagons",
        title: "A Spiral of Hexagons",
        instructions: "Draw 8 hexagons growing from 10 by 8, turning 20 after each one.",
        hint: "Set n 10; repeat 8: draw shape n, turn right 20, change n by 8.",
        blocks: [...LOOP, ...FUNC, ...VARS],
        solution: program(
          [set("n", 10), repeat(8, draw("shape", v("n")), rt(20), change("n", 8))],
          define("shape", repeat(6, fd(size), rt(60))),
        ),
        wrong: program(
          [set("n", 10), repeat(8, draw("shape", v("n")), rt(20), change("n", 10))],
          define("shape", repeat(6, fd(size), rt(60))),
        ),
      },
    ],
    free: {
      id: "orange-free-functions",
      title: "My Function Art",
      instructions: "Build your own functions with a size and make a drawing of them. It stays yours.",
      solution: program(
        [repeat(6, draw("shape", 5), rt(60))],
        define("shape", repeat(size, fd(50), rt(div(360, size)))),
      ),
    },
  },
];

const EMPTY = program([]);

export function drawingPacks() {
  return PACKS.map((p) => {
    const id = `${p.level.toLowerCase()}-drawing-${p.unit.toLowerCase()}`;
    const all = [...new Set([...p.puzzles.flatMap((z) => z.blocks), ...PEN])];
    const puzzles = [
      ...p.puzzles.map((z) => ({ ...z, free: false })),
      {
        ...p.free,
        blocks: all,
        hint: 'Any drawing counts: use "move forward" with the pen down.',
        wrong: EMPTY,
        free: true,
      },
    ];
    return {
      id,
      title: p.title,
      unit: p.unit,
      level: p.level,
      order: p.order,
      extra: false,
      puzzles: puzzles.map((z) => {
        const parsed = parseProgram(z.solution);
        if (!parsed.ok) throw new Error(`${z.id}: ${parsed.error.message}`);
        return {
          game: "draw",
          id: z.id,
          title: z.title,
          instructions: z.instructions,
          ...(z.start ? { start: z.start } : {}),
          ...(z.free ? { free: true } : {}),
          ...("colours" in z && z.colours ? { colours: true } : {}),
          blocks: z.blocks,
          // Free drawing: any drawing is perfect, however many blocks it takes (docs/decisions/227).
          idealBlocks: z.free ? 200 : parsed.program.blockCount,
          skills: p.skills,
          standards: p.standards,
          hint: z.hint,
          solution: z.solution,
          wrong: z.wrong,
        };
      }),
    };
  });
}

export const DRAWING_PACK_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../content/puzzles");

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const pack of drawingPacks())
    writeFileSync(path.join(DRAWING_PACK_DIR, `${pack.id}.json`), `${JSON.stringify(pack, null, 1)}\n`);
}
