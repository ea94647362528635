// The school-year packs of the Functions unit, Green to Orange (docs/decisions/220, 261, 262): one line a puzzle.
// Notation, routes and helpers: ../packs.ts. After an edit: npm run puzzles:generate, then npm run puzzles:check.
import { FUNCS, P, type PackSpec, pack } from "../packs";
import { SKILLS as S } from "../skills";

export const FUNCTIONS_PACKS: PackSpec[] = [
  pack("Green", "Functions", 16, "My Own Moves", {
    instructions: "🧩 Teach Sprout a new move with “define”, then use it again and again.",
    hint: "Put the steps that happen more than once inside 🧩 define, then call it.",
    blocks: FUNCS,
    skills: [S.functions],
    puzzles: [
      P("Define a Hop", "m2 * m2 *", "def star { move; move; collect } call star; call star", {
        wrong: "def star { move; move; collect } call star",
      }),
      P(
        "Corner Move",
        "m l m r m l m r m l m r",
        "def moon { move; turn left; move; turn right } call moon; call moon; call moon",
      ),
      P("Move and Loop", "m * m * m * m * m *", "def sun { move; collect } repeat 5 { call sun }"),
      P("Square Gems", "m2 * r m2 * r m2 *", "def star { move; move; collect; turn right } repeat 3 { call star }"),
      P(
        "Two Moves",
        "m2 * l m2 * r m2",
        "def star { move; move; collect } call star; turn left; call star; turn right; move; move",
      ),
      P(
        "Zig and Zag",
        "m * l m r m * l m r m *",
        "def moon { move; collect; turn left; move; turn right } repeat 2 { call moon }; move; collect",
      ),
      P(
        "Big Steps",
        "m3 r m3 l m3 r m3",
        "def sun { repeat 3 { move } } call sun; turn right; call sun; turn left; call sun; turn right; call sun",
        { skills: [S.functions, S.decomposition] },
      ),
      P(
        "Tower Trip",
        "m3 * l m3 * r m3 * l m3 *",
        "def star { repeat 3 { move }; collect } repeat 2 { call star; turn left; call star; turn right }",
        { skills: [S.functions, S.decomposition] },
      ),
    ],
  }),
  pack("Yellow", "Functions", 16, "Build Your Own Blocks", {
    instructions: "🧩 Define a move once and use it wherever the pattern appears.",
    hint: "Find the pattern, define it, then call it as many times as it appears.",
    blocks: FUNCS,
    skills: [S.functions, S.decomposition],
    puzzles: [
      P("Gem Step", "m * m * m * m * m * m *", "def star { move; collect } repeat 6 { call star }"),
      P("Turn Around", "m2 l m2 l m2 l", "def moon { move; move; turn left } repeat 3 { call moon }", {
        route: "m2 l m2 l m2",
      }),
      P(
        "Stair Step",
        "m l m r m l m r m l m r m l m r",
        "def sun { move; turn left; move; turn right } repeat 4 { call sun }",
      ),
      P(
        "Gem Corners",
        "m3 * r m3 * r m3 * r",
        "def star { repeat 3 { move }; collect } repeat 3 { call star; turn right }",
      ),
      P(
        "Two Functions",
        "m2 * l m2 * r m2 * l m2 *",
        "def star { move; move; collect } def moon { call star; turn left; call star; turn right } repeat 2 { call moon }",
        {
          wrong: "def star { move; move; collect } def moon { call star; turn left; call star; turn right } call moon",
        },
      ),
      P(
        "Hallway Sweep",
        "m * m * m * l m l m * m * m * r m r",
        "def sun { repeat 3 { move; collect } } call sun; turn left; move; turn left; call sun; turn right; move",
        { route: "m * m * m * l m l m * m * m * r m" },
      ),
      P(
        "Square Dance",
        "m2 r m2 r m2 r m2 r",
        "def star { repeat 2 { move }; turn right } def moon { repeat 3 { call star } } call moon; move",
        {
          route: "m2 r m2 r m2 r m",
          wrong: "def star { repeat 2 { move }; turn right } def moon { repeat 3 { call star } } call moon",
        },
      ),
      P(
        "Tower Builder",
        "m3 * l m * r m3 * l m * r",
        "def star { repeat 3 { move }; collect } def moon { turn left; move; collect; turn right } repeat 2 { call star; call moon }",
        { route: "m3 * l m * r m3 * l m *" },
      ),
    ],
  }),
  pack("Orange", "Functions", 16, "Abstraction", {
    instructions: "Define moves that hide the details, then combine them into a short main program.",
    hint: "Name the repeated part; let one function call another when a pattern has parts.",
    blocks: [
      ...FUNCS,
      "sprout_repeat_until",
      "sprout_at_goal",
      "sprout_path",
      "sprout_if",
      "sprout_if_else",
      "sprout_on_gem",
      "sprout_not",
    ],
    skills: [S.functions, S.decomposition],
    puzzles: [
      P("Three Gem Hops", "m2 * m2 * m2 *", "def star { move; move; collect } repeat 3 { call star }"),
      P(
        "Turn Around Move",
        "m2 r m r m2",
        "def moon { turn right; turn right } move; move; turn right; move; turn right; move; move",
        {
          id: "o16-u-turn",
          route: "m2 r m r m2",
          solution: "def moon { move; move; turn right } call moon; move; turn right; move; move",
          wrong: "def moon { move; move; turn right } call moon; move; turn left; move; move",
        },
      ),
      P("Corridor Function", "m5 l m5", "def sun { until not path ahead { move } } call sun; turn left; call sun", {
        skills: [S.functions, S.until],
        wrong: "def sun { until not path ahead { move } } call sun; turn right; call sun",
      }),
      P(
        "Square Function",
        "m3 r m3 r m3 r m2",
        "def star { repeat 3 { move }; turn right } repeat 3 { call star }; move; move",
      ),
      P(
        "Smart Step",
        "m * m m * m l m *",
        "def star { if gem { collect }; if path ahead { move } else { turn left } } until goal { call star }",
        {
          route: "m * m m * m l m * m",
          skills: [S.functions, S.conditionals],
          wrong: "def star { if path ahead { move } else { turn left } } until goal { call star }",
        },
      ),
      P(
        "Function Calls Function",
        "m2 * r m2 * r m2 * r m2 *",
        "def star { move; move; collect } def moon { call star; turn right } repeat 3 { call moon }; call star",
        {
          route: "m2 * r m2 * r m2 * r m *",
          solution:
            "def star { move; move; collect } def moon { call star; turn right } repeat 3 { call moon }; move; collect",
        },
      ),
      P(
        "Zigzag Builder",
        "m l m r m l m r m * l m r m l m r m l m *",
        "def star { move; turn left; move; turn right } def moon { repeat 2 { call star }; move; collect } repeat 2 { call moon }",
        {
          route: "m l m r m l m r m * m l m r m l m r m *",
          wrong:
            "def star { move; turn left; move; turn right } def moon { repeat 2 { call star }; move; collect } call moon",
        },
      ),
      P(
        "Maze Solver",
        "m2 l m2 r m2 r m2 l m",
        "def star { if path left { turn left } else { if not path ahead { turn right } } } until goal { call star; move }",
        {
          skills: [S.functions, S.algorithms],
          wrong: "def star { if path right { turn right } } until goal { call star; move }",
        },
      ),
    ],
  }),
];
