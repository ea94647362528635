// The school-year packs of the Variables unit, Green to Orange (docs/decisions/220, 261, 262): one line a puzzle.
// Notation, routes and helpers: ../packs.ts. After an edit: npm run puzzles:generate, then npm run puzzles:check.
import { MATHS, P, type PackSpec, VARS, pack } from "../packs";
import { SKILLS as S } from "../skills";

/** Green reads the world through number tiles: a box keeps the number after Sprout steps off its tile. */
const TILE_BOX = [...VARS, "sprout_tile_number"];

export const VARIABLES_PACKS: PackSpec[] = [
  pack("Green", "Variables", 12, "Number Boxes", {
    instructions: "A variable 📦 is a box with a number in it. Read a tile 🔢 into the box, then use the box.",
    hint: "Step on the tile, put its number in the box, then use the box.",
    blocks: TILE_BOX,
    skills: [S.variables],
    puzzles: [
      P(
        "A Box Called Steps",
        "m 3 m3 l m3",
        "move; set steps = tile; repeat steps { move }; turn left; repeat steps { move }",
        {
          worlds: [{ route: "m 2 m2 l m2" }, { route: "m 4 m4 l m4" }],
          wrong: "move; set steps = tile; repeat steps { move }; turn left; repeat 3 { move }",
          instructions:
            "Step on the tile 🔢 and put its number in a box 📦. Walk that many steps, turn left, walk that many again to the flag 🚩. Each world has its own number!",
          hint: "When Sprout steps off the tile, only the box still knows the number.",
          skills: [S.variables, S.numbers],
        },
      ),
      P(
        "Same Box, Two Walks",
        "m 3 m3 * m3",
        "move; set steps = tile; repeat steps { move }; collect; repeat steps { move }",
        {
          worlds: [{ route: "m 2 m2 * m2" }, { route: "m 4 m4 * m4" }],
          wrong: "move; set steps = tile; repeat steps { move }; collect; repeat 3 { move }",
          instructions:
            "Read the tile 🔢 into a box 📦. Walk that many steps to the gem 💎, then that many again to the flag 🚩. Every world is different!",
          hint: "The tile is far behind after the first walk. What still remembers the number?",
          skills: [S.variables, S.numbers],
        },
      ),
      P(
        "Box of Gems",
        "m 3 m * m * m * l m3",
        "move; set n = tile; repeat n { move; collect }; turn left; repeat n { move }",
        {
          worlds: [{ route: "m 2 m * m * l m2" }, { route: "m 4 m * m * m * m * l m4" }],
          instructions:
            "The tile 🔢 says how many gems 💎 are in the row. Put it in a box 📦, pick up that many gems, turn left and walk that many steps. The worlds have different numbers!",
          hint: "Use the box two times: once for the gems, once for the walk.",
          skills: [S.variables, S.numbers],
        },
      ),
      P(
        "Grow the Box",
        "m 2 m2 r m3",
        "move; set steps = tile; repeat steps { move }; turn right; change steps by 1; repeat steps { move }",
        {
          worlds: [{ route: "m 3 m3 r m4" }, { route: "m 1 m r m2" }],
          instructions:
            "Read the tile 🔢 into a box 📦 and walk that far. Turn right, make the box 1 bigger, and walk again to the flag 🚩. The number changes from world to world!",
          hint: "“Change by 1” makes the number in the box grow.",
        },
      ),
      P(
        "Spiral Out",
        "m 1 m * l m2 * l m3 *",
        "move; set n = tile; repeat 3 { repeat n { move }; collect; turn left; change n by 1 }",
        {
          worlds: [{ route: "m 2 m2 * l m3 * l m4 *" }, { route: "m 3 m3 * l m4 * l m5 *" }],
          instructions:
            "Read the tile 🔢 into a box 📦. Walk, pick up the gem 💎, turn left, make the box 1 bigger. Three times! Each world starts with its own number.",
          hint: "Put the walk, the gem, the turn and the grow inside one repeat.",
          skills: [S.variables, S.nested],
        },
      ),
      P(
        "Spiral In",
        "m 4 m4 r m3 r m2",
        "move; set n = tile; repeat 3 { repeat n { move }; turn right; change n by -1 }",
        {
          worlds: [{ route: "m 3 m3 r m2 r m" }, { route: "m 5 m5 r m4 r m3" }],
          instructions:
            "Read the tile 🔢 into a box 📦. Walk, turn right, make the box 1 smaller. Each side is shorter, all the way to the flag 🚩. Each world starts with its own number.",
          hint: "Change the box by -1 to make it smaller.",
          skills: [S.variables, S.nested],
        },
      ),
      P(
        "Two Boxes",
        "m 2 m 3 m2 l m3 r m2 l m3",
        "move; set a = tile; move; set b = tile; repeat 2 { repeat a { move }; turn left; repeat b { move }; turn right }",
        {
          worlds: [{ route: "m 3 m 1 m3 l m r m3 l m" }, { route: "m 1 m 2 m l m2 r m l m2" }],
          instructions:
            "Two tiles 🔢, two boxes 📦! Read the first tile into box a and the second into box b. Then climb the stairs to the flag 🚩: a steps across, b steps up. The worlds have different numbers!",
          hint: "Step onto each tile before you read it.",
          skills: [S.variables, S.nested],
        },
      ),
      P(
        "Count the Gems Down",
        "m 3 m3 * r m3 * r m2 * r m2 *",
        "move; set n = tile; repeat 2 { repeat 2 { repeat n { move }; collect; turn right }; change n by -1 }",
        {
          worlds: [{ route: "m 2 m2 * r m2 * r m * r m *" }, { route: "m 4 m4 * r m4 * r m3 * r m3 *" }],
          instructions:
            "Read the tile 🔢 into a box 📦. Walk two sides with a gem 💎 at each corner, make the box 1 smaller, then walk two more. Each world starts with its own number.",
          hint: "Two sides, then shrink the box: the shrink goes outside the small repeat.",
          skills: [S.variables, S.nested],
        },
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
