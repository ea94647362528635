// The school-year packs of the Variables unit, Green to Orange (docs/decisions/220, 261, 262): one line a puzzle.
// Notation, routes and helpers: ../packs.ts. After an edit: npm run puzzles:generate, then npm run puzzles:check.
import { MATHS, P, type PackSpec, VARS, pack } from "../packs";
import { SKILLS as S } from "../skills";

/** Green reads the world through number tiles: a box keeps the number after Sprout steps off its tile. */
const TILE_BOX = [...VARS, "sprout_tile_number"];
/** Yellow and Orange: a number tile and arithmetic, without the loops that could walk to a wall instead. */
const TILE_MATHS = [...VARS, "sprout_arith", "sprout_tile_number"];
/** Count the steps to a gem, then let the count steer the sides that have no gem to stop at. */
const GEM_COUNT = [...VARS, "sprout_arith", "sprout_repeat_until", "sprout_at_goal", "sprout_on_gem"];
/** Orange measures corridors: count the steps to a wall; the gem lies mid-corridor, so no loop can just walk on. */
const PATH_COUNT = [...VARS, "sprout_arith", "sprout_repeat_until", "sprout_not", "sprout_path"];

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
    instructions: "A variable keeps a number while the program runs: read it from a tile or count it as you go.",
    hint: "Set the variable before the loop and change it inside the loop.",
    blocks: MATHS,
    skills: [S.variables],
    puzzles: [
      P("Store the Distance", "m 4 m4 r m4 r m4", "move; set d = tile; repeat 3 { repeat d { move }; turn right }", {
        worlds: [{ route: "m 3 m3 r m3 r m3" }, { route: "m 5 m5 r m5 r m5" }],
        blocks: TILE_MATHS,
        wrong: "move; set d = tile; repeat 3 { repeat 4 { move }; turn right }",
        instructions:
          "The tile says how long each side is. Store its number in a variable, then walk three sides of a square to the flag. The number is different in each world.",
        hint: "Read the tile once, at the start. After that, only the variable remembers it.",
        skills: [S.variables, S.numbers],
      }),
      P("Double It", "m 2 m2 l m4", "move; set d = tile; repeat d { move }; turn left; repeat d * 2 { move }", {
        worlds: [{ route: "m 3 m3 l m6" }, { route: "m 1 m l m2" }],
        blocks: TILE_MATHS,
        instructions:
          "Read the tile into a variable d. Walk d steps, turn left, then walk twice as far to the flag. Each world has a different number.",
        hint: "A repeat block can take a sum or a product, not just a number.",
        skills: [S.variables, S.numbers],
      }),
      P(
        "Growing Steps",
        "m * r m2 r m3 r m4",
        "set n = 0; until gem { move; change n by 1 }; collect; until goal { turn right; change n by 1; repeat n { move } }",
        {
          worlds: [{ route: "m2 * r m3 r m4 r m5" }, { route: "m3 * r m4 r m5 r m6" }],
          blocks: GEM_COUNT,
          instructions:
            "Walk to the gem and count your steps. After it, every side is one step longer than the one before, all the way to the flag. The first side has a different length in each world.",
          hint: "Count with “change by 1” on the way to the gem; the same variable then grows before each side.",
          skills: [S.variables, S.until],
        },
      ),
      P(
        "Shrinking Steps",
        "m5 * l m4 l m3 l m2 l m",
        "set n = 0; until gem { move; change n by 1 }; collect; until goal { turn left; set n = n - 1; repeat n { move } }",
        {
          worlds: [{ route: "m4 * l m3 l m2 l m" }, { route: "m6 * l m5 l m4 l m3 l m2 l m" }],
          blocks: GEM_COUNT,
          instructions:
            "Count your steps to the gem. After it, every side is one step shorter, spiralling in to the flag. The first side is different in every world.",
          hint: "Set the variable to itself minus 1 before each new side.",
          skills: [S.variables, S.until],
        },
      ),
      P(
        "Count the Steps",
        "m3 * m5 l l m2 r m",
        "set n = 0; until gem { move; change n by 1 }; collect; repeat n { move }; turn left; move",
        {
          worlds: [{ route: "m2 * m4 l l m2 r m" }, { route: "m4 * m6 l l m2 r m" }],
          blocks: [...VARS, "sprout_repeat_until", "sprout_on_gem"],
          instructions:
            "Count your steps to the gem. Then walk the same number of steps again and turn left: the flag is one step away. The gem lies somewhere else in each world.",
          hint: "Start the count at 0 and add 1 with every step to the gem.",
          skills: [S.variables, S.until],
        },
      ),
      P(
        "Stop at the Number",
        "m 3 m * m * m m * m * m * m m m",
        "move; set k = tile; set n = 0; until n = k { move; if gem { collect; change n by 1 } }; until goal { move }",
        {
          id: "y12-stop-at-three",
          need: 3,
          worlds: [
            { route: "m 2 m m m * m m m m * m * m", need: 2 },
            { route: "m 4 m * m m * m m * m m * m * m", need: 4 },
          ],
          blocks: [
            "sprout_move",
            "sprout_turn",
            "sprout_collect",
            "sprout_set_var",
            "sprout_change_var",
            "sprout_get_var",
            "sprout_tile_number",
            "sprout_compare",
            "sprout_repeat_until",
            "sprout_if",
            "sprout_on_gem",
            "sprout_at_goal",
          ],
          wrong: "move; until goal { move; if gem { collect } }",
          instructions:
            "The tile says how many gems to bring to the flag: no more, no fewer. Count the gems you pick up. The number is different in each world.",
          hint: "Keep the tile's number in one variable and the count in another; stop when they are equal.",
          skills: [S.variables, S.comparisons],
        },
      ),
      P(
        "Steps by Two",
        "m 2 m2 r m4 r m6",
        "move; set n = tile; repeat 3 { repeat n { move }; turn right; change n by 2 }",
        {
          worlds: [{ route: "m 1 m r m3 r m5" }, { route: "m 3 m3 r m5 r m7" }],
          blocks: TILE_MATHS,
          instructions:
            "The tile gives the first side. Each side after it is two steps longer, up to the flag. The tile differs from world to world.",
          hint: "Change the variable by 2 after each side.",
          skills: [S.variables, S.nested],
        },
      ),
      P(
        "Zigzag Counter",
        "m 1 m l m r m2 l m2 r m3 l m3",
        "move; set n = tile; repeat 3 { repeat n { move }; turn left; repeat n { move }; turn right; change n by 1 }",
        {
          worlds: [{ route: "m 2 m2 l m2 r m3 l m3 r m4 l m4" }],
          blocks: TILE_MATHS,
          instructions:
            "Climb the stairs to the flag. The tile gives the size of the first stair, and each stair is one bigger than the last. Each world starts with a different number.",
          hint: "One stair is a walk across and a walk up, both the same length.",
          skills: [S.variables, S.nested],
        },
      ),
    ],
  }),
  pack("Orange", "Variables", 12, "State and Change", {
    instructions:
      "Variables hold the program's state. Initialise them from the world, update them, and use them to steer.",
    hint: "Initialise before the loop; update inside it; read it where a number is needed.",
    blocks: MATHS,
    skills: [S.variables],
    puzzles: [
      P(
        "Distance Variable",
        "m2 r m6 l l m2 *",
        "set d = 0; while path ahead { move; change d by 1 }; turn right; repeat d * d { move }; collect",
        {
          worlds: [{ route: "m3 r m11 l l m2 *" }, { route: "m r m3 l l m2 *" }],
          blocks: PATH_COUNT,
          instructions:
            "Measure the first corridor: count your steps to the wall. Turn right; the gem lies d × d steps down the next corridor, which runs on past it. Corridor lengths differ between worlds.",
          hint: "Count into d while there is a path ahead, then use d twice in one number.",
          skills: [S.variables, S.until],
        },
      ),
      P(
        "Steps Counted",
        "m2 l m3 l m7 l l m2 *",
        "set n = 0; repeat 2 { while path ahead { move; change n by 1 }; turn left }; repeat n { move }; collect",
        {
          worlds: [{ route: "m4 l m2 l m8 l l m2 *" }, { route: "m l m4 l m7 l l m2 *" }],
          blocks: PATH_COUNT,
          instructions:
            "Walk two corridors, turning left at each wall, and count every step in one variable. The gem in the third corridor is as far as the total. The corridors differ in each world.",
          hint: "Set the counter once, before both corridors: it keeps a running total.",
          skills: [S.variables, S.until, S.nested],
        },
      ),
      P(
        "Add Up the Tiles",
        "m 1 m 2 m 1 l m6 l l m2 *",
        "set t = 0; repeat 3 { move; change t by tile }; turn left; repeat t { move }; collect",
        {
          id: "o12-triangle-numbers",
          worlds: [{ route: "m 2 m 3 m 1 l m8 l l m2 *" }, { route: "m 3 m 1 m 4 l m10 l l m2 *" }],
          blocks: TILE_MATHS,
          instructions:
            "Step over three number tiles and add each number to a total. Then turn left: the gem is as many steps up the corridor as the total. Each world has different tiles.",
          hint: "Start the total at 0; after each step, change it by the number on the tile.",
          skills: [S.variables, S.numbers],
        },
      ),
      P(
        "Square Spiral",
        "m 1 m r m2 r m3 r m4",
        "move; set g = tile; set n = g; repeat 4 { repeat n { move }; turn right; change n by g }",
        {
          worlds: [{ route: "m 2 m2 r m4 r m6 r m8" }],
          blocks: TILE_MATHS,
          instructions:
            "The tile gives the first side of a square spiral to the flag, and every side grows by that same number: g, 2g, 3g, 4g. The tile differs between worlds.",
          hint: "Two variables: the step size from the tile, which stays, and the side length, which grows by it.",
          skills: [S.variables, S.nested],
        },
      ),
      P(
        "Until the Tiles Make Ten",
        "m 3 m 3 m 4 l m",
        "set t = 0; until t = 10 { move; change t by tile }; turn left; move",
        {
          id: "o12-until-ten-steps",
          worlds: [{ route: "m 2 m 4 m 1 m 3 l m" }, { route: "m 5 m 5 l m" }],
          blocks: [...TILE_MATHS, "sprout_compare", "sprout_repeat_until"],
          instructions:
            "Walk over the number tiles and keep a running total. On the tile where the total reaches exactly 10, turn left: the flag is one step away. The tiles differ in each world.",
          hint: "Repeat until the total equals 10, adding the tile's number after every step.",
          skills: [S.variables, S.comparisons, S.until],
        },
      ),
      P(
        "Fibonacci Walk",
        "m 1 l m l m2 l m3 l m5",
        "move; set a = 1; set b = tile; repeat 4 { turn left; repeat b { move }; set c = a + b; set a = b; set b = c }",
        {
          worlds: [{ route: "m 2 l m2 l m3 l m5 l m8" }],
          blocks: TILE_MATHS,
          instructions:
            "Each side of this walk is the sum of the two before it. The first side is 1 step, onto the tile; the tile gives the second. The tile differs between worlds, so the whole walk does.",
          hint: "A third variable holds a + b while you shift a and b along.",
          skills: [S.variables, S.algorithms],
        },
      ),
      P(
        "Gems Counted",
        "m * m m * m * m m l m3",
        "set n = 0; repeat 6 { move; if gem { collect; change n by 1 } }; turn left; repeat n { move }",
        {
          worlds: [{ route: "m m * m m m * m l m2" }, { route: "m * m * m m * m m * l m4" }],
          blocks: [...VARS, "sprout_if", "sprout_on_gem"],
          wrong: "set n = 0; repeat 6 { move; if gem { collect; change n by 1 } }; turn left; repeat 3 { move }",
          instructions:
            "Walk the 6 cells of the first corridor and count the gems you pick up. Then turn left: the flag is as many steps away as you counted. The gems lie differently in each world.",
          hint: "Change the counter only inside the “if gem” block.",
          skills: [S.variables, S.conditionals],
        },
      ),
      P(
        "Every Few Cells",
        "m 2 m2 * m2 * m2 * m",
        "move; set k = tile; set n = 0; until goal { move; change n by 1; if n = k { collect; set n = 0 } }",
        {
          id: "o12-every-second-cell",
          worlds: [{ route: "m 3 m3 * m3 * m3 * m" }, { route: "m 1 m * m * m * m" }],
          blocks: [...MATHS, "sprout_tile_number"],
          instructions:
            "The tile gives the spacing: a gem lies every that-many cells on the way to the flag. Count the steps since the last gem. Each world has a different spacing.",
          hint: "When the counter equals the spacing, collect and reset the counter to 0.",
          skills: [S.variables, S.comparisons],
        },
      ),
    ],
  }),
];
