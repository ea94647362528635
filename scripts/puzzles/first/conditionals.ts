// The first packs of yellow-conditionals, orange-conditionals (issue 14, docs/decisions/090, 261, 262): hand-drawn maps.
// Types and helpers: ../first-packs.ts. After an edit: npm run puzzles:generate, then npm run puzzles:check.
import { H, type FirstPackSpec } from "../first-packs";
import { SKILLS as S } from "../skills";

export const CONDITIONALS_FIRST_PACKS: FirstPackSpec[] = [
  {
    id: "yellow-conditionals",
    title: "Look Before You Step",
    unit: "Conditionals",
    level: "Yellow",
    order: 2,
    extra: false,
    blocks: [
      "sprout_move",
      "sprout_turn",
      "sprout_collect",
      "sprout_repeat_until",
      "sprout_at_goal",
      "sprout_if",
      "sprout_if_else",
      "sprout_path",
      "sprout_on_gem",
    ],
    skills: [S.conditionals, S.ifElse],
    standards: { CSTA: ["1B-AP-10"], NY: ["4-6.CT.8"], KS: ["5.AP.C.01"], MO: ["5.AP.C.01"] },
    puzzles: [
      H(
        "gem-maybe",
        "Gem or No Gem?",
        [">.**.*..*G"],
        "until goal { move; if gem { collect } }",
        "until goal { move; collect }",
        {
          instructions:
            "The gems are somewhere else in each of the 3 worlds. Pick up a gem only if Sprout is on one, so one program works in every world.",
          hint: "Use if on a gem, then pick up gem inside it.",
          skills: [S.conditionals],
          worlds: [{ map: [">*..**..*G"] }, { map: [">..*.*.*.G"] }],
        },
      ),
      H(
        "turn-when-blocked",
        "Turn When Blocked",
        [">....", "####.", "G...."],
        "until goal { if path ahead { move } else { turn right } }",
        "until goal { move }",
        {
          instructions:
            "The path winds round to the right, and its corners are in other places in each world. If the path ahead is open, move. If not, turn right.",
          hint: "Ask path ahead? before every step. Turn right when it is blocked.",
          worlds: [{ map: [">..", "##.", "G#.", "..."] }, { map: [">...", "###.", "###.", "###.", "G..."] }],
        },
      ),
      H(
        "left-turns-only",
        "Left Turns Only",
        ["v###G", ".###.", ".###.", "....."],
        "until goal { if path ahead { move } else { turn left } }",
        "until goal { if path ahead { move } else { turn right } }",
        {
          instructions:
            "This path only turns left, but after a different number of steps in each world. Move when you can, turn left when you can't.",
          hint: "This time the path bends to Sprout's left.",
          worlds: [{ map: ["v#G", ".#.", "..."] }, { map: ["v###", ".###", ".###", ".###", "...G"] }],
        },
      ),
      H(
        "left-or-right",
        "Left or Right?",
        [">..##", "##.##", "##...", "####G"],
        "until goal { if path ahead { move } else { if path left { turn left } else { turn right } } }",
        "until goal { if path ahead { move } else { turn right } }",
        {
          instructions:
            "The path turns both ways, in a different order in each world. Check ahead first, then check left.",
          hint: "Put an if/else inside the else: if path to the left, turn left, else turn right.",
          skills: [S.conditionals, { id: "nested-conditionals", title: "Choices inside choices" }],
          worlds: [{ map: [">..#", "##.#", "G..#"] }, { map: ["##..G", "##.##", ">..##"] }],
          standards: {
            CSTA: ["1B-AP-10", "1B-AP-15"],
            NY: ["4-6.CT.8", "4-6.CT.9"],
            KS: ["5.AP.C.01"],
            MO: ["5.AP.C.01"],
          },
        },
      ),
      H(
        "gem-or-step",
        "Gem or Step",
        [">*.*.**G"],
        "until goal { if gem { collect } else { move } }",
        "until goal { move; collect }",
        {
          instructions:
            "The gems lie on different squares in each world. On a gem? Pick it up. Otherwise, move forward.",
          hint: "Use if/else: pick up gem when on a gem, else move forward.",
          worlds: [{ map: [">.**.*.G"] }, { map: [">**..*.G"] }],
        },
      ),
    ],
  },
  {
    id: "orange-conditionals",
    title: "Smart Explorer",
    unit: "Conditionals",
    level: "Orange",
    order: 1,
    extra: false,
    blocks: [
      "sprout_move",
      "sprout_turn",
      "sprout_collect",
      "sprout_repeat_until",
      "sprout_at_goal",
      "sprout_if",
      "sprout_if_else",
      "sprout_path",
      "sprout_on_gem",
      "sprout_not",
      "sprout_logic",
    ],
    skills: [S.conditionals, S.compound],
    standards: { CSTA: ["2-AP-12"], NY: ["7-8.CT.8"], KS: ["6-8.AP.C.01"], MO: ["6-8.AP.C.01"] },
    puzzles: [
      H(
        "right-hand-maze",
        "Right-Hand Maze",
        [">.#...", "#.#.#.", "#...#G"],
        "until goal { if path right { turn right; move } else { if path ahead { move } else { turn left } } }",
        "until goal { if path ahead { move } else { turn right } }",
        {
          instructions:
            "Each world is a different small maze. Keep your right hand on the wall: turn right when you can, move when you can, otherwise turn left.",
          hint: "Check the right side first. Only turn left when right and ahead are both blocked.",
          skills: [S.conditionals, S.algorithms],
          worlds: [{ map: [">...", "##.#", "G..."] }, { map: [">.#..", "#.#.#", "#...G"] }],
        },
      ),
      H(
        "not-ahead",
        "Not Ahead",
        [">.*..", "####*", "G*..*"],
        "until goal { if not path ahead { turn right }; move; if gem { collect } }",
        "until goal { if path ahead { turn right }; move; if gem { collect } }",
        {
          instructions:
            "The corridor turns right at other places in each world, with gems along it. Turn right only when the path ahead is NOT open, then step and check for gems.",
          hint: "Use the not block: if not path ahead, turn right.",
          worlds: [{ map: [">..*.", "####.", "G.*.*"] }, { map: [">*..", "###*", "G*.."] }],
        },
      ),
      H(
        "careful-collector",
        "Careful Collector",
        [">.*.", "##.*", "G*.*"],
        "until goal { if gem { collect } else { if path ahead { move } else { turn right } } }",
        "until goal { if path ahead { move } else { turn right } }",
        {
          instructions:
            "The gems and the corners are in other places in each world. Pick up gems when you find them, move when you can, and turn right at walls.",
          hint: "Check for a gem first, before moving on.",
          worlds: [{ map: [">*..", "###*", "G.*."] }, { map: [">..*.", "####.", "G**.."] }],
        },
      ),
      H(
        "both-must-be-true",
        "Both Must Be True",
        [">.#..G", "#...##"],
        "until goal { if not path ahead and path left { turn left }; if not path ahead { turn right }; move }",
        "until goal { if path ahead and path left { turn left }; if path ahead { turn right }; move }",
        {
          instructions:
            "The path zigzags another way in each world. Turn left when the path ahead is NOT open AND there is a path to the left. Otherwise turn right at walls.",
          hint: "Use not: turn only when the path ahead is blocked.",
          worlds: [{ map: ["#..G", ">.##"] }, { map: [">..##", "##.##", "##..G"] }],
        },
      ),
    ],
  },
];
