// The drawing packs' source (issue 27, docs/decisions/225 and 261): one line a puzzle — id, title, the reference
// and a typical wrong program in the notation (lib/puzzles/notation.ts, the drawing's verbs), then the words the
// child reads and the toolbox. Each pack ends in a free drawing. build-drawing.ts turns this into
// content/puzzles/<level>-drawing-<unit>.json; run `npm run puzzles:generate` after an edit.
import { SKILLS as S } from "./skills";

export type DrawPuzzleSpec = {
  id: string;
  title: string;
  solution: string;
  wrong: string;
  instructions: string;
  hint: string;
  blocks: string[];
  start?: { x: number; y: number; heading: number };
  colours?: true;
};
export type DrawPackSpec = {
  level: "Green" | "Yellow" | "Orange";
  unit: "Loops" | "Functions";
  title: string;
  order: number;
  skills: { id: string; title: string }[];
  standards: Record<string, string[]>;
  puzzles: DrawPuzzleSpec[];
  /** The free drawing: any drawing passes; its solution is only an example. */
  free: Pick<DrawPuzzleSpec, "id" | "title" | "instructions" | "solution" | "start">;
};

export const MOVE = ["turtle_forward", "turtle_turn"];
export const LOOP = [...MOVE, "sprout_repeat"];
export const PEN = ["turtle_pen", "turtle_colour"];
const FUNC = ["turtle_define", "turtle_call", "turtle_size"];
const VARS = ["sprout_set_var", "sprout_change_var", "sprout_get_var"];

const D = (
  id: string,
  title: string,
  solution: string,
  wrong: string,
  more: Omit<DrawPuzzleSpec, "id" | "title" | "solution" | "wrong">,
): DrawPuzzleSpec => ({ id, title, solution, wrong, ...more });

export const DRAWING_PACKS: DrawPackSpec[] = [
  {
    level: "Green",
    unit: "Loops",
    title: "Turtle Loops",
    order: 20,
    skills: [S.loops, S.angles],
    standards: {
      CSTA: ["1A-AP-10"],
      NY: ["K-1.CT.8", "2-3.CT.9"],
      KS: ["1.AP.C.01", "2.AP.C.01"],
      MO: ["1.AP.C.01", "2.AP.C.01"],
    },
    puzzles: [
      D(
        "draw-a-square",
        "A Square",
        "repeat 4 { forward 100; turn right 90 }",
        "repeat 3 { forward 100; turn right 90 }",
        {
          instructions: "A square has four sides the same. Use repeat to draw it with three blocks.",
          hint: "Inside repeat 4: move forward 100, then turn right 90.",
          blocks: LOOP,
        },
      ),
      // After the square: a corner with a short side and a long side, twice (the corner alone needs no loop).
      D(
        "draw-a-corner",
        "A Long Box",
        "repeat 2 { forward 100; turn right 90; forward 150; turn right 90 }",
        "repeat 2 { forward 100; turn right 90; forward 150; turn left 90 }",
        {
          instructions: "📦 Draw a long box: a short side, a corner, a long side, a corner… Then the same again!",
          hint: "Which lines and corners come twice? Put them inside 🔁 repeat 2.",
          blocks: LOOP,
          start: { x: 125, y: 250, heading: 0 },
        },
      ),
      D(
        "draw-a-triangle",
        "A Triangle",
        "repeat 3 { forward 120; turn right 360 / 3 }",
        "repeat 3 { forward 120; turn right 90 }",
        {
          instructions: "A triangle has three sides. Let the ÷ block work out how far the turtle turns at each corner.",
          hint: "Three turns make a whole turn of 360 degrees: turn right 360 ÷ 3.",
          blocks: [...LOOP, "turtle_divide"],
          start: { x: 150, y: 280, heading: 0 },
        },
      ),
      D(
        "draw-stairs",
        "Stairs",
        "repeat 4 { forward 40; turn right 90; forward 40; turn left 90 }",
        "repeat 4 { forward 40; turn right 90; forward 40; turn right 90 }",
        {
          instructions: "Draw four steps going up: up, across, up, across…",
          hint: "Inside repeat 4: up 40, turn right, across 40, turn left.",
          blocks: LOOP,
          start: { x: 100, y: 300, heading: 0 },
        },
      ),
      D(
        "draw-dashes",
        "Dashes",
        "repeat 5 { forward 20; pen up; forward 20; pen down }",
        "repeat 5 { forward 20; forward 20 }",
        {
          instructions: "Draw a dashed line: a dash, a gap, a dash… Lift the pen for the gaps.",
          hint: "Inside repeat 5: move 20, pen up, move 20, pen down.",
          blocks: [...LOOP, "turtle_pen"],
          start: { x: 100, y: 200, heading: 90 },
        },
      ),
      D(
        "draw-red-hexagon",
        "A Red Hexagon",
        "colour red; repeat 6 { forward 70; turn right 60 }",
        "repeat 6 { forward 70; turn right 60 }",
        {
          instructions: "Draw a red hexagon: six sides of 70, in red.",
          hint: "Choose red first. Six turns of 60 make a whole turn.",
          blocks: [...LOOP, "turtle_colour"],
          start: { x: 165, y: 260, heading: 0 },
          colours: true,
        },
      ),
      D(
        "draw-a-window",
        "A Window",
        "repeat 4 { repeat 4 { forward 60; turn right 90 }; turn right 90 }",
        "repeat 4 { repeat 4 { forward 60; turn right 90 } }",
        {
          instructions: "Four squares make a window. Put a square loop inside another loop.",
          hint: "Repeat 4: draw a square of 60, then turn right 90.",
          blocks: LOOP,
        },
      ),
    ],
    free: {
      id: "green-free-drawing",
      title: "My Loop Drawing",
      instructions: "Draw anything you like with loops! Your drawing is saved and stays yours.",
      solution: "repeat 8 { forward 80; turn right 135 }",
    },
  },
  {
    level: "Green",
    unit: "Functions",
    title: "Turtle Shapes",
    order: 21,
    skills: [S.functions, S.parameters],
    standards: { CSTA: ["1A-AP-11", "1B-AP-11"], NY: ["K-1.CT.6"], KS: ["1.AP.M.01", "3.AP.M.01"], MO: ["1.AP.M.01"] },
    puzzles: [
      D(
        "teach-a-square",
        "Teach a Square",
        "draw square 100 define square { repeat 4 { forward size; turn right 90 } }",
        "draw square 100 define square { repeat 4 { forward 100; turn right 60 } }",
        {
          instructions: "Teach the turtle 🟦 square: a square as big as its size. Then draw a square of size 100.",
          hint: 'Inside "define square": repeat 4, move forward size, turn right 90.',
          blocks: [...LOOP, ...FUNC],
        },
      ),
      D(
        "big-and-small-square",
        "Big and Small",
        "draw square 120; draw square 60 define square { repeat 4 { forward size; turn right 90 } }",
        "draw square 120; draw square 60 define square { repeat 4 { forward 120; turn right 90 } }",
        {
          instructions: "Draw a square of size 120 and one of size 60 with the same 🟦 square.",
          hint: "Use the size block inside the square, then draw square twice.",
          blocks: [...LOOP, ...FUNC],
        },
      ),
      D(
        "growing-squares",
        "Growing Squares",
        "draw square 40; draw square 80; draw square 120 define square { repeat 4 { forward size; turn right 90 } }",
        "draw square 40; draw square 80 define square { repeat 4 { forward size; turn right 90 } }",
        {
          instructions: "Draw three squares of size 40, 80 and 120, all from the same corner.",
          hint: "Define square once and draw it three times with different sizes.",
          blocks: [...LOOP, ...FUNC],
          start: { x: 140, y: 260, heading: 0 },
        },
      ),
      D(
        "two-triangles",
        "Two Triangles",
        "draw triangle 140; draw triangle 70 define triangle { repeat 3 { forward size; turn right 360 / 3 } }",
        "draw triangle 140; draw triangle 70 define triangle { repeat 3 { forward size; turn right 90 } }",
        {
          instructions: "Teach 🔺 triangle, then draw a triangle of 140 and one of 70. Let ÷ work out the turn.",
          hint: "A triangle turns right 360 ÷ 3 three times.",
          blocks: [...LOOP, ...FUNC, "turtle_divide"],
          start: { x: 130, y: 300, heading: 0 },
        },
      ),
      D(
        "two-stars",
        "Two Stars",
        "colour red; draw star 150; colour blue; draw star 75 define star { repeat 5 { forward size; turn right 144 } }",
        "colour blue; draw star 150; colour red; draw star 75 define star { repeat 5 { forward size; turn right 144 } }",
        {
          instructions: "Teach ⭐ star (turn 144 at each point), then draw a red star of 150 and a blue one of 75.",
          hint: "A star: repeat 5, move forward size, turn right 144. Choose the colour before each star.",
          blocks: [...LOOP, ...FUNC, "turtle_colour"],
          start: { x: 120, y: 250, heading: 90 },
          colours: true,
        },
      ),
      D(
        "row-of-squares",
        "A Row of Squares",
        "repeat 3 { draw square 50; pen up; forward 70; pen down } define square { repeat 4 { forward size; turn right 90 } }",
        "repeat 3 { draw square 50; forward 70 } define square { repeat 4 { forward size; turn right 90 } }",
        {
          instructions: "Draw three squares of 50 in a row with a gap between them.",
          hint: "Repeat 3: draw square 50, pen up, move forward 70, pen down.",
          blocks: [...LOOP, ...FUNC, "turtle_pen"],
          start: { x: 90, y: 170, heading: 90 },
        },
      ),
      D(
        "square-flower",
        "A Square Flower",
        "draw flower 60 define square { repeat 4 { forward size; turn right 90 } } define flower { repeat 6 { draw square size; turn right 60 } }",
        "draw flower 60 define square { repeat 4 { forward size; turn right 90 } } define flower { repeat 6 { draw square size; turn right 90 } }",
        {
          instructions: "Teach 🌸 flower: six squares, turning 60 after each. Draw a flower of size 60.",
          hint: "Inside flower: repeat 6, draw square with size, turn right 60.",
          blocks: [...LOOP, ...FUNC],
        },
      ),
    ],
    free: {
      id: "green-free-shapes",
      title: "My Shapes Drawing",
      instructions: "Teach the turtle your own shape and draw it as many times as you like. It stays yours.",
      solution: "draw shape 60; draw shape 100 define shape { repeat 3 { forward size; turn right 120 } }",
    },
  },
  {
    level: "Yellow",
    unit: "Loops",
    title: "Turtle Patterns",
    order: 20,
    skills: [S.loops, S.nested],
    standards: { CSTA: ["1B-AP-10", "2-AP-12"], NY: ["4-6.CT.8"], KS: ["5.AP.C.01"], MO: ["5.AP.C.01"] },
    puzzles: [
      D(
        "draw-a-pentagon",
        "A Pentagon",
        "repeat 5 { forward 90; turn right 72 }",
        "repeat 5 { forward 90; turn right 60 }",
        {
          instructions: "Draw a pentagon: five sides of 90.",
          hint: "Five turns make 360 degrees: each is 72.",
          blocks: LOOP,
          start: { x: 155, y: 300, heading: 0 },
        },
      ),
      D(
        "draw-a-circle",
        "Almost a Circle",
        "repeat 36 { forward 10; turn right 360 / 36 }",
        "repeat 18 { forward 10; turn right 10 }",
        {
          instructions: "Many tiny steps and tiny turns make a circle: 36 steps of 10.",
          hint: "Repeat 36: move forward 10, turn right 360 ÷ 36.",
          blocks: [...LOOP, "turtle_divide"],
          start: { x: 140, y: 200, heading: 0 },
        },
      ),
      D(
        "big-star",
        "A Big Star",
        "colour orange; repeat 5 { forward 200; turn right 144 }",
        "repeat 5 { forward 200; turn right 144 }",
        {
          instructions: "Draw an orange star with five points and sides of 200.",
          hint: "Choose orange first. Turn right 144 at each point.",
          blocks: [...LOOP, "turtle_colour"],
          start: { x: 100, y: 240, heading: 90 },
          colours: true,
        },
      ),
      D(
        "square-rosette",
        "A Square Rosette",
        "repeat 8 { repeat 4 { forward 70; turn right 90 }; turn right 45 }",
        "repeat 8 { repeat 4 { forward 70; turn right 90 }; turn right 30 }",
        {
          instructions: "Draw eight squares of 70, turning 45 after each one.",
          hint: "A square loop inside a loop of 8.",
          blocks: LOOP,
        },
      ),
      D(
        "dotted-square",
        "A Dotted Square",
        "repeat 4 { repeat 5 { forward 10; pen up; forward 10; pen down }; turn right 90 }",
        "repeat 4 { forward 100; turn right 90 }",
        {
          instructions: "Draw a square of 100 whose sides are dashed: dash 10, gap 10.",
          hint: "Each side: repeat 5 (dash, pen up, gap, pen down). Then turn.",
          blocks: [...LOOP, "turtle_pen"],
          start: { x: 150, y: 250, heading: 0 },
        },
      ),
      D(
        "two-colour-stairs",
        "Two-Colour Stairs",
        "repeat 3 { colour red; forward 50; turn right 90; colour blue; forward 50; turn left 90 }",
        "repeat 3 { colour blue; forward 50; turn right 90; colour red; forward 50; turn left 90 }",
        {
          instructions: "Draw three steps: each step goes up in red and across in blue.",
          hint: "Inside the loop: red, up 50, turn right, blue, across 50, turn left.",
          blocks: [...LOOP, ...PEN],
          start: { x: 120, y: 300, heading: 0 },
          colours: true,
        },
      ),
      D(
        "square-spiral",
        "A Square Spiral",
        "set length = 10; repeat 16 { forward length; turn right 90; change length by 10 }",
        "set length = 10; repeat 16 { forward length; turn right 90 }",
        {
          instructions: "Each side is 10 longer than the one before: 10, 20, 30… Draw 16 sides.",
          hint: "Set length to 10; repeat: move forward length, turn right 90, change length by 10.",
          blocks: [...LOOP, ...VARS],
        },
      ),
    ],
    free: {
      id: "yellow-free-patterns",
      title: "My Pattern",
      instructions: "Make your own pattern with loops, colours and the pen. It is saved as yours.",
      solution: "colour purple; repeat 12 { repeat 4 { forward 50; turn right 90 }; turn right 30 }",
    },
  },
  {
    level: "Yellow",
    unit: "Functions",
    title: "Turtle Functions",
    order: 21,
    skills: [S.functions, S.parameters, S.decomposition],
    standards: { CSTA: ["1B-AP-11", "2-AP-13"], NY: ["4-6.CT.4", "4-6.CT.5"], KS: ["5.AP.M.01"], MO: ["5.AP.M.01"] },
    puzzles: [
      D(
        "hexagon-any-size",
        "A Hexagon of Any Size",
        "draw shape 80 define shape { repeat 6 { forward size; turn right 60 } }",
        "draw shape 80 define shape { repeat 6 { forward 80; turn right 72 } }",
        {
          instructions: "Teach 🔷 shape as a hexagon as big as its size, and draw one of size 80.",
          hint: "Inside define: repeat 6, move forward size, turn right 60.",
          blocks: [...LOOP, ...FUNC],
          start: { x: 160, y: 270, heading: 0 },
        },
      ),
      D(
        "triangle-row",
        "Triangles in a Row",
        "repeat 3 { draw triangle 60; forward 60 } define triangle { repeat 3 { forward size; turn left 120 } }",
        "repeat 3 { draw triangle 50; forward 60 } define triangle { repeat 3 { forward size; turn left 120 } }",
        {
          instructions: "Draw three triangles of 60 side by side, touching at their corners.",
          hint: "Define triangle; repeat 3: draw triangle 60, then move forward 60 along the ground.",
          blocks: [...LOOP, ...FUNC],
          start: { x: 110, y: 260, heading: 90 },
        },
      ),
      D(
        "star-row",
        "A Row of Stars",
        "repeat 3 { draw star 50; pen up; forward 80; pen down } define star { repeat 5 { forward size; turn right 144 } }",
        "repeat 3 { draw star 50; forward 80 } define star { repeat 5 { forward size; turn right 144 } }",
        {
          instructions: "Draw three stars of 50 in a row, 80 apart, with no lines between them.",
          hint: "Repeat 3: draw star 50, pen up, move forward 80, pen down.",
          blocks: [...LOOP, ...FUNC, "turtle_pen"],
          start: { x: 70, y: 220, heading: 90 },
        },
      ),
      D(
        "nested-squares",
        "Nested Squares",
        "set n = 30; repeat 4 { draw square n; change n by 30 } define square { repeat 4 { forward size; turn right 90 } }",
        "set n = 30; repeat 4 { draw square n } define square { repeat 4 { forward size; turn right 90 } }",
        {
          instructions: "Draw squares of 30, 60, 90 and 120 from one corner, with a variable for the size.",
          hint: "Set n to 30; repeat 4: draw square n, change n by 30.",
          blocks: [...LOOP, ...FUNC, ...VARS],
          start: { x: 140, y: 260, heading: 0 },
        },
      ),
      D(
        "triangle-wheel",
        "A Triangle Wheel",
        "draw flower 80 define triangle { repeat 3 { forward size; turn right 120 } } define flower { repeat 10 { draw triangle size; turn right 36 } }",
        "draw flower 80 define triangle { repeat 3 { forward size; turn right 120 } } define flower { repeat 10 { draw triangle size; turn right 45 } }",
        {
          instructions: "Teach 🌸 flower: ten triangles of its size, turning 36 after each. Draw a flower of 80.",
          hint: "Inside flower: repeat 10, draw triangle with size, turn right 36.",
          blocks: [...LOOP, ...FUNC],
        },
      ),
      D(
        "house",
        "A House",
        "draw square 100; forward 100; turn right 30; draw triangle 100 define square { repeat 4 { forward size; turn right 90 } } define triangle { repeat 3 { forward size; turn right 120 } }",
        "draw square 100; forward 100; draw triangle 100 define square { repeat 4 { forward size; turn right 90 } } define triangle { repeat 3 { forward size; turn right 120 } }",
        {
          instructions: "A house is a square of 100 with a triangle roof of 100 on top. Use both shapes.",
          hint: "Draw the square, go up 100 to the roof's corner, then draw the triangle turned right 30.",
          blocks: [...LOOP, ...FUNC],
          start: { x: 150, y: 300, heading: 0 },
        },
      ),
      D(
        "colour-flower",
        "A Colour Flower",
        "colour blue; repeat 6 { draw shape 40; turn right 60 }; colour red; draw square 40 define shape { repeat 6 { forward size; turn right 60 } } define square { repeat 4 { forward size; turn right 90 } }",
        "colour blue; repeat 6 { draw shape 40; turn right 60 }; draw square 40 define shape { repeat 6 { forward size; turn right 60 } } define square { repeat 4 { forward size; turn right 90 } }",
        {
          instructions: "Draw six blue hexagons of 40 turning 60 after each, then a red square of 40 in the middle.",
          hint: "Blue; repeat 6 (draw shape 40, turn right 60); red; draw square 40.",
          blocks: [...LOOP, ...FUNC, "turtle_colour"],
          colours: true,
        },
      ),
    ],
    free: {
      id: "yellow-free-shapes",
      title: "My Shape Family",
      instructions: "Define your own shapes and draw a picture with them. Your drawing stays yours.",
      solution: "draw shape 40; draw shape 80 define shape { repeat 5 { forward size; turn right 72 } }",
    },
  },
  {
    level: "Orange",
    unit: "Loops",
    title: "Turtle Geometry",
    order: 20,
    skills: [S.loops, S.nested, S.variables],
    standards: { CSTA: ["2-AP-12", "2-AP-11"], NY: ["7-8.CT.8"], KS: ["6-8.AP.C.01"], MO: ["6-8.AP.C.01"] },
    puzzles: [
      D(
        "draw-a-nonagon",
        "A Nonagon",
        "repeat 9 { forward 40; turn left 40 }",
        "repeat 9 { forward 40; turn left 45 }",
        {
          instructions: "Draw a nine-sided polygon with sides of 40.",
          hint: "The turns of any polygon add up to 360 degrees.",
          blocks: LOOP,
          // Room on the canvas either way round: the nonagon may turn left or right (docs/decisions/262).
          start: { x: 180, y: 240, heading: 90 },
        },
      ),
      D(
        "any-polygon",
        "Any Polygon",
        "set sides = 7; repeat sides { forward 50; turn right 360 / sides }",
        "set sides = 7; repeat sides { forward 50; turn right 360 / 6 }",
        {
          instructions: "Set sides to 7 and draw a 7-sided polygon of 50 whose turn is computed: 360 ÷ sides.",
          hint: "Repeat sides times: move forward 50, turn right (360 ÷ sides).",
          blocks: [...LOOP, ...VARS, "turtle_divide"],
          start: { x: 160, y: 300, heading: 0 },
        },
      ),
      D(
        "pentagram-rosette",
        "A Star Rosette",
        "repeat 10 { repeat 5 { forward 100; turn right 144 }; turn right 36 }",
        "repeat 10 { repeat 5 { forward 100; turn right 144 }; turn right 72 }",
        {
          instructions: "Draw ten stars of 100, turning 36 after each.",
          hint: "A star loop (turn 144) inside a loop of 10.",
          blocks: LOOP,
        },
      ),
      D(
        "triangle-spiral",
        "A Triangle Spiral",
        "set length = 8; repeat 20 { forward length; turn right 120; change length by 8 }",
        "set length = 8; repeat 20 { forward length; turn right 90; change length by 8 }",
        {
          instructions: "Draw 20 sides turning 120 each time, each side 8 longer than the last, from 8.",
          hint: "Set length 8; repeat 20: forward length, turn right 120, change length by 8.",
          blocks: [...LOOP, ...VARS],
          start: { x: 200, y: 220, heading: 90 },
        },
      ),
      D(
        "growing-stairs",
        "Growing Stairs",
        "set step = 6; repeat 6 { forward step; turn right 90; forward step; turn left 90; change step by 6 }",
        "set step = 6; repeat 6 { forward step; turn right 90; forward step; turn left 90 }",
        {
          instructions: "Draw 6 steps, each 6 bigger than the one before, starting from 6.",
          hint: "Set step 6; repeat 6: up step, right, across step, left, change step by 6.",
          blocks: [...LOOP, ...VARS],
          start: { x: 60, y: 370, heading: 0 },
        },
      ),
      D(
        "polygon-stack",
        "A Polygon Stack",
        "set sides = 3; repeat 5 { repeat sides { forward 50; turn left 360 / sides }; change sides by 1 }",
        "set sides = 3; repeat 5 { repeat sides { forward 50; turn left 360 / sides } }",
        {
          instructions:
            "Draw a triangle, a square, a pentagon, a hexagon and a heptagon, all on the same first side of 50.",
          hint: "Set sides 3; repeat 5: (repeat sides: forward 50, turn 360 ÷ sides), change sides by 1.",
          blocks: [...LOOP, ...VARS, "turtle_divide"],
          start: { x: 175, y: 330, heading: 90 },
        },
      ),
      D(
        "colour-spiral",
        "A Colour Spiral",
        "set length = 10; repeat 10 { colour orange; forward length; turn right 90; change length by 8; colour green; forward length; turn right 90; change length by 8 }",
        "set length = 10; repeat 10 { colour green; forward length; turn right 90; change length by 8; colour orange; forward length; turn right 90; change length by 8 }",
        {
          instructions: "A square spiral of 20 sides, from 10 growing by 8, alternating orange and green.",
          hint: "Repeat 10: orange side, turn, grow; green side, turn, grow.",
          blocks: [...LOOP, ...VARS, ...PEN],
          colours: true,
        },
      ),
    ],
    free: {
      id: "orange-free-geometry",
      title: "My Geometry Art",
      instructions: "Use loops, variables and colours to make your own art. Your drawing is saved as yours.",
      solution: "set length = 5; repeat 40 { forward length; turn right 91; change length by 4 }",
    },
  },
  {
    level: "Orange",
    unit: "Functions",
    title: "Turtle Functions Lab",
    order: 21,
    skills: [S.functions, S.parameters, S.decomposition],
    standards: { CSTA: ["2-AP-13", "2-AP-11"], NY: ["7-8.CT.4", "7-8.CT.5"], KS: ["6-8.AP.M.01"], MO: ["6-8.AP.M.01"] },
    puzzles: [
      D(
        "polygon-maker",
        "The Polygon Maker",
        "draw shape 6 define shape { repeat size { forward 40; turn right 360 / size } }",
        "draw shape 6 define shape { repeat size { forward 40; turn right 360 / 5 } }",
        {
          instructions: "Teach 🔷 shape so that its size is the number of sides (each side 40). Draw shape 6.",
          hint: "Inside define: repeat size times, forward 40, turn right 360 ÷ size.",
          blocks: [...LOOP, ...FUNC, "turtle_divide"],
          start: { x: 180, y: 280, heading: 0 },
        },
      ),
      D(
        "polygon-family",
        "A Polygon Family",
        "draw shape 3; draw shape 4; draw shape 5; draw shape 6; draw shape 8 define shape { repeat size { forward 40; turn left 360 / size } }",
        "draw shape 3; draw shape 4; draw shape 5; draw shape 6; draw shape 7 define shape { repeat size { forward 40; turn left 360 / size } }",
        {
          instructions: "With the same 🔷 shape (size = sides), draw polygons of 3, 4, 5, 6 and 8 sides.",
          hint: "Use a variable: set n 3, repeat… draw shape n. Or draw each one.",
          blocks: [...LOOP, ...FUNC, ...VARS, "turtle_divide"],
          start: { x: 180, y: 300, heading: 90 },
        },
      ),
      D(
        "turning-squares",
        "Turning Squares",
        "repeat 12 { draw square 80; turn right 30 } define square { repeat 4 { forward size; turn right 90 } }",
        "repeat 12 { draw square 80; turn right 45 } define square { repeat 4 { forward size; turn right 90 } }",
        {
          instructions: "Draw 12 squares of 80, turning 30 after each one.",
          hint: "Define square with size; repeat 12: draw square 80, turn right 30.",
          blocks: [...LOOP, ...FUNC],
        },
      ),
      D(
        "star-of-stars",
        "A Star of Stars",
        "repeat 5 { draw star 40; forward 160; turn right 144 } define star { repeat 5 { forward size; turn right 144 } }",
        "repeat 5 { forward 160; turn right 144 }; draw star 40 define star { repeat 5 { forward size; turn right 144 } }",
        {
          instructions: "Draw a big star of 160 with a small star of 40 at each of its points.",
          hint: "Repeat 5: draw star 40, forward 160, turn right 144.",
          blocks: [...LOOP, ...FUNC],
          start: { x: 120, y: 240, heading: 90 },
        },
      ),
      D(
        "shrinking-squares",
        "Shrinking Squares",
        "set n = 150; repeat 5 { draw square n; turn right 10; change n by -30 } define square { repeat 4 { forward size; turn right 90 } }",
        "set n = 150; repeat 5 { draw square n; change n by -30 } define square { repeat 4 { forward size; turn right 90 } }",
        {
          instructions: "Draw squares from 150 down to 30, each 30 smaller, turning 10 after each.",
          hint: "Set n 150; repeat 5: draw square n, turn right 10, change n by −30.",
          blocks: [...LOOP, ...FUNC, ...VARS],
          start: { x: 120, y: 300, heading: 0 },
        },
      ),
      D(
        "triangle-in-triangle",
        "Triangles in a Triangle",
        "draw flower 160 define triangle { repeat 3 { forward size; turn left 120 } } define flower { repeat 3 { draw triangle size / 2; forward size; turn left 120 } }",
        "draw flower 160 define triangle { repeat 3 { forward size; turn left 120 } } define flower { repeat 3 { draw triangle size / 4; forward size; turn left 120 } }",
        {
          instructions:
            "Teach 🌸 flower: a triangle of its size with a triangle half as big in each corner. Draw flower 160.",
          hint: "Define triangle with size: repeat 3 (forward size, turn 120). Corners: repeat 3 (draw triangle 80, forward 160, turn 120).",
          blocks: [...LOOP, ...FUNC, "turtle_divide"],
          start: { x: 120, y: 300, heading: 90 },
        },
      ),
      D(
        "spiral-of-hexagons",
        "A Spiral of Hexagons",
        "set n = 10; repeat 8 { draw shape n; turn right 20; change n by 8 } define shape { repeat 6 { forward size; turn right 60 } }",
        "set n = 10; repeat 8 { draw shape n; turn right 20; change n by 10 } define shape { repeat 6 { forward size; turn right 60 } }",
        {
          instructions: "Draw 8 hexagons growing from 10 by 8, turning 20 after each one.",
          hint: "Set n 10; repeat 8: draw shape n, turn right 20, change n by 8.",
          blocks: [...LOOP, ...FUNC, ...VARS],
        },
      ),
    ],
    free: {
      id: "orange-free-functions",
      title: "My Function Art",
      instructions: "Build your own functions with a size and make a drawing of them. It stays yours.",
      solution:
        "repeat 6 { draw shape 5; turn right 60 } define shape { repeat size { forward 50; turn right 360 / size } }",
    },
  },
];
