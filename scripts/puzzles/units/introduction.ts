// The school-year packs of the Introduction unit, Green to Orange (docs/decisions/220, 261, 262): one line a puzzle.
// Notation, routes and helpers: ../packs.ts. After an edit: npm run puzzles:generate, then npm run puzzles:check.
import { CHOOSE, MOVE, P, type PackSpec, REPEAT, pack } from "../packs";
import { SKILLS as S } from "../skills";

export const INTRODUCTION_PACKS: PackSpec[] = [
  pack("Green", "Introduction", 10, "Hello, Sprout", {
    instructions: "Follow the pictures: ⬆️ steps forward, 🔄 turns, 💎 picks up a gem. Reach the flag 🚩.",
    hint: "Point at each square Sprout must step on, and add one ⬆️ block for each.",
    blocks: MOVE,
    skills: [S.sequencing],
    puzzles: [
      P("Two Hops", "m2", "move; move"),
      P("Turn Up", "m l m", "move; turn left; move"),
      P("Down the Lane", "m r m2", "move; turn right; move; move"),
      P("Shiny Gem", "m * m", "move; collect; move", { skills: [S.sequencing, S.algorithms] }),
      P("Two Gems", "m2 * m *", "move; move; collect; move; collect", { skills: [S.sequencing, S.algorithms] }),
      P("Round the Bend", "m2 l m2 r m", "move; move; turn left; move; move; turn right; move"),
      P("Gem on the Corner", "m r m * l m2 *", "move; turn right; move; collect; turn left; move; move; collect", {
        skills: [S.sequencing, S.algorithms],
      }),
      P(
        "Long Trip",
        "m2 * l m2 l m * m",
        "move; move; collect; turn left; move; move; turn left; move; collect; move",
        { skills: [S.sequencing, S.algorithms] },
      ),
    ],
  }),
  pack("Yellow", "Introduction", 10, "Getting Started", {
    instructions: "Plan Sprout's path to the flag. Use a loop where steps repeat.",
    hint: "Write the path as steps first; then look for steps that repeat.",
    blocks: REPEAT,
    skills: [S.sequencing, S.algorithms],
    puzzles: [
      P("Warm-Up Walk", "m3 r m2", "move; move; move; turn right; move; move"),
      P("Gem Zigzag", "m * m2 l m *", "move; collect; move; move; turn left; move; collect"),
      P("Meet the Loop", "m6", "repeat 6 { move }", { skills: [S.loops] }),
      P("Loop a Gem Row", "m * m * m * m *", "repeat 4 { move; collect }", { skills: [S.loops] }),
      P("Loop, Then Turn", "m4 l m2", "repeat 4 { move }; turn left; repeat 2 { move }", { skills: [S.loops] }),
      P("Steps Up", "m l m r m l m r m l m r m", "repeat 3 { move; turn left; move; turn right }; move", {
        skills: [S.loops],
      }),
      P("Two Rows of Gems", "m3 * l m3 *", "repeat 2 { repeat 3 { move }; collect; turn left }", {
        skills: [S.loops, S.nested],
      }),
      P("Big Loop Trip", "m * m * m * r m * m * m * r m", "repeat 2 { repeat 3 { move; collect }; turn right }; move", {
        skills: [S.loops, S.nested],
      }),
    ],
  }),
  pack("Orange", "Introduction", 10, "First Programs", {
    instructions: "Write the program that gets Sprout to the flag. Prefer loops and questions to long lists of steps.",
    hint: "Start with the plain steps, then shorten them with a loop or a question.",
    blocks: CHOOSE,
    skills: [S.algorithms],
    puzzles: [
      P("Straight Sprint", "m6 l m", "repeat 6 { move }; turn left; move", { skills: [S.algorithms, S.loops] }),
      P("Corner Sprint", "m4 r m3", "repeat 4 { move }; turn right; repeat 3 { move }", {
        skills: [S.algorithms, S.loops],
      }),
      P("Until the Flag", "l m7", "turn left; until goal { move }", {
        skills: [S.algorithms, S.until],
        wrong: "repeat 6 { move }",
      }),
      P("Gems Until the Flag", "r m * m * m * m * m", "turn right; until goal { move; collect }", {
        skills: [S.algorithms, S.until],
        wrong: "until goal { move }",
      }),
      P("Stairs Until", "m r m l m r m l m r m l m r m l m r m", "until goal { move; turn right; move; turn left }", {
        skills: [S.algorithms, S.until],
      }),
      P(
        "Look Before You Step",
        "m3 * l m3 * l m2",
        "until goal { if path ahead { move } else { collect; turn left } }",
        {
          wrong: "until goal { move }",
          skills: [S.algorithms, S.ifElse],
        },
      ),
      P(
        "Left or Right",
        "m3 l m2 r m2 r m2",
        "until goal { if path left { turn left } else { if path right { turn right } }; move }",
        { skills: [S.algorithms, S.ifElse] },
      ),
      P(
        "Gem Maze",
        "m2 * m l m2 * r m2",
        "until goal { if gem { collect }; if path ahead { move } else { if path left { turn left } else { turn right } } }",
        {
          skills: [S.algorithms, S.conditionals],
          wrong: "until goal { if path ahead { move } else { if path left { turn left } else { turn right } } }",
        },
      ),
    ],
  }),
];
