// The school-year packs of the Loops unit, Green to Orange (docs/decisions/220, 261, 262): one line a puzzle.
// Notation, routes and helpers: ../packs.ts. After an edit: npm run puzzles:generate, then npm run puzzles:check.
import { P, type PackSpec, REPEAT, UNTIL, pack } from "../packs";
import { SKILLS as S } from "../skills";

export const LOOPS_PACKS: PackSpec[] = [
  pack("Green", "Loops", 14, "Loop the Dance", {
    instructions: "🔁 repeat does the blocks inside again and again. Find the steps that repeat.",
    hint: "Look for the part of the path that happens again, and put it inside 🔁 repeat.",
    blocks: REPEAT,
    skills: [S.loops],
    puzzles: [
      P("Hop Hop Hop", "m6", "repeat 6 { move }"),
      P("Loop the Dance", "m l m r m l m r", "repeat 2 { move; turn left; move; turn right }"),
      P("Gem Every Other Step", "m2 * m2 * m2 *", "repeat 3 { move; move; collect }"),
      P("Around the Pond", "m2 r m2 r m2 r m *", "repeat 3 { move; move; turn right }; move; collect"),
      P(
        "Steps and Gems",
        "m * l m r m * l m r m *",
        "move; collect; repeat 2 { turn left; move; turn right; move; collect }",
      ),
      P("Big Square", "m3 * r m3 * r m3 *", "repeat 3 { repeat 3 { move }; collect; turn right }", {
        skills: [S.loops, S.nested],
      }),
      P("Long Stairs", "m r m l m r m l m r m l m r m l", "repeat 4 { move; turn right; move; turn left }"),
      P(
        "Gem Towers",
        "m2 * l m2 * r m2 * l m2 *",
        "repeat 2 { repeat 2 { move }; collect; turn left; repeat 2 { move }; collect; turn right }",
        { skills: [S.loops, S.nested] },
      ),
    ],
  }),
  pack("Yellow", "Loops", 14, "Loops That Stop", {
    instructions: "Loops can count, or keep going until something is true. Pick the right one.",
    hint: "“repeat until” stops by itself when its question becomes true.",
    blocks: UNTIL,
    skills: [S.loops],
    puzzles: [
      P("Until the Wall", "m8", "until not path ahead { move }", {
        blocks: [...UNTIL, "sprout_not"],
        skills: [S.loops, S.until],
        wrong: "repeat 7 { move }",
      }),
      P("Stairs Down", "m r m l m r m l m r m l", "repeat 3 { move; turn right; move; turn left }"),
      P("Until the Corner", "m5 l m5", "repeat 2 { until not path ahead { move }; turn left }", {
        blocks: [...UNTIL, "sprout_not"],
        skills: [S.loops, S.until],
        wrong: "until goal { move }",
      }),
      P("Loop in a Loop", "m2 * m2 * r m2 * m2 * r", "repeat 2 { repeat 2 { move; move; collect }; turn right }", {
        skills: [S.loops, S.nested],
      }),
      P("Gem Hallways", "m * m * m * l m * m * m * l", "repeat 2 { repeat 3 { move; collect }; turn left }", {
        skills: [S.loops, S.nested],
      }),
      P("Spiral Until", "m5 r m4 r m3 r m2 r m", "until goal { until not path ahead { move }; turn right }", {
        blocks: [...UNTIL, "sprout_not"],
        skills: [S.loops, S.until, S.nested],
        wrong: "until goal { move; turn right }",
      }),
      P(
        "Three Towers",
        "m2 l m2 * r m2 r m2 l m2 l m2 * r m2 r m2 l",
        "repeat 2 { move; move; turn left; move; move; collect; turn right; move; move; turn right; move; move; turn left }",
        { skills: [S.loops, S.decomposition] },
      ),
      P(
        "Nested Stairs",
        "m * l m r m * l m r m * l m r m *",
        "move; collect; repeat 3 { repeat 1 { turn left; move; turn right }; move; collect }",
        { skills: [S.loops, S.nested] },
      ),
    ],
  }),
  pack("Orange", "Loops", 14, "Loop Patterns", {
    instructions: "Find the loop: counted, conditional or nested. The fewer blocks, the better.",
    hint: "Nest loops for patterns inside patterns; use repeat until when you cannot count.",
    blocks: [...UNTIL, "sprout_not", "sprout_if", "sprout_on_gem"],
    skills: [S.loops],
    puzzles: [
      P("Ten Steps", "m10", "repeat 10 { move }"),
      P("Run to the Wall", "m9 r m", "until not path ahead { move }; turn right; move", {
        skills: [S.loops, S.until],
        wrong: "repeat 8 { move }; turn right; move",
      }),
      P(
        "Gem Grid",
        "m * m * m * r m r m * m * m *",
        "repeat 3 { move; collect }; turn right; move; turn right; repeat 3 { move; collect }",
        { skills: [S.loops] },
      ),
      P(
        "Staircase Up",
        "m l m r m l m r m l m r m l m r m l m r m",
        "repeat 5 { move; turn left; move; turn right }; move",
      ),
      P(
        "Rows of Gems",
        "m * m * m * l m l m * m * m * r m r m * m * m *",
        "repeat 3 { move; collect }; repeat 2 { turn left; move; turn left; repeat 3 { move; collect }; turn right; turn right }",
        {
          route: "m * m * m * l m l m * m * m * r m r m * m * m *",
          solution:
            "repeat 3 { move; collect }; turn left; move; turn left; repeat 3 { move; collect }; turn right; move; turn right; repeat 3 { move; collect }",
          skills: [S.loops, S.decomposition],
        },
      ),
      P(
        "Square in Square",
        "m3 * r m3 * r m3 * r m2 r m * l m",
        "repeat 3 { repeat 3 { move }; collect; turn right }; move; move; turn right; move; collect; turn left; move",
        { skills: [S.loops, S.nested] },
      ),
      P(
        "Spiral to the Centre",
        "m6 r m6 r m5 r m4 r m3 r m2 r m",
        "until goal { until not path ahead or goal { move }; turn right }",
        {
          blocks: [...UNTIL, "sprout_not", "sprout_logic"],
          skills: [S.loops, S.until, S.nested],
          wrong: "until goal { until not path ahead { move }; turn left }",
        },
      ),
      P(
        "Gem Stairs Until",
        "m * l m r m * l m r m * l m r m *",
        "until goal { move; if gem { collect }; turn left; move; turn right }",
        {
          route: "m * l m r m * l m r m * l m r m * l m",
          wrong: "until goal { move; turn left; move; turn right }",
          skills: [S.loops, S.until],
        },
      ),
    ],
  }),
];
