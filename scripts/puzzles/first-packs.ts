// The first packs' source (issue 14, docs/decisions/090 and 261): hand-drawn maps, one line a puzzle — id, title, map
// (rows: # wall, . floor, G flag, * gem, ^ > v < start), then the reference and a typical wrong program in the notation
// (lib/puzzles/notation.ts). build-first-packs.ts turns this into content/puzzles/<id>.json, laid out as Blockly
// once saved them (LAYOUTS.classic); run `npm run puzzles:generate` after an edit.
import type { Idea } from "@/lib/puzzles/ideas";
import { type Skill, SKILLS as S } from "./skills";

export type FirstPuzzleSpec = {
  id: string;
  title: string;
  map: string[];
  solution: string;
  wrong: string;
  instructions: string;
  hint: string;
  /** More of the world than the map (`need`, `list`, `wantList`). */
  world?: Record<string, unknown>;
  /** Worlds 2 to 4 (issue 38): the same program must solve each; a map with its own `need`, `list`, `wantList`. */
  worlds?: ({ map: string[] } & Record<string, unknown>)[];
  /** The idea the puzzle teaches when it is not its unit's (lib/puzzles/ideas.ts). */
  idea?: Idea[];
  blocks?: string[];
  skills?: Skill[];
  standards?: Record<string, string[]>;
  /** The pack keeps the reference as the notation's text instead of a Blockly workspace. */
  solutionAsText?: true;
};
export type FirstPackSpec = {
  id: string;
  title: string;
  unit: string;
  level: "Green" | "Yellow" | "Orange";
  order: number;
  extra: boolean;
  /** Defaults for every puzzle of the pack. */
  blocks?: string[];
  skills?: Skill[];
  standards?: Record<string, string[]>;
  puzzles: FirstPuzzleSpec[];
};

const H = (
  id: string,
  title: string,
  map: string[],
  solution: string,
  wrong: string,
  more: Omit<FirstPuzzleSpec, "id" | "title" | "map" | "solution" | "wrong">,
): FirstPuzzleSpec => ({ id, title, map, solution, wrong, ...more });

export const FIRST_PACKS: FirstPackSpec[] = [
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
          instructions: "Some squares have gems. Pick up a gem only if Sprout is on one.",
          hint: "Use if on a gem, then pick up gem inside it.",
          skills: [S.conditionals],
        },
      ),
      H(
        "turn-when-blocked",
        "Turn When Blocked",
        [">....", "####.", "G###.", "....."],
        "until goal { if path ahead { move } else { turn right } }",
        "until goal { move }",
        {
          instructions: "If the path ahead is open, move. If not, turn right.",
          hint: "Ask path ahead? before every step. Turn right when it is blocked.",
        },
      ),
      H(
        "left-turns-only",
        "Left Turns Only",
        ["v###G", ".###.", ".###.", "....."],
        "until goal { if path ahead { move } else { turn left } }",
        "until goal { if path ahead { move } else { turn right } }",
        {
          instructions: "This path only turns left. Move when you can, turn left when you can't.",
          hint: "This time the path bends to Sprout's left.",
        },
      ),
      H(
        "left-or-right",
        "Left or Right?",
        [">..##", "##.##", "##...", "####G"],
        "until goal { if path ahead { move } else { if path left { turn left } else { turn right } } }",
        "until goal { if path ahead { move } else { turn right } }",
        {
          instructions: "The path turns both ways. Check ahead first, then check left.",
          hint: "Put an if/else inside the else: if path to the left, turn left, else turn right.",
          skills: [S.conditionals, { id: "nested-conditionals", title: "Choices inside choices" }],
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
          instructions: "On a gem? Pick it up. Otherwise, move forward.",
          hint: "Use if/else: pick up gem when on a gem, else move forward.",
        },
      ),
    ],
  },
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
  {
    id: "yellow-functions",
    title: "Teach Sprout New Moves",
    unit: "Functions",
    level: "Yellow",
    order: 4,
    extra: false,
    blocks: [
      "sprout_move",
      "sprout_turn",
      "sprout_collect",
      "sprout_repeat",
      "sprout_function_def",
      "sprout_function_call",
    ],
    skills: [S.functions, S.decomposition],
    standards: { CSTA: ["1B-AP-11"], NY: ["4-6.CT.4", "4-6.CT.5"], KS: ["5.AP.M.01"], MO: ["5.AP.M.01"] },
    puzzles: [
      H(
        "square-function",
        "Square Function",
        [">****", "*...*", "*...*", "*...*", "*****"],
        "repeat 4 { call star } def star { repeat 4 { move; collect }; turn right }",
        "repeat 4 { call star } def star { repeat 4 { move }; turn right }",
        {
          instructions: "Define a move for one side of the square, then repeat it.",
          hint: "Each side: move and pick up 4 times, then turn right.",
        },
      ),
      H(
        "stair-function",
        "Stair Function",
        ["####G", "###..", "##..#", "#..##", ">.###"],
        "call star; call star; call star; call star def star { move; turn left; move; turn right }",
        "call star; call star; call star def star { move; turn left; move; turn right }",
        {
          instructions: "Define one stair step, then use it to climb to the flag.",
          hint: "Count the stairs. Call your step once for each stair.",
        },
      ),
      H(
        "around-the-rocks",
        "Around the Rocks",
        ["#......#...#", ">.#..#...#.G"],
        "move; call star; move; call star; move; move; call star; move def star { turn left; move; turn right; move; move; turn right; move; turn left }",
        "move; call star; call star; move; move; call star; move def star { turn left; move; turn right; move; move; turn right; move; turn left }",
        {
          instructions: "Three rocks! Define a move that walks around one rock.",
          hint: "Count the squares between the rocks. Sprout must walk up to each rock first.",
        },
      ),
      H(
        "gem-pockets",
        "Gem Pockets",
        ["##*#*##*#", ">.......G"],
        "move; move; call star; move; move; call star; move; move; move; call star; move def star { turn left; move; collect; turn right; turn right; move; turn left }",
        "move; move; call star; move; move; call star; move; move; move; call star; move def star { turn left; move; collect; turn right; move; turn left }",
        {
          instructions: "Gems hide in little pockets. Define a move that grabs a pocket gem, then use it three times.",
          hint: "After picking up, Sprout must turn all the way around: turn right two times.",
        },
      ),
      H(
        "up-and-down",
        "Up and Down",
        ["##*##*####", ">........G", "####*###*#"],
        "move; move; call star; move; move; call moon; move; call star; move; move; move; call moon; move def star { turn left; move; collect; turn right; turn right; move; turn left } def moon { turn right; move; collect; turn left; turn left; move; turn right }",
        "move; move; call star; move; move; call star; move; call star; move; move; move; call star; move def star { turn left; move; collect; turn right; turn right; move; turn left } def moon { turn right; move; collect; turn left; turn left; move; turn right }",
        {
          instructions: "Pockets above and below! Define one move for up and another for down.",
          hint: "Use your up move for gems above and your down move for gems below.",
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
            "Keep your right hand on the wall: turn right when you can, move when you can, otherwise turn left.",
          hint: "Check the right side first. Only turn left when right and ahead are both blocked.",
          skills: [S.conditionals, S.algorithms],
        },
      ),
      H(
        "not-ahead",
        "Not Ahead",
        [">.*..", "####*", "G*..*"],
        "until goal { if not path ahead { turn right }; move; if gem { collect } }",
        "until goal { if path ahead { turn right }; move; if gem { collect } }",
        {
          instructions: "Turn right only when the path ahead is NOT open, then step and check for gems.",
          hint: "Use the not block: if not path ahead, turn right.",
        },
      ),
      H(
        "careful-collector",
        "Careful Collector",
        [">.*.", "##.*", "G*.*"],
        "until goal { if gem { collect } else { if path ahead { move } else { turn right } } }",
        "until goal { if path ahead { move } else { turn right } }",
        {
          instructions: "Pick up gems when you find them, move when you can, and turn right at walls.",
          hint: "Check for a gem first, before moving on.",
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
            "Turn left when the path ahead is NOT open AND there is a path to the left. Otherwise turn right at walls.",
          hint: "Use not: turn only when the path ahead is blocked.",
        },
      ),
    ],
  },
  {
    id: "orange-functions",
    title: "Moves With Memory",
    unit: "Functions",
    level: "Orange",
    order: 2,
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
    skills: [S.functions, S.variables],
    standards: { CSTA: ["2-AP-13", "2-AP-11"], NY: ["7-8.CT.4", "7-8.CT.5"], KS: ["6-8.AP.M.01"], MO: ["6-8.AP.M.01"] },
    puzzles: [
      H(
        "function-spiral",
        "Spiral Function",
        [".....G", ".#####", ".#>.##", ".##.##", "....##"],
        "set n = 1; repeat 5 { call star } def star { repeat n { move }; turn right; change n by 1 }",
        "repeat 5 { call star } def star { repeat n { move }; turn right; change n by 1 }",
        {
          instructions: "Define a move that walks one side of the spiral and makes the next side longer.",
          hint: "Set the variable to 1 before the first side.",
        },
      ),
      H(
        "pocket-counter",
        "Deeper and Deeper",
        ["######*#", "####*#.#", "##*#.#.#", ">......G"],
        "set n = 1; repeat 3 { move; move; call star; change n by 1 }; move def star { turn left; repeat n { move }; collect; turn right; turn right; repeat n { move }; turn left }",
        "set n = 1; repeat 3 { move; move; call star }; move def star { turn left; repeat n { move }; collect; turn right; turn right; repeat n { move }; turn left }",
        {
          instructions: "Each pocket is one square deeper. Use a variable for the depth inside your move.",
          hint: "After each pocket, change the depth by 1.",
        },
      ),
      H(
        "maze-function",
        "Maze Step",
        [">....", "####.", "G###.", "....."],
        "until goal { call star } def star { if path ahead { move } else { turn right } }",
        "until goal { call star } def star { move }",
        {
          instructions: "Define one smart step: move if you can, else turn right. Repeat it until the flag.",
          hint: "Your move needs an if/else that checks path ahead.",
        },
      ),
      H(
        "count-to-the-flag",
        "Count to Seven",
        [">......G"],
        "set n = 0; until n = 7 { move; change n by 1 }",
        "set n = 0; until n = 6 { move; change n by 1 }",
        {
          instructions: "Count your steps in a variable. Repeat until the count is 7.",
          hint: "Start the count at 0 and add 1 after every step.",
          skills: [S.variables, S.comparisons],
          standards: { CSTA: ["2-AP-11"], NY: ["7-8.CT.7"], KS: ["6-8.AP.V.01"], MO: ["6-8.AP.V.01"] },
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
