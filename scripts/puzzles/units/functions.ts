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
      P(
        "Define a Hop",
        "m2 * m2 * m2 * m2 *",
        "def star { move; move; collect } call star; call star; call star; call star",
        {
          instructions: "🐰 Teach Sprout a hop: two steps and a 💎. Then hop, hop, hop, hop!",
          hint: "Put one hop inside 🧩 define. Then use your new block once for each 💎.",
          wrong: "def star { move; move; collect } call star; call star; call star",
        },
      ),
      P(
        "Corner Move",
        "m l m r m l m r m l m r",
        "def moon { move; turn left; move; turn right } call moon; call moon; call moon",
        {
          instructions: "🌙 Teach Sprout one little stair, then climb to the 🚩.",
          hint: "Every stair up looks the same. Teach one, then count the stairs to the 🚩.",
        },
      ),
      P("Move and Loop", "m * m * m * m * m *", "def sun { move; collect } repeat 5 { call sun }", {
        instructions: "☀️ Teach Sprout “step and grab”, then 🔁 repeat it for every 💎.",
        hint: "What does Sprout do for each 💎? Teach that once in 🧩 define.",
      }),
      P("Square Gems", "m2 * r m2 * r m2 *", "def star { move; move; collect; turn right } repeat 3 { call star }", {
        instructions: "🟦 Go around the square and pick up the 💎 at each corner.",
        hint: "Teach one side, turn and all. Then 🔁 repeat your new block.",
      }),
      P(
        "Two Moves",
        "m2 * l m2 * r m2 *",
        "def star { move; move; collect } call star; turn left; call star; turn right; call star",
        {
          instructions: "✌️ Two steps and a 💎, three times, with turns in between. Teach the part that comes back.",
          hint: "The turns are not the same. Keep them out of your 🧩 block.",
        },
      ),
      P(
        "Zig and Zag",
        "m * r m l m * r m l m *",
        "def moon { move; collect; turn right; move; turn left } repeat 2 { call moon }; move; collect",
        {
          instructions: "⚡ Zig and zag down the hill and grab each 💎.",
          hint: "Look for the blocks that come back again and again. Teach them with 🧩 define.",
        },
      ),
      P(
        "Big Steps",
        "m3 r m3 l m3 r m3",
        "def sun { repeat 3 { move } } call sun; turn right; call sun; turn left; call sun; turn right; call sun",
        {
          instructions: "👣 Take four giant steps of three squares each to reach the 🚩.",
          hint: "Teach one giant step. The turns between are not all the same.",
          skills: [S.functions, S.decomposition],
        },
      ),
      P(
        "Tower Trip",
        "m3 * l m3 * r m3 * l m3 *",
        "def star { repeat 3 { move }; collect } repeat 2 { call star; turn left; call star; turn right }",
        {
          instructions: "🗼 Climb the towers and grab the 💎 at the end of every climb.",
          hint: "Three steps and a 💎 happen again and again. Teach that, then add the turns.",
          skills: [S.functions, S.decomposition],
        },
      ),
    ],
  }),
  pack("Yellow", "Functions", 16, "Build Your Own Blocks", {
    instructions: "🧩 Define a move once and use it wherever the pattern appears.",
    hint: "Find the pattern, define it, then call it as many times as it appears.",
    blocks: FUNCS,
    skills: [S.functions, S.decomposition],
    puzzles: [
      P("Gem Step", "m * m * m * m * m * m * m * m *", "def star { move; collect } repeat 8 { call star }", {
        instructions: "Eight gems in a row. Define one step-and-pick-up, then use it for every gem.",
        hint: "Your function needs the blocks for just one gem. A loop can call it.",
      }),
      P("Turn Around", "m2 l m2 l m2 l", "def moon { move; move; turn left } repeat 3 { call moon }", {
        route: "m2 l m2 l m2",
        instructions: "Follow the U-shaped path to the flag. Each side ends with the same turn.",
        hint: "Define one side with its turn, then call it once for each side.",
      }),
      P(
        "Stair Step",
        "m2 l m r m2 l m r m2 l m r m2 l m r",
        "def sun { move; move; turn left; move; turn right } repeat 4 { call sun }",
        {
          route: "m2 l m r m2 l m r m2 l m r m2 l m",
          instructions: "Climb the wide stairs to the flag. Define one stair, then climb them all.",
          hint: "Look closely: how deep is each stair? Your function should build exactly one.",
        },
      ),
      P(
        "Gem Corners",
        "m4 * r m4 * r m4 * r",
        "def star { repeat 4 { move }; collect } repeat 3 { call star; turn right }",
        {
          route: "m4 * r m4 * r m4 *",
          instructions: "Walk the edge of the big square and pick up the gem in each corner.",
          hint: "Define one side that ends on its gem. Where does the turn belong?",
        },
      ),
      P(
        "Two Functions",
        "m2 * l m2 * r m2 * l m2 * r m2 * l m2 *",
        "def star { move; move; collect } def moon { call star; turn left; call star; turn right } repeat 3 { call moon }",
        {
          instructions:
            "Climb three towers with a gem at every corner. Build a small function, then a bigger one from it.",
          hint: "A hop to a gem is the small piece. One whole tower uses that piece twice.",
          wrong:
            "def star { move; move; collect } def moon { call star; turn left; call star; turn right } repeat 2 { call moon }",
        },
      ),
      P(
        "Hallway Sweep",
        "m * m * m * l m l m * m * m * r m r",
        "def sun { repeat 3 { move; collect } } call sun; turn left; move; turn left; call sun; turn right; move",
        {
          route: "m * m * m * l m l m * m * m * r m",
          instructions: "Sweep two rows of gems, then head up to the flag.",
          hint: "Both rows are picked up the same way. Define the sweep once and call it for each row.",
        },
      ),
      P(
        "Square Dance",
        "m3 r m3 r m3 r m3 r",
        "def star { repeat 3 { move }; turn right } def moon { repeat 3 { call star } } call moon; move",
        {
          route: "m3 r m3 r m3 r m",
          instructions: "Dance along three sides of the square, then one more step to the flag.",
          hint: "One function can dance a side. A second function can repeat the first.",
          wrong: "def star { repeat 3 { move }; turn right } def moon { repeat 3 { call star } } call moon",
        },
      ),
      P(
        "Tower Builder",
        "m3 * l m * r m3 * l m * r",
        "def star { repeat 3 { move }; collect } def moon { turn left; move; collect; turn right } repeat 2 { call star; call moon }",
        {
          route: "m3 * l m * r m3 * l m *",
          instructions: "Walk to each tower, pick up the gem at its foot, then the gem on top.",
          hint: "Two different parts repeat: the walk to a tower and the step up it. Give each one a function.",
        },
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
      P("Three Gem Hops", "m3 * m3 * m3 *", "def star { repeat 3 { move }; collect } repeat 3 { call star }", {
        instructions: "Three long hops, each ending on a gem. Define the hop once and keep the main program tiny.",
        hint: "A function can hold a loop, and a loop can call a function.",
      }),
      P(
        "Turn Around Move",
        "m2 l m * r r m l m2 l m * r r m l m2 l m * r r m l m",
        "def moon { turn right; turn right } def star { turn left; move; collect; call moon; move; turn left } repeat 3 { move; move; call star }; move",
        {
          id: "o16-u-turn",
          instructions:
            "Three dead-end pockets each hold a gem: go in, pick up, turn all the way round, come back out.",
          hint: "Turning all the way round is a small move of its own. The pocket trip can call it.",
          wrong:
            "def moon { turn right } def star { turn left; move; collect; call moon; move; turn left } repeat 3 { move; move; call star }; move",
        },
      ),
      P(
        "Corridor Function",
        "m6 l m6 l m6",
        "def sun { until not path ahead { move } } call sun; turn left; call sun; turn left; call sun",
        {
          instructions:
            "Three long corridors joined by left turns. Write a function that runs to the end of any corridor.",
          hint: "Your function should not count squares: let it stop when the path ahead ends.",
          skills: [S.functions, S.until],
          wrong: "def sun { until not path ahead { move } } call sun; turn left; call sun; turn right; call sun",
        },
      ),
      P(
        "Square Function",
        "m4 r m4 r m4 r m2",
        "def star { repeat 4 { move }; turn right } repeat 3 { call star }; move; move",
        {
          instructions: "Go three sides around the square, then two steps up the fourth side to the flag.",
          hint: "Abstract one side, turn included. The steps left over do not belong in it.",
        },
      ),
      P(
        "Smart Step",
        "m * m2 * m l m * m2 * m l m * m",
        "def star { if gem { collect }; if path ahead { move } else { turn left } } until goal { call star }",
        {
          instructions:
            "A winding path with gems here and there. Define one smart step that decides, and repeat it to the flag.",
          hint: "Your step can ask questions: is there a gem here? Is the way ahead open?",
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
          instructions: "Four gems around a small square. Build a hop, then a side that uses the hop.",
          hint: "Let the side function call the hop function, then repeat the side.",
        },
      ),
      P(
        "Zigzag Builder",
        "m l m r m l m r m * l m r m l m r m l m *",
        "def star { move; turn left; move; turn right } def moon { repeat 2 { call star }; move; collect } repeat 2 { call moon }",
        {
          route: "m l m r m l m r m * m l m r m l m r m *",
          instructions: "Two zigzag runs, each ending on a gem. Build a zig, then a run made of zigs.",
          hint: "Layer it: the smallest piece is one zig, and a run calls it more than once.",
          wrong:
            "def star { move; turn left; move; turn right } def moon { repeat 2 { call star }; move; collect } call moon",
        },
      ),
      P(
        "Maze Solver",
        "m2 l m2 r m2 r m2 l m",
        "def star { if path left { turn left } else { if not path ahead { turn right } } } until goal { call star; move }",
        {
          instructions: "Write one decision function that keeps Sprout on the path through this winding maze.",
          hint: "At every square, which way should Sprout look first? Turn only when it must.",
          skills: [S.functions, S.algorithms],
          wrong: "def star { if path right { turn right } } until goal { call star; move }",
        },
      ),
    ],
  }),
];
