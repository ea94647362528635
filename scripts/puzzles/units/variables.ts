// The school-year packs of the Variables unit, Green to Orange (docs/decisions/220, 261, 262): one line a puzzle.
// Notation, routes and helpers: ../packs.ts. After an edit: npm run puzzles:generate, then npm run puzzles:check.
import { MATHS, P, type PackSpec, VARS, pack } from "../packs";
import { SKILLS as S } from "../skills";

export const VARIABLES_PACKS: PackSpec[] = [
  pack("Green", "Variables", 12, "Number Boxes", {
    instructions: "A variable 📦 is a box with a number in it. Put a number in the box and use it.",
    hint: "Set the box first, then use the box in the repeat block.",
    blocks: VARS,
    skills: [S.variables],
    puzzles: [
      P("A Box Called Steps", "m3", "set steps = 3; repeat steps { move }", {
        wrong: "set steps = 2; repeat steps { move }",
      }),
      P("Box of Gems", "m * m * m * m *", "set n = 4; repeat n { move; collect }", {
        wrong: "set n = 3; repeat n { move; collect }",
      }),
      P("Same Box, Two Walks", "m3 l m3", "set steps = 3; repeat steps { move }; turn left; repeat steps { move }"),
      P(
        "Grow the Box",
        "m2 r m3",
        "set steps = 2; repeat steps { move }; turn right; change steps by 1; repeat steps { move }",
      ),
      P(
        "Spiral Out",
        "m * l m2 * l m3 * l m4 *",
        "set n = 1; repeat 4 { repeat n { move }; collect; turn left; change n by 1 }",
      ),
      P("Spiral In", "m4 r m3 r m2 r m", "set n = 4; repeat 4 { repeat n { move }; turn right; change n by -1 }", {
        skills: [S.variables, S.nested],
      }),
      P(
        "Two Boxes",
        "m2 l m3 r m2 l m3",
        "set a = 2; set b = 3; repeat 2 { repeat a { move }; turn left; repeat b { move }; turn right }",
      ),
      P(
        "Count the Gems Down",
        "m3 * r m3 * r m2 * r m2 *",
        "set n = 3; repeat 2 { repeat 2 { repeat n { move }; collect; turn right }; change n by -1 }",
      ),
    ],
  }),
  pack("Yellow", "Variables", 12, "Counters", {
    instructions: "A variable keeps a number while the program runs. Count with it.",
    hint: "Set the variable before the loop and change it inside the loop.",
    blocks: MATHS,
    skills: [S.variables],
    puzzles: [
      P("Store the Distance", "m5 r m5", "set d = 5; repeat d { move }; turn right; repeat d { move }"),
      P("Double It", "m2 l m4", "set d = 2; repeat d { move }; turn left; repeat d * 2 { move }"),
      P(
        "Growing Steps",
        "m * r m2 * r m3 * r m4 *",
        "set n = 1; repeat 4 { repeat n { move }; collect; turn right; change n by 1 }",
        { skills: [S.variables, S.nested] },
      ),
      P(
        "Shrinking Steps",
        "m5 l m4 l m3 l m2 l m",
        "set n = 5; repeat 5 { repeat n { move }; turn left; set n = n - 1 }",
        { skills: [S.variables, S.nested] },
      ),
      P("Count the Steps", "m6", "set n = 0; until goal { move; change n by 1 }", {
        wrong: "set n = 0; repeat 5 { move; change n by 1 }",
      }),
      P("Stop at Three", "m * m * m * m * m", "set n = 0; until n = 3 { move; collect; change n by 1 }; move; move", {
        need: 3,
        wrong: "set n = 0; until goal { move; collect }",
        skills: [S.variables, S.comparisons],
      }),
      P("Steps by Two", "m2 r m4 r m6", "set n = 2; repeat 3 { repeat n { move }; turn right; change n by 2 }", {
        skills: [S.variables, S.nested],
      }),
      P(
        "Zigzag Counter",
        "m l m r m2 l m2 r m3 l m3 r",
        "set n = 1; repeat 3 { repeat n { move }; turn left; repeat n { move }; turn right; change n by 1 }",
        { skills: [S.variables, S.nested] },
      ),
    ],
  }),
  pack("Orange", "Variables", 12, "State and Change", {
    instructions: "Variables hold the program's state. Initialise them, update them, and use them to steer.",
    hint: "Initialise before the loop; update inside it; read it where a number is needed.",
    blocks: MATHS,
    skills: [S.variables],
    puzzles: [
      P("Distance Variable", "m7", "set d = 7; repeat d { move }", { wrong: "set d = 6; repeat d { move }" }),
      P("Steps Counted", "m4 l m4", "set n = 0; repeat 2 { repeat 4 { move; change n by 1 }; turn left }", {
        route: "m4 l m4 l",
      }),
      P(
        "Triangle Numbers",
        "m * l m2 * l m3 * l m4 *",
        "set n = 1; repeat 4 { repeat n { move }; collect; turn left; set n = n + 1 }",
        { skills: [S.variables, S.nested] },
      ),
      P("Square Spiral", "m2 r m3 r m4 r m5", "set n = 2; repeat 4 { repeat n { move }; turn right; change n by 1 }", {
        skills: [S.variables, S.nested],
      }),
      P("Until Ten Steps", "m5 l m5", "set n = 0; until n = 10 { move; change n by 1; if n = 5 { turn left } }", {
        wrong: "set n = 0; until n = 10 { move; change n by 1 }",
        skills: [S.variables, S.comparisons],
      }),
      P(
        "Fibonacci Walk",
        "m l m l m2 l m3 l m5",
        "set a = 1; set b = 1; repeat 5 { repeat a { move }; turn left; set c = a + b; set a = b; set b = c }",
        { route: "m l m l m2 l m3 l m5 l", skills: [S.variables, S.algorithms] },
      ),
      P("Gems Counted", "m * m m * m m * m", "set n = 0; until goal { move; if gem { collect; change n by 1 } }", {
        blocks: [...MATHS, "sprout_on_gem"],
        wrong: "set n = 0; until goal { move }",
      }),
      P(
        "Every Second Cell",
        "m2 * m2 * m2 * m2 *",
        "set n = 0; repeat 8 { move; change n by 1; if n = 2 { collect; set n = 0 } }",
        { skills: [S.variables, S.comparisons] },
      ),
    ],
  }),
];
