// The first packs of yellow-variables (issue 14, docs/decisions/090, 261, 262): hand-drawn maps.
// Types and helpers: ../first-packs.ts. After an edit: npm run puzzles:generate, then npm run puzzles:check.
import { H, type FirstPackSpec } from "../first-packs";
import { SKILLS as S } from "../skills";

export const VARIABLES_FIRST_PACKS: FirstPackSpec[] = [
  {
    id: "yellow-variables",
    title: "Numbers That Change",
    unit: "Variables",
    level: "Yellow",
    order: 3,
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
    ],
    skills: [S.variables],
    standards: { CSTA: ["1B-AP-09"], NY: ["4-6.CT.7"], KS: ["5.AP.V.01"], MO: ["5.AP.V.01"] },
    puzzles: [
      H(
        "count-the-steps",
        "Count the Steps",
        [">.....G"],
        "set n = 6; repeat n { move }",
        "set n = 5; repeat n { move }",
        {
          instructions: "Set a variable to the number of steps, then repeat that many times.",
          hint: "How many squares are between Sprout and the flag? Put that number in the variable.",
        },
      ),
      H(
        "spiral-out",
        "Spiral Out",
        [".....G", ".#####", ".#>.##", ".##.##", "....##"],
        "set n = 1; repeat 5 { repeat n { move }; turn right; change n by 1 }",
        "set n = 1; repeat 5 { repeat n { move }; turn right }",
        {
          instructions: "Each side of the spiral is one step longer. Let a variable grow!",
          hint: "After each side, change the variable by 1 so the next side is longer.",
        },
      ),
      H(
        "spiral-in",
        "Spiral In",
        [">.....", "#####.", "##.G#.", "##.##.", "##...."],
        "set n = 5; repeat 5 { repeat n { move }; turn right; change n by -1 }",
        "set n = 5; repeat 5 { repeat n { move }; turn right; change n by 1 }",
        {
          instructions: "Now each side is one step shorter. Start big and count down.",
          hint: "Change the variable by -1 so each side is shorter.",
        },
      ),
      H(
        "double-trouble",
        "Double Trouble",
        [".....", ".###.", ".##>.", ".####", ".####", ".####", ".####", ".####", "G####"],
        "set n = 1; repeat 4 { repeat n { move }; turn left; change n by n }",
        "set n = 1; repeat 4 { repeat n { move }; turn left; change n by 1 }",
        {
          instructions: "Each side is twice as long as the one before: 1, 2, 4, 8.",
          hint: "To double a number, add the number to itself: change n by n.",
          standards: {
            CSTA: ["1B-AP-09", "2-AP-11"],
            NY: ["4-6.CT.7", "7-8.CT.7"],
            KS: ["6-8.AP.V.01"],
            MO: ["6-8.AP.V.01"],
          },
        },
      ),
    ],
  },
];
