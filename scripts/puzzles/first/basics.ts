// The first packs of green-basics, green-algorithm, orange-challenges (issue 14, docs/decisions/090, 261, 262): hand-drawn maps.
// Types and helpers: ../first-packs.ts. After an edit: npm run puzzles:generate, then npm run puzzles:check.
import { H, type FirstPackSpec } from "../first-packs";
import { SKILLS as S } from "../skills";

export const BASICS_FIRST_PACKS: FirstPackSpec[] = [
  {
    id: "green-basics",
    title: "First Steps",
    unit: "Basics",
    level: "Green",
    order: 1,
    extra: false,
    blocks: ["sprout_move", "sprout_turn"],
    skills: [S.sequencing],
    standards: {
      CSTA: ["1A-AP-10", "1A-AP-11"],
      NY: ["K-1.CT.4", "K-1.CT.6"],
      KS: ["K.AP.C.01", "1.AP.M.01"],
      MO: ["K.AP.C.01", "1.AP.M.01"],
    },
    puzzles: [
      H("first-steps", "First Steps", [">..G"], "move; move; move", "move; move", {
        instructions: "Help Sprout walk to the flag. Use move forward blocks.",
        hint: "Count the squares between Sprout and the flag. One move forward for each square.",
      }),
      H("longer-walk", "A Longer Walk", [">....G"], "move; move; move; move; move", "move; move; move; move", {
        instructions: "The flag is farther away now. How many steps does Sprout need?",
        hint: 'Count the squares to the flag: one "move forward" for each square.',
      }),
      H(
        "turn-the-corner",
        "Turn the Corner",
        [">..#", "##.#", "##G#"],
        "move; move; turn right; move; move",
        "move; move; turn left; move; move",
        {
          instructions: "Walk to the corner, turn, and reach the flag.",
          hint: "At the corner, look where the path goes, then turn Sprout that way.",
        },
      ),
      H(
        "up-the-hill",
        "Up the Hill",
        ["###G", "###.", ">..."],
        "move; move; move; turn left; move; move",
        "move; move; move; turn right; move; move",
        {
          instructions: "Walk along the bottom, then turn and climb up to the flag.",
          hint: "Up is to Sprout's left when Sprout faces right.",
        },
      ),
      H(
        "zigzag-path",
        "Zigzag",
        [">.###", "#..##", "##..G"],
        "move; turn right; move; turn left; move; turn right; move; turn left; move; move",
        "move; turn right; move; turn left; move; move",
        {
          instructions: "Follow the zigzag path down to the flag.",
          hint: "After each step down, turn back to face right. Check each turn.",
        },
      ),
      H(
        "around-the-rock",
        "Around the Rock",
        [".....", ">.#.G", "....."],
        "move; turn left; move; turn right; move; move; turn right; move; turn left; move",
        "move; move; move; move",
        {
          instructions: "A rock is in the way! Walk around it to the flag.",
          hint: "Sprout cannot walk through rocks. Go up, across and back down.",
        },
      ),
    ],
  },
  {
    id: "green-algorithm",
    title: "Gem Hunters",
    unit: "Algorithm",
    level: "Green",
    order: 2,
    extra: false,
    blocks: ["sprout_move", "sprout_turn", "sprout_collect"],
    skills: [S.algorithms, S.sequencing],
    standards: {
      CSTA: ["1A-AP-08", "1A-AP-11"],
      NY: ["K-1.CT.6", "2-3.CT.6"],
      KS: ["1.AP.A.01", "2.AP.A.01"],
      MO: ["1.AP.A.01", "2.AP.A.01"],
    },
    puzzles: [
      H("first-gem", "Your First Gem", [">.*.G"], "move; move; collect; move; move", "move; move; move; move", {
        instructions: "Pick up the gem on the way to the flag.",
        hint: "Stop on the gem and use pick up gem before you walk on.",
      }),
      H(
        "gem-collector",
        "Gem Collector",
        [">*.*"],
        "move; collect; move; move; collect",
        "move; collect; move; collect",
        {
          instructions: "Pick up both gems. There is no flag this time.",
          hint: "Pick up only where a gem is. Count the squares to the second gem.",
        },
      ),
      H(
        "gem-corner",
        "Gem Corner",
        [">.*", "##.", "##*"],
        "move; move; collect; turn right; move; move; collect",
        "move; move; collect; turn right; move; move",
        {
          instructions: "One gem is on the path, one is around the corner. Get them both.",
          hint: "Did Sprout pick up the last gem too?",
        },
      ),
      H(
        "fix-the-path",
        "Fix the Path",
        [">..", "#.#", "#.G"],
        "move; turn right; move; move; turn left; move",
        "move; turn right; move; move; turn right; move",
        {
          instructions:
            "Sprout's plan was: move, turn right, move, move, turn right, move. It has a bug! Fix it and reach the flag.",
          hint: "Look at the last turn. Which way is the flag?",
          skills: [{ id: "debugging", title: "Finding and fixing bugs" }],
          standards: { CSTA: ["1A-AP-14"], NY: ["K-1.CT.9"], KS: ["1.AP.PD.01"], MO: ["1.AP.PD.01"] },
        },
      ),
      H(
        "gem-detour",
        "Gem Detour",
        [".*..", ">.#.", "...G"],
        "move; turn left; move; collect; turn right; move; move; turn right; move; move",
        "move; turn right; move; turn left; move; move",
        {
          instructions: "Take a little trip up to the gem, then go to the flag.",
          hint: "The gem is up, not down. Pick it up first, then find a way to the flag.",
        },
      ),
    ],
  },
  {
    id: "orange-challenges",
    title: "Explorer Challenges",
    unit: "Advance Algorithm",
    level: "Orange",
    order: 3,
    extra: true,
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
    skills: [S.algorithms, { id: "problem-solving", title: "Solving bigger problems" }],
    standards: { CSTA: ["2-AP-10", "2-AP-12"], NY: ["7-8.CT.6"], KS: ["6-8.AP.A.01"], MO: ["6-8.AP.A.01"] },
    puzzles: [
      H(
        "big-maze",
        "The Big Maze",
        [">..#..G", "##.#.##", "#..#.##", "#.##..#", "#..#.##", "##...##"],
        "until goal { if path left { turn left; move } else { if path ahead { move } else { turn right } } }",
        "until goal { if path ahead { move } else { turn right } }",
        {
          instructions: "Find your way through the big maze. Keep your right hand on the wall!",
          hint: "Turn right when you can, move when you can, otherwise turn left.",
          solutionAsText: true,
        },
      ),
      H(
        "gem-maze",
        "Gem Maze",
        [">.*#...", "##.#.#.", "#.*.*#G"],
        "until goal { if gem { collect }; if path right { turn right; move } else { if path ahead { move } else { turn left } } }",
        "until goal { if path right { turn right; move } else { if path ahead { move } else { turn left } } }",
        {
          instructions: "Find the flag and pick up every gem in the maze.",
          hint: "Check for a gem at every square before you choose where to go.",
        },
      ),
      H(
        "long-spiral",
        "The Long Spiral",
        ["*....", "*****", "**>**", "*****", "*****"],
        "set n = 1; repeat 4 { repeat 2 { repeat n { move; collect }; turn right }; change n by 1 }",
        "set n = 1; repeat 4 { repeat 2 { repeat n { move; collect }; turn right } }",
        {
          instructions: "Spiral out from the middle and pick up every gem. Sides grow by one every two turns.",
          hint: "Use a loop of two sides inside a loop, and change the length after every two sides.",
        },
      ),
    ],
  },
];
