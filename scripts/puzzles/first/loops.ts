// The first packs of green-loops, yellow-loops (issue 14, docs/decisions/090, 261, 262): hand-drawn maps.
// Types and helpers: ../first-packs.ts. After an edit: npm run puzzles:generate, then npm run puzzles:check.
import { H, type FirstPackSpec } from "../first-packs";
import { SKILLS as S } from "../skills";

export const LOOPS_FIRST_PACKS: FirstPackSpec[] = [
  {
    id: "green-loops",
    title: "Loop the Loop",
    unit: "Loops",
    level: "Green",
    order: 3,
    extra: false,
    blocks: ["sprout_move", "sprout_turn", "sprout_collect", "sprout_repeat"],
    skills: [S.loops],
    standards: {
      CSTA: ["1A-AP-10"],
      NY: ["K-1.CT.8", "2-3.CT.9"],
      KS: ["1.AP.C.01", "2.AP.C.01"],
      MO: ["1.AP.C.01", "2.AP.C.01"],
    },
    puzzles: [
      H("repeat-walk", "Repeat the Walk", [">.......G"], "repeat 8 { move }", "repeat 7 { move }", {
        instructions: "Use one repeat block instead of many move blocks.",
        hint: "Count the squares to the flag and put that number in the repeat block.",
      }),
      H("gem-row", "A Row of Gems", [">******"], "repeat 6 { move; collect }", "repeat 5 { move; collect }", {
        instructions: "Move and pick up, again and again. Repeat it!",
        hint: "How many gems are there? Repeat that many times.",
      }),
      H(
        "stairs",
        "Stairs",
        ["#####G", "####..", "###..#", "##..##", "#..###", ">.####"],
        "repeat 5 { move; turn left; move; turn right }",
        "repeat 4 { move; turn left; move; turn right }",
        {
          instructions: "Climb the stairs to the flag. Each step is the same!",
          hint: "Find the blocks for one step, then repeat them once for every step.",
        },
      ),
      H(
        "zigzag-loop",
        "Zigzag Loop",
        [">.####", "#..###", "##..##", "###..#", "####.G"],
        "repeat 5 { move; turn right; move; turn left }",
        "repeat 5 { move; turn left; move; turn right }",
        {
          instructions: "Zigzag down to the flag with a repeat block.",
          hint: "Going down, Sprout turns right first, then left.",
        },
      ),
      H(
        "gem-stairs",
        "Gem Stairs",
        ["####*", "###*.", "##*.#", "#*.##", ">.###"],
        "repeat 4 { move; turn left; move; collect; turn right }",
        "repeat 4 { move; turn left; move; turn right }",
        {
          instructions: "Climb the stairs and pick up a gem on every step.",
          hint: "Put pick up gem inside the loop, where Sprout stands on a gem.",
        },
      ),
      H(
        "square-of-gems",
        "Square of Gems",
        [">****", "*...*", "*...*", "*...*", "*****"],
        "repeat 4 { repeat 4 { move; collect }; turn right }",
        "repeat 4 { repeat 3 { move; collect }; turn right }",
        {
          instructions: "Walk all the way around the square and pick up every gem.",
          hint: "Each side has 4 gems. A loop inside a loop can do one side, then turn.",
          skills: [S.loops, S.nested],
          standards: { CSTA: ["1A-AP-10", "1B-AP-10"], NY: ["2-3.CT.9"], KS: ["3.AP.C.01"], MO: ["3.AP.C.01"] },
        },
      ),
    ],
  },
  {
    id: "yellow-loops",
    title: "Until the Flag",
    unit: "Loops",
    level: "Yellow",
    order: 1,
    extra: false,
    blocks: [
      "sprout_move",
      "sprout_turn",
      "sprout_collect",
      "sprout_repeat",
      "sprout_repeat_until",
      "sprout_at_goal",
      "sprout_path",
    ],
    skills: [S.loops, S.until],
    standards: { CSTA: ["1B-AP-10"], NY: ["4-6.CT.8"], KS: ["5.AP.C.01"], MO: ["5.AP.C.01"] },
    puzzles: [
      H("until-the-flag", "Until the Flag", [">.........G"], "until goal { move }", "repeat 5 { move }", {
        instructions: "Repeat move forward until Sprout is at the flag. No counting needed!",
        hint: "Use repeat until with the at the flag question, and move forward inside.",
      }),
      H(
        "corner-gems",
        "Corner Gems",
        [">...*", ".....", ".....", ".....", "*...*"],
        "repeat 3 { repeat 4 { move }; collect; turn right }",
        "repeat 3 { repeat 3 { move }; collect; turn right }",
        {
          instructions: "Gems wait in three corners. Use a loop inside a loop.",
          hint: "Each side is 4 steps long. Pick up, then turn right.",
          standards: { CSTA: ["1B-AP-10", "2-AP-12"], NY: ["4-6.CT.8"], KS: ["5.AP.C.01"], MO: ["5.AP.C.01"] },
        },
      ),
      H(
        "stairs-until",
        "Stairs to the Sky",
        ["######G", "#####..", "####..#", "###..##", "##..###", "#..####", ">.#####"],
        "until goal { move; turn left; move; turn right }",
        "repeat 3 { move; turn left; move; turn right }",
        {
          instructions: "Climb until you reach the flag. How many steps? You don't need to know!",
          hint: "Repeat one stair step until Sprout is at the flag.",
        },
      ),
      H("gem-hallway", "Gem Hallway", [">*******G"], "until goal { move; collect }", "until goal { move }", {
        instructions: "Every square of the hall has a gem. Walk and pick up until you reach the flag.",
        hint: "Sprout must pick up a gem after every step.",
      }),
    ],
  },
];
