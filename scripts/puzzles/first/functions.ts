// The first packs of yellow-functions, orange-functions (issue 14, docs/decisions/090, 261, 262): hand-drawn maps.
// Types and helpers: ../first-packs.ts. After an edit: npm run puzzles:generate, then npm run puzzles:check.
import { H, type FirstPackSpec } from "../first-packs";
import { SKILLS as S } from "../skills";

export const FUNCTIONS_FIRST_PACKS: FirstPackSpec[] = [
  {
    id: "yellow-functions",
    title: "Teach Sprout New Moves",
    unit: "Functions",
    level: "Yellow",
    order: 4,
    extra: false,
    blocks: [
      "sprout_move",
      "sprout_turn",
      "sprout_collect",
      "sprout_repeat",
      "sprout_function_def",
      "sprout_function_call",
    ],
    skills: [S.functions, S.decomposition],
    standards: { CSTA: ["1B-AP-11"], NY: ["4-6.CT.4", "4-6.CT.5"], KS: ["5.AP.M.01"], MO: ["5.AP.M.01"] },
    puzzles: [
      H(
        "square-function",
        "Square Function",
        [">.*.*", ".###.", "*###*", ".###.", "*.*.*"],
        "repeat 4 { call star } def star { repeat 2 { move; move; collect }; turn right }",
        "repeat 4 { call star } def star { repeat 2 { move; move; collect } }",
        {
          instructions: "A gem on every other square of the square's edge. Define a move for one side, then repeat it.",
          hint: "Look at one side: which blocks come twice before the corner?",
        },
      ),
      H(
        "stair-function",
        "Stair Function",
        ["####G", "###..", "##..#", "#..##", ">.###"],
        "call star; call star; call star; call star def star { move; turn left; move; turn right }",
        "call star; call star; call star def star { move; turn left; move; turn right }",
        {
          instructions: "Define one stair step, then use it to climb to the flag.",
          hint: "Count the stairs. Call your step once for each stair.",
        },
      ),
      H(
        "around-the-rocks",
        "Around the Rocks",
        ["#......#...#", ">.#..#...#.G"],
        "move; call star; move; call star; move; move; call star; move def star { turn left; move; turn right; move; move; turn right; move; turn left }",
        "move; call star; call star; move; move; call star; move def star { turn left; move; turn right; move; move; turn right; move; turn left }",
        {
          instructions: "Three rocks! Define a move that walks around one rock.",
          hint: "Count the squares between the rocks. Sprout must walk up to each rock first.",
        },
      ),
      H(
        "gem-pockets",
        "Gem Pockets",
        ["##*#*##*#", ">.......G"],
        "move; move; call star; move; move; call star; move; move; move; call star; move def star { turn left; move; collect; turn right; turn right; move; turn left }",
        "move; move; call star; move; move; call star; move; move; move; call star; move def star { turn left; move; collect; turn right; move; turn left }",
        {
          instructions: "Gems hide in little pockets. Define a move that grabs a pocket gem, then use it three times.",
          hint: "After picking up, Sprout must turn all the way around: turn right two times.",
        },
      ),
      H(
        "up-and-down",
        "Up and Down",
        ["##*##*####", ">........G", "####*###*#"],
        "move; move; call star; move; move; call moon; move; call star; move; move; move; call moon; move def star { turn left; move; collect; turn right; turn right; move; turn left } def moon { turn right; move; collect; turn left; turn left; move; turn right }",
        "move; move; call star; move; move; call star; move; call star; move; move; move; call star; move def star { turn left; move; collect; turn right; turn right; move; turn left } def moon { turn right; move; collect; turn left; turn left; move; turn right }",
        {
          instructions: "Pockets above and below! Define one move for up and another for down.",
          hint: "Use your up move for gems above and your down move for gems below.",
        },
      ),
    ],
  },
  {
    id: "orange-functions",
    title: "Moves With Memory",
    unit: "Functions",
    level: "Orange",
    order: 2,
    extra: false,
    blocks: [
      "sprout_move",
      "sprout_turn",
      "sprout_collect",
      "sprout_repeat",
      "sprout_set_var",
      "sprout_change_var",
      "sprout_get_var",
      "sprout_arith",
      "sprout_function_def",
      "sprout_function_call",
      "sprout_repeat_until",
      "sprout_at_goal",
      "sprout_if",
      "sprout_if_else",
      "sprout_path",
      "sprout_on_gem",
      "sprout_compare",
    ],
    skills: [S.functions, S.variables],
    standards: { CSTA: ["2-AP-13", "2-AP-11"], NY: ["7-8.CT.4", "7-8.CT.5"], KS: ["6-8.AP.M.01"], MO: ["6-8.AP.M.01"] },
    puzzles: [
      H(
        "function-spiral",
        "Spiral Function",
        ["......", ".####.", ".#>.#.", ".##.#.", "....#.", "#####.", "#####G"],
        "set n = 1; repeat 6 { call star } def star { repeat n { move }; turn right; change n by 1 }",
        "repeat 6 { call star } def star { repeat n { move }; turn right; change n by 1 }",
        {
          instructions: "Define a move that walks one side of the spiral and makes the next side longer. Six sides!",
          hint: "Set the variable to 1 before the first side.",
        },
      ),
      H(
        "pocket-counter",
        "Deeper and Deeper",
        ["######*#", "####*#.#", "##*#.#.#", ">......G"],
        "set n = 1; repeat 3 { move; move; call star; change n by 1 }; move def star { turn left; repeat n { move }; collect; turn right; turn right; repeat n { move }; turn left }",
        "set n = 1; repeat 3 { move; move; call star }; move def star { turn left; repeat n { move }; collect; turn right; turn right; repeat n { move }; turn left }",
        {
          instructions: "Each pocket is one square deeper. Use a variable for the depth inside your move.",
          hint: "After each pocket, change the depth by 1.",
        },
      ),
      H(
        "maze-function",
        "Maze Step",
        [">.....", "#####.", ".G###.", ".####.", "......"],
        "until goal { call star } def star { if path ahead { move } else { turn right } }",
        "until goal { call star } def star { move }",
        {
          instructions:
            "Define one smart step: move if you can, else turn right. Repeat it until the flag, all the way round.",
          hint: "Your move needs an if/else that checks path ahead.",
        },
      ),
      H(
        "count-to-the-flag",
        "Count to Seven, Twice",
        [">.......", "#######.", "#######.", "#######.", "#######.", "#######.", "#######.", "#######G"],
        "def star { set n = 0; until n = 7 { move; change n by 1 } } call star; turn right; call star",
        "def star { set n = 0; until n = 6 { move; change n by 1 } } call star; turn right; call star",
        {
          instructions:
            "Define a move that counts its steps in a variable and stops at 7. Use it for both long corridors.",
          hint: "Where must the count start again at 0 so that the second corridor is counted from scratch?",
          skills: [S.functions, S.variables, S.comparisons],
        },
      ),
    ],
  },
];
