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
      P("Hop Hop Hop", "^ m7", "repeat 7 { move }", {
        instructions: "🐸 Hop, hop, hop up to the 🚩! One 🔁 repeat can do every hop.",
        hint: "Count the squares to the 🚩. That number goes in 🔁 repeat.",
      }),
      P("Loop the Dance", "m l m r m l m r", "repeat 2 { move; turn left; move; turn right }", {
        instructions: "💃 Step, turn, step, turn! Sprout does the same dance two times to reach the 🚩.",
        hint: "Find where the dance starts again. Put one dance inside 🔁 repeat.",
      }),
      P("Gem Every Other Step", "m2 * m2 * m2 *", "repeat 3 { move; move; collect }", {
        instructions: "💎 A gem waits after every two steps. Get them all with one 🔁 repeat.",
        hint: "What does Sprout do before each 💎? Put just that inside 🔁 repeat.",
      }),
      P("Around the Pond", "m3 r m3 r m3 r m *", "repeat 3 { move; move; move; turn right }; move; collect", {
        instructions: "🦆 Walk around the pond to the 💎. Don't fall in!",
        hint: "Each side of the pond is the same walk and the same turn. 🔁 Repeat one side.",
      }),
      P(
        "Steps and Gems",
        "m * l m r m * l m r m *",
        "move; collect; repeat 2 { turn left; move; turn right; move; collect }",
        {
          instructions: "🪜 Climb the little steps and grab a 💎 on every one.",
          hint: "After the first 💎, the same blocks come again and again. 🔁 Repeat them.",
        },
      ),
      P("Big Square", "m3 * r m3 * r m3 *", "repeat 3 { repeat 3 { move }; collect; turn right }", {
        instructions: "⬜ Walk along the big square. A 💎 waits at each corner.",
        hint: "One side is three steps, a 💎 and a turn. A 🔁 can go inside a 🔁!",
        skills: [S.loops, S.nested],
      }),
      P("Long Stairs", "m r m l m r m l m r m l m r m l", "repeat 4 { move; turn right; move; turn left }", {
        instructions: "🪜 Go down the long stairs to the 🚩. Every stair looks the same!",
        hint: "Make one stair with blocks, then put that stair in 🔁 repeat.",
      }),
      P(
        "Gem Towers",
        "m2 * l m2 * r m2 * l m2 *",
        "repeat 2 { repeat 2 { move }; collect; turn left; repeat 2 { move }; collect; turn right }",
        {
          instructions: "🏰 Go up the towers and pick up every 💎 on the way.",
          hint: "Up one tower and across looks the same each time. Loop it, and loop the steps too!",
          skills: [S.loops, S.nested],
        },
      ),
    ],
  }),
  pack("Yellow", "Loops", 14, "Loops That Stop", {
    instructions: "Loops can count, or keep going until something is true. Pick the right one.",
    hint: "“repeat until” stops by itself when its question becomes true.",
    blocks: UNTIL,
    skills: [S.loops],
    puzzles: [
      P("Until the Wall", "m9", "until not path ahead { move }", {
        instructions: "Don't count this hallway! Keep moving until the path ahead ends.",
        hint: "Which question becomes true only at the end of the hallway? Let it stop the loop.",
        blocks: [...UNTIL, "sprout_not"],
        skills: [S.loops, S.until],
        wrong: "repeat 7 { move }",
      }),
      P("Stairs Down", "m r m l m r m l m r m l", "repeat 3 { move; turn right; move; turn left }", {
        instructions: "Walk down three stairs to the flag. Here you can count, so pick the counting loop.",
        hint: "Write the blocks for one stair, then ask: how many stairs are there?",
      }),
      P("Until the Corner", "m5 l m5", "repeat 2 { until not path ahead { move }; turn left }", {
        instructions: "Run to the corner, turn, and run to the flag without counting a single square.",
        hint: "Running until blocked happens twice. Can a counted loop hold a “repeat until”?",
        blocks: [...UNTIL, "sprout_not"],
        skills: [S.loops, S.until],
        wrong: "until goal { move }",
      }),
      P("Loop in a Loop", "m2 * m2 * r m2 * m2 * r", "repeat 2 { repeat 2 { move; move; collect }; turn right }", {
        instructions: "Gems lie every two squares along two sides. Use a loop inside a loop.",
        hint: "The inner loop does one side's gems; the outer loop adds the turn after each side.",
        skills: [S.loops, S.nested],
      }),
      P("Gem Hallways", "m * m * m * l m * m * m * l", "repeat 2 { repeat 3 { move; collect }; turn left }", {
        instructions: "Two hallways full of gems meet at a corner. Collect every one.",
        hint: "Clearing one hallway is a short counted loop. What repeats around that loop?",
        skills: [S.loops, S.nested],
      }),
      P("Spiral Until", "m6 r m5 r m4 r m3 r m2", "until goal { until not path ahead { move }; turn right }", {
        instructions: "Spiral in to the flag. Every side is shorter than the last, so counting won't help.",
        hint: "Every side ends the same way, whatever its length. Repeat that until the flag.",
        blocks: [...UNTIL, "sprout_not"],
        skills: [S.loops, S.until, S.nested],
        wrong: "until goal { move; turn right }",
      }),
      P(
        "Three Towers",
        "m2 l m2 * r m2 r m2 l m2 l m2 * r m2 r m2 l",
        "repeat 2 { move; move; turn left; move; move; collect; turn right; move; move; turn right; move; move; turn left }",
        {
          instructions: "Climb over two towers, pick up the gem on top of each, then reach the flag.",
          hint: "Trace one tower from the ground, over the top and back down. That whole trip repeats.",
          skills: [S.loops, S.decomposition],
        },
      ),
      P(
        "Nested Stairs",
        "m * l m r m * l m r m * l m r m *",
        "move; collect; repeat 3 { repeat 1 { turn left; move; turn right }; move; collect }",
        {
          instructions: "Climb the stairs and pick up the gem waiting on every stair.",
          hint: "Find the blocks that are the same on every stair, gem included, and loop only those.",
          skills: [S.loops, S.nested],
        },
      ),
    ],
  }),
  pack("Orange", "Loops", 14, "Loop Patterns", {
    instructions: "Find the loop: counted, conditional or nested. The fewer blocks, the better.",
    hint: "Nest loops for patterns inside patterns; use repeat until when you cannot count.",
    blocks: [...UNTIL, "sprout_not", "sprout_if", "sprout_on_gem"],
    skills: [S.loops],
    puzzles: [
      P("Ten Steps", "m4 r m6", "repeat 4 { move }; turn right; repeat 6 { move }", {
        instructions: "Four steps, a right turn, six more steps. Write it with counted loops, not ten moves.",
        hint: "Split the path where it turns. Each straight part is its own counted loop.",
      }),
      P("Run to the Wall", "m9 r m", "until not path ahead { move }; turn right; move", {
        instructions: "A long corridor ends in a wall; the flag is one step to the right. Don't count the corridor.",
        hint: "A conditional loop can stop the moment the wall is in front of Sprout.",
        skills: [S.loops, S.until],
        wrong: "repeat 8 { move }; turn right; move",
      }),
      P(
        "Gem Grid",
        "m * m * m * r m r m * m * m *",
        "repeat 3 { move; collect }; turn right; move; turn right; repeat 3 { move; collect }",
        {
          instructions: "Two rows of gems: sweep the first, U-turn, sweep the second.",
          hint: "Both sweeps are the same loop. Only the U-turn between them is different.",
          skills: [S.loops],
        },
      ),
      P(
        "Staircase Up",
        "m l m r m l m r m l m r m l m r m l m r m",
        "repeat 5 { move; turn left; move; turn right }; move",
        {
          instructions: "Five identical stairs, then one last step to the flag. Keep the program short.",
          hint: "Loop one stair, then add whatever is left over after the loop.",
        },
      ),
      P(
        "Rows of Gems",
        "m * m * m * l m l m * m * m * r m r m * m * m *",
        "repeat 3 { move; collect }; repeat 2 { turn left; move; turn left; repeat 3 { move; collect }; turn right; turn right }",
        {
          route: "m * m * m * l m l m * m * m * r m r m * m * m *",
          solution:
            "repeat 3 { move; collect }; turn left; move; turn left; repeat 3 { move; collect }; turn right; move; turn right; repeat 3 { move; collect }",
          instructions: "Three rows of gems, joined like a snake. Sweep every row.",
          hint: "Every row is the same counted loop; the turns at the row ends switch between left and right.",
          skills: [S.loops, S.decomposition],
        },
      ),
      P(
        "Square in Square",
        "m3 * r m3 * r m3 * r m2 r m * l m",
        "repeat 3 { repeat 3 { move }; collect; turn right }; move; move; turn right; move; collect; turn left; move",
        {
          instructions:
            "Collect the gems at three corners of the square, then cut inside for the last gem and the flag.",
          hint: "The outer square is a nested loop. The way inside happens only once: no loop needed there.",
          skills: [S.loops, S.nested],
        },
      ),
      P(
        "Spiral to the Centre",
        "m6 r m6 r m5 r m4 r m3 r m2 r m",
        "until goal { until not path ahead or goal { move }; turn right }",
        {
          instructions:
            "A square spiral winds in to the flag at its centre. Every side is shorter than the one before.",
          hint: "A run that stops at a wall may also have to stop at the flag. Join two questions.",
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
          instructions: "Climb the stairs to the flag and pick up each gem, with a loop that never counts.",
          hint: "Sprout is not on a gem after every move. Check before picking up.",
          wrong: "until goal { move; turn left; move; turn right }",
          skills: [S.loops, S.until],
        },
      ),
    ],
  }),
];
