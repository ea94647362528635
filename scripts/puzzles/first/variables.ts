// The first packs of yellow-variables (issue 14, docs/decisions/090, 261, 262): maps drawn from routes (../route.ts).
// Types and helpers: ../first-packs.ts. After an edit: npm run puzzles:generate, then npm run puzzles:check.
import { H, type FirstPackSpec } from "../first-packs";
import { VARS } from "../packs";
import { mapFromRoute as route } from "../route";
import { SKILLS as S } from "../skills";

const BLOCKS = [...VARS, "sprout_arith"];

export const VARIABLES_FIRST_PACKS: FirstPackSpec[] = [
  {
    id: "yellow-variables",
    title: "Numbers That Change",
    unit: "Variables",
    level: "Yellow",
    order: 3,
    extra: false,
    blocks: BLOCKS,
    skills: [S.variables],
    standards: { CSTA: ["1B-AP-09"], NY: ["4-6.CT.7"], KS: ["5.AP.V.01"], MO: ["5.AP.V.01"] },
    puzzles: [
      H(
        "count-the-steps",
        "Count the Steps",
        route("m6 r m8 l l m2 *"),
        "set n = 0; while path ahead { move; change n by 1 }; turn right; repeat n { move }; collect",
        "set n = 0; while path ahead { move; change n by 1 }; turn right; repeat 5 { move }; collect",
        {
          worlds: [{ map: route("m3 r m5 l l m2 *") }, { map: route("m4 r m6 l l m2 *") }],
          blocks: [...BLOCKS, "sprout_repeat_until", "sprout_not", "sprout_path"],
          instructions:
            "Walk to the wall and count your steps in a variable. Turn right: the gem is the same number of steps down the next hall, which goes on past it. The first hall is a different length in each world.",
          hint: "While there is a path ahead, move and add 1 to the variable.",
          skills: [S.variables, S.until],
        },
      ),
      H(
        "spiral-out",
        "Spiral Out",
        route("m 2 m2 r m3 r m4"),
        "move; set n = tile; until goal { repeat n { move }; turn right; change n by 1 }",
        "move; set n = tile; until goal { repeat n { move }; turn right }",
        {
          worlds: [{ map: route("m 1 m r m2 r m3 r m4 r m5") }],
          blocks: [...BLOCKS, "sprout_tile_number", "sprout_repeat_until", "sprout_at_goal"],
          instructions:
            "Read the number tile, then spiral out to the flag: each side is one step longer than the last. The tile and the number of sides differ between worlds.",
          hint: "After each side, change the variable by 1 so the next side is longer.",
          skills: [S.variables, S.until],
        },
      ),
      H(
        "spiral-in",
        "Spiral In",
        route("m 5 m5 r m4 r m3 r m2 r m"),
        "move; set n = tile; until goal { repeat n { move }; turn right; change n by -1 }",
        "move; set n = tile; until goal { repeat n { move }; turn right; change n by 1 }",
        {
          worlds: [{ map: route("m 4 m4 r m3 r m2 r m") }],
          blocks: [...BLOCKS, "sprout_tile_number", "sprout_repeat_until", "sprout_at_goal"],
          instructions:
            "Now each side is one step shorter, spiralling in to the flag. Start from the number on the tile and count down. Each world starts from a different number.",
          hint: "Change the variable by -1 so each side is shorter.",
          skills: [S.variables, S.until],
        },
      ),
      H(
        "double-trouble",
        "Double Trouble",
        route("m 2 m2 l m4 l m8"),
        "move; set n = tile; repeat 3 { repeat n { move }; turn left; change n by n }",
        "move; set n = tile; repeat 3 { repeat n { move }; turn left; change n by 1 }",
        {
          worlds: [{ map: route("m 1 m l m2 l m4") }],
          blocks: [...BLOCKS, "sprout_tile_number"],
          instructions:
            "Each side is twice as long as the one before. The tile gives the first side, and it is different in each world.",
          hint: "To double a number, add the number to itself: change n by n.",
          skills: [S.variables, S.nested],
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
