// The school-year packs' source (docs/decisions/220, 261): one line a puzzle — title, route (the map, see route.ts)
// and reference program in the notation (lib/puzzles/notation.ts). build-school-year.ts turns this into
// content/puzzles/*.json (npm run puzzles:generate).
import type { Idea } from "@/lib/puzzles/ideas";
import { type Skill, SKILLS as S } from "./skills";

type Standards = Partial<Record<"CSTA" | "NY" | "KS" | "MO", readonly string[]>>;
/** One more world of a puzzle (issue 38): a route or a drawn map, with its own gems needed and lists. */
export type WorldSpec = { route?: string; map?: string[]; need?: number; list?: number[]; wantList?: number[] };
export type PuzzleSpec = {
  title: string;
  route?: string;
  map?: string[];
  solution: string;
  wrong?: string;
  id?: string;
  instructions?: string;
  hint?: string;
  blocks?: string[];
  skills?: Skill[];
  need?: number;
  list?: number[];
  wantList?: number[];
  /** Worlds 2 to 4: the same program must solve each (issue 38, docs/decisions/262). */
  worlds?: WorldSpec[];
  /** The idea the puzzle teaches when it is not its unit's (lib/puzzles/ideas.ts). */
  idea?: Idea[];
};
export type PackSpec = {
  id: string;
  idPrefix: string;
  title: string;
  unit: string;
  level: "Green" | "Yellow" | "Orange";
  order: number;
  extra: boolean;
  instructions: string;
  hint: string;
  blocks: string[];
  skills: Skill[];
  standards: Standards;
  puzzles: PuzzleSpec[];
};

const MOVE = ["sprout_move", "sprout_turn", "sprout_collect"];
const REPEAT = [...MOVE, "sprout_repeat"];
const UNTIL = [...REPEAT, "sprout_repeat_until", "sprout_at_goal", "sprout_path"];
const CHOOSE = [...UNTIL, "sprout_if", "sprout_if_else", "sprout_on_gem"];
const LOGIC = [...CHOOSE, "sprout_not", "sprout_logic"];
const VARS = [...REPEAT, "sprout_set_var", "sprout_change_var", "sprout_get_var"];
const MATHS = [...VARS, "sprout_arith", "sprout_compare", "sprout_if", "sprout_repeat_until", "sprout_at_goal"];
const FUNCS = [...REPEAT, "sprout_function_def", "sprout_function_call"];
const DATA = [
  ...REPEAT,
  "sprout_tile_number",
  "sprout_sign",
  "sprout_if",
  "sprout_if_else",
  "sprout_bag_count",
  "sprout_compare",
  "sprout_repeat_until",
  "sprout_at_goal",
];
const LISTS = [
  ...REPEAT,
  "sprout_tile_number",
  "sprout_list_add",
  "sprout_list_length",
  "sprout_list_item",
  "sprout_for_each",
  "sprout_each_item",
  "sprout_repeat_until",
  "sprout_at_goal",
];

const STD = {
  Green: {
    Introduction: { CSTA: ["1A-AP-08", "1A-AP-10"], NY: ["K-1.CT.6"], KS: ["K.AP.A.01"], MO: ["K.AP.A.01"] },
    "Data Types": { CSTA: ["1A-AP-09", "1A-DA-06"], NY: ["2-3.CT.4"], KS: ["2.AP.V.01"], MO: ["2.AP.V.01"] },
    Variables: { CSTA: ["1A-AP-09", "1B-AP-09"], NY: ["2-3.CT.4"], KS: ["3.AP.V.01"], MO: ["3.AP.V.01"] },
    Conditionals: { CSTA: ["1A-AP-10", "1B-AP-10"], NY: ["2-3.CT.8"], KS: ["2.AP.C.01"], MO: ["2.AP.C.01"] },
    Loops: { CSTA: ["1A-AP-10"], NY: ["K-1.CT.8", "2-3.CT.9"], KS: ["1.AP.C.01"], MO: ["1.AP.C.01"] },
    Lists: { CSTA: ["1A-DA-05", "1A-AP-09"], NY: ["2-3.CT.4"], KS: ["4.AP.V.01"], MO: ["4.AP.V.01"] },
    Functions: { CSTA: ["1A-AP-11", "1B-AP-11"], NY: ["2-3.CT.5"], KS: ["3.AP.M.01"], MO: ["3.AP.M.01"] },
  },
  Yellow: {
    Introduction: { CSTA: ["1B-AP-08", "1B-AP-10"], NY: ["4-6.CT.6"], KS: ["5.AP.A.01"], MO: ["5.AP.A.01"] },
    "Data Types": { CSTA: ["1B-AP-09", "2-AP-11"], NY: ["4-6.CT.7"], KS: ["5.AP.V.01"], MO: ["5.AP.V.01"] },
    Variables: { CSTA: ["1B-AP-09", "2-AP-11"], NY: ["4-6.CT.7"], KS: ["5.AP.V.01"], MO: ["5.AP.V.01"] },
    Conditionals: { CSTA: ["1B-AP-10"], NY: ["4-6.CT.8"], KS: ["5.AP.C.01"], MO: ["5.AP.C.01"] },
    Loops: { CSTA: ["1B-AP-10"], NY: ["4-6.CT.8"], KS: ["5.AP.C.01"], MO: ["5.AP.C.01"] },
    Lists: { CSTA: ["1B-AP-09", "2-AP-11"], NY: ["4-6.CT.7"], KS: ["6-8.AP.V.01"], MO: ["6-8.AP.V.01"] },
    Functions: { CSTA: ["1B-AP-11"], NY: ["4-6.CT.4", "4-6.CT.5"], KS: ["5.AP.M.01"], MO: ["5.AP.M.01"] },
  },
  Orange: {
    Introduction: { CSTA: ["2-AP-10"], NY: ["7-8.CT.6"], KS: ["6-8.AP.A.01"], MO: ["6-8.AP.A.01"] },
    "Data Types": { CSTA: ["2-AP-11"], NY: ["7-8.CT.7"], KS: ["6-8.AP.V.01"], MO: ["6-8.AP.V.01"] },
    Variables: { CSTA: ["2-AP-11"], NY: ["7-8.CT.7"], KS: ["6-8.AP.V.01"], MO: ["6-8.AP.V.01"] },
    Conditionals: { CSTA: ["2-AP-12"], NY: ["7-8.CT.8"], KS: ["6-8.AP.C.01"], MO: ["6-8.AP.C.01"] },
    Loops: { CSTA: ["2-AP-12"], NY: ["7-8.CT.8"], KS: ["6-8.AP.C.01"], MO: ["6-8.AP.C.01"] },
    Lists: { CSTA: ["2-AP-11", "2-DA-09"], NY: ["7-8.CT.7"], KS: ["6-8.AP.V.01"], MO: ["6-8.AP.V.01"] },
    Functions: { CSTA: ["2-AP-13", "2-AP-14"], NY: ["7-8.CT.4", "7-8.CT.5"], KS: ["6-8.AP.M.01"], MO: ["6-8.AP.M.01"] },
  },
} as const;

const P = (title: string, route: string, solution: string, more: Partial<PuzzleSpec> = {}): PuzzleSpec => ({
  title,
  route,
  solution,
  ...more,
});

type Level = PackSpec["level"];
function pack(
  level: Level,
  unit: keyof (typeof STD)["Green"],
  order: number,
  title: string,
  rest: Omit<PackSpec, "id" | "idPrefix" | "title" | "unit" | "level" | "order" | "extra" | "standards">,
): PackSpec {
  const u = unit.toLowerCase().replace(" ", "-");
  const l = level.toLowerCase();
  return {
    id: `${l}-${u}-${order}`,
    idPrefix: `${l[0]}${order}`,
    title,
    unit,
    level,
    order,
    extra: false,
    standards: STD[level][unit] as Standards,
    ...rest,
  };
}

export const PACKS: PackSpec[] = [
  // ——— Green (K-4): picture blocks, short programs ———
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
  pack("Green", "Data Types", 11, "Numbers and Words", {
    instructions: "Tiles show numbers 🔢 and words 🪧. Read them with the blocks to find the way.",
    hint: "Stand on the tile first, then read it: “number on this tile” is the number under Sprout.",
    blocks: DATA,
    skills: [S.numbers],
    puzzles: [
      P("Read the Number", "m 2 m2", "move; repeat tile { move }"),
      P("Number to a Gem", "m 3 m3 *", "move; repeat tile { move }; collect"),
      P("Two Numbers", "m 2 m2 1 m", "move; repeat tile { move }; repeat tile { move }"),
      P("Number Corners", "m 2 m2 l m 3 m3 l", "repeat 2 { move; repeat tile { move }; turn left }"),
      P("The Sign Says", "m L l m2", "move; if sign left { turn left } else { turn right }; move; move", {
        skills: [S.words, S.ifElse],
      }),
      P("Big or Small", "m 7 l m2", "move; if tile > 5 { turn left } else { turn right }; move; move", {
        skills: [S.numbers, S.comparisons],
      }),
      P("Three in the Bag", "m * m * m * m * m * m", "until goal { move; if bag < 3 { collect } }", {
        wrong: "until goal { move; collect }",
        need: 3,
        instructions: "Bring exactly 3 gems 👜 to the flag: no more, no fewer.",
        skills: [S.counting],
      }),
      P(
        "Follow the Signs",
        "m2 L l m3 R r m2",
        "until goal { move; if sign left { turn left }; if sign right { turn right } }",
        { skills: [S.words, S.until] },
      ),
    ],
  }),
  pack("Green", "Variables", 12, "Number Boxes", {
    instructions: "A variable 📦 is a box with a number in it. Put a number in the box and use it.",
    hint: "Set the box first, then use the box in the repeat block.",
    blocks: VARS,
    skills: [S.variables],
    puzzles: [
      P("A Box Called Steps", "m3", "set steps = 3; repeat steps { move }", {
        wrong: "set steps = 2; repeat steps { move }",
      }),
      P("Box of Gems", "m * m * m * m *", "set n = 4; repeat n { move; collect }", {
        wrong: "set n = 3; repeat n { move; collect }",
      }),
      P("Same Box, Two Walks", "m3 l m3", "set steps = 3; repeat steps { move }; turn left; repeat steps { move }"),
      P(
        "Grow the Box",
        "m2 r m3",
        "set steps = 2; repeat steps { move }; turn right; change steps by 1; repeat steps { move }",
      ),
      P(
        "Spiral Out",
        "m * l m2 * l m3 * l m4 *",
        "set n = 1; repeat 4 { repeat n { move }; collect; turn left; change n by 1 }",
      ),
      P("Spiral In", "m4 r m3 r m2 r m", "set n = 4; repeat 4 { repeat n { move }; turn right; change n by -1 }", {
        skills: [S.variables, S.nested],
      }),
      P(
        "Two Boxes",
        "m2 l m3 r m2 l m3",
        "set a = 2; set b = 3; repeat 2 { repeat a { move }; turn left; repeat b { move }; turn right }",
      ),
      P(
        "Count the Gems Down",
        "m3 * r m3 * r m2 * r m2 *",
        "set n = 3; repeat 2 { repeat 2 { repeat n { move }; collect; turn right }; change n by -1 }",
      ),
    ],
  }),
  pack("Green", "Conditionals", 13, "Maybe a Gem", {
    instructions: "❓ asks a question. Only pick up a gem 💎 when Sprout stands on one.",
    hint: "Use ❓ if “on a gem?” around the pick-up block.",
    blocks: CHOOSE,
    skills: [S.conditionals],
    puzzles: [
      P("Gem or Not", "m * m", "move; if gem { collect }; move"),
      P("Check Every Step", "m * m m *", "repeat 3 { move; if gem { collect } }", {
        blocks: [...REPEAT, "sprout_if", "sprout_on_gem"],
      }),
      P(
        "Long Hall of Maybe",
        "m * m m * r m m * m",
        "repeat 3 { move; if gem { collect } }; turn right; repeat 3 { move; if gem { collect } }",
        {
          blocks: [...REPEAT, "sprout_if", "sprout_on_gem"],
        },
      ),
      P("Walk Until the Flag", "m * m m * m m", "until goal { if gem { collect }; move }", {
        wrong: "until goal { move }",
      }),
      P("Wall Ahead?", "m3 l m3", "until goal { if not path ahead { turn left }; move }", {
        blocks: [...CHOOSE, "sprout_not"],
        wrong: "until goal { move }",
        skills: [S.conditionals, S.ifElse],
      }),
      P("Right at the Wall", "m2 * r m2 * r m2", "until goal { if path ahead { move } else { collect; turn right } }", {
        wrong: "until goal { if path ahead { move } else { turn left } }",
        skills: [S.conditionals, S.ifElse],
      }),
      P(
        "Gems Round the Corner",
        "m * m l m * m",
        "until goal { if gem { collect }; if path ahead { move } else { turn left } }",
        { skills: [S.conditionals, S.ifElse] },
      ),
      P(
        "Which Way?",
        "m2 * l m2 r m2",
        "until goal { if gem { collect }; if path left { turn left }; if path right { turn right }; move }",
        {
          wrong: "until goal { if path left { turn left }; if path right { turn right }; move }",
          skills: [S.conditionals, S.ifElse],
        },
      ),
    ],
  }),
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
  pack("Green", "Lists", 15, "Sprout's List", {
    instructions: "📋 Sprout carries a list of numbers. Write numbers on it and read them back.",
    hint: "“add … to my list” writes at the end; “item 1 of my list” reads the first number.",
    blocks: LISTS,
    skills: [S.lists],
    puzzles: [
      P("Write a Number", "m 4 m", "move; add tile; move", {
        wantList: [4],
        instructions: "Write the number Sprout stands on in the list 📋, then go to the flag.",
      }),
      P("Two for the List", "m 2 m 5 m", "repeat 2 { move; add tile }; move", { wantList: [2, 5] }),
      P("Read the List", "m3", "repeat item 1 { move }", {
        wrong: "repeat 2 { move }",
        list: [3],
        instructions: "The list 📋 says how far to walk. Read item 1.",
      }),
      P("Three for the List", "m 1 m 3 m 2 m2", "repeat 3 { move; add tile }; move; move", { wantList: [1, 3, 2] }),
      P("Two Walks from the List", "m2 l m3", "repeat item 1 { move }; turn left; repeat item 2 { move }", {
        list: [2, 3],
      }),
      P("As Long as the List", "m4", "repeat length { move }", {
        wrong: "repeat 3 { move }",
        list: [9, 9, 9, 9],
        instructions: "Walk one step for every number on the list 📋.",
      }),
      P("For Each Number", "m2 l m1 l m3 l", "each { repeat it { move }; turn left }", {
        list: [2, 1, 3],
        skills: [S.lists, S.listLoops],
      }),
      P("Copy the Tiles", "m 3 m * m 1 m * m", "repeat 2 { move; add tile; move; collect }; move", {
        wantList: [3, 1],
      }),
    ],
  }),
  pack("Green", "Functions", 16, "My Own Moves", {
    instructions: "🧩 Teach Sprout a new move with “define”, then use it again and again.",
    hint: "Put the steps that happen more than once inside 🧩 define, then call it.",
    blocks: FUNCS,
    skills: [S.functions],
    puzzles: [
      P("Define a Hop", "m2 * m2 *", "def star { move; move; collect } call star; call star", {
        wrong: "def star { move; move; collect } call star",
      }),
      P(
        "Corner Move",
        "m l m r m l m r m l m r",
        "def moon { move; turn left; move; turn right } call moon; call moon; call moon",
      ),
      P("Move and Loop", "m * m * m * m * m *", "def sun { move; collect } repeat 5 { call sun }"),
      P("Square Gems", "m2 * r m2 * r m2 *", "def star { move; move; collect; turn right } repeat 3 { call star }"),
      P(
        "Two Moves",
        "m2 * l m2 * r m2",
        "def star { move; move; collect } call star; turn left; call star; turn right; move; move",
      ),
      P(
        "Zig and Zag",
        "m * l m r m * l m r m *",
        "def moon { move; collect; turn left; move; turn right } repeat 2 { call moon }; move; collect",
      ),
      P(
        "Big Steps",
        "m3 r m3 l m3 r m3",
        "def sun { repeat 3 { move } } call sun; turn right; call sun; turn left; call sun; turn right; call sun",
        { skills: [S.functions, S.decomposition] },
      ),
      P(
        "Tower Trip",
        "m3 * l m3 * r m3 * l m3 *",
        "def star { repeat 3 { move }; collect } repeat 2 { call star; turn left; call star; turn right }",
        { skills: [S.functions, S.decomposition] },
      ),
    ],
  }),
  // ——— Yellow (grades 5-7) ———
  pack("Yellow", "Introduction", 10, "Getting Started", {
    instructions: "Plan Sprout's path to the flag. Use a loop where steps repeat.",
    hint: "Write the path as steps first; then look for steps that repeat.",
    blocks: REPEAT,
    skills: [S.sequencing, S.algorithms],
    puzzles: [
      P("Warm-Up Walk", "m3 r m2", "move; move; move; turn right; move; move"),
      P("Gem Zigzag", "m * m2 l m *", "move; collect; move; move; turn left; move; collect"),
      P("Meet the Loop", "m5", "repeat 5 { move }", { skills: [S.loops] }),
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
  pack("Yellow", "Data Types", 11, "Numbers, Words and True or False", {
    instructions: "Tiles hold numbers 🔢 and words 🪧; questions answer true or false. Use them to steer.",
    hint: "A number can count a loop; a word can choose a turn; a comparison is true or false.",
    blocks: DATA,
    skills: [S.numbers],
    puzzles: [
      P("Number Bridge", "m 4 m4 * m", "move; repeat tile { move }; collect; move", { id: "y11-number-bridge" }),
      P("Number Hops", "m 3 m3 2 m2 1 m", "move; until goal { repeat tile { move } }", {
        wrong: "move; repeat tile { move }",
      }),
      P("Add One", "m 2 m3", "move; repeat tile + 1 { move }", {
        blocks: [...DATA, "sprout_arith"],
        wrong: "move; repeat tile { move }",
      }),
      P(
        "Left, Right, Left",
        "m L l m R r m L l m",
        "until goal { move; if sign left { turn left } else { turn right } }",
        { skills: [S.words, S.ifElse] },
      ),
      P(
        "Small Numbers Go Left",
        "m 3 l m 7 r m",
        "repeat 2 { move; if tile < 5 { turn left } else { turn right } }; move",
        { skills: [S.numbers, S.comparisons] },
      ),
      P("Exactly Four", "m * m * m * m * m * m * m", "until goal { move; if bag < 4 { collect } }", {
        need: 4,
        wrong: "until goal { move; collect }",
        instructions: "Bring exactly 4 gems 👜 to the flag.",
        skills: [S.counting, S.comparisons],
      }),
      P(
        "Signs and Numbers",
        "m 2 m2 m L l m 3 m3",
        "until goal { move; if sign left { turn left } else { repeat tile { move } } }",
        { skills: [S.numbers, S.words] },
      ),
      P(
        "Even Steps",
        "m 2 m2 R r m 4 m4",
        "until goal { move; if tile > 0 { repeat tile { move } }; if sign right { turn right } }",
        { skills: [S.numbers, S.words, S.comparisons] },
      ),
    ],
  }),
  pack("Yellow", "Variables", 12, "Counters", {
    instructions: "A variable keeps a number while the program runs. Count with it.",
    hint: "Set the variable before the loop and change it inside the loop.",
    blocks: MATHS,
    skills: [S.variables],
    puzzles: [
      P("Store the Distance", "m5 r m5", "set d = 5; repeat d { move }; turn right; repeat d { move }"),
      P("Double It", "m2 l m4", "set d = 2; repeat d { move }; turn left; repeat d * 2 { move }"),
      P(
        "Growing Steps",
        "m * r m2 * r m3 * r m4 *",
        "set n = 1; repeat 4 { repeat n { move }; collect; turn right; change n by 1 }",
        { skills: [S.variables, S.nested] },
      ),
      P(
        "Shrinking Steps",
        "m5 l m4 l m3 l m2 l m",
        "set n = 5; repeat 5 { repeat n { move }; turn left; set n = n - 1 }",
        { skills: [S.variables, S.nested] },
      ),
      P("Count the Steps", "m6", "set n = 0; until goal { move; change n by 1 }", {
        wrong: "set n = 0; repeat 5 { move; change n by 1 }",
      }),
      P("Stop at Three", "m * m * m * m * m", "set n = 0; until n = 3 { move; collect; change n by 1 }; move; move", {
        need: 3,
        wrong: "set n = 0; until goal { move; collect }",
        skills: [S.variables, S.comparisons],
      }),
      P("Steps by Two", "m2 r m4 r m6", "set n = 2; repeat 3 { repeat n { move }; turn right; change n by 2 }", {
        skills: [S.variables, S.nested],
      }),
      P(
        "Zigzag Counter",
        "m l m r m2 l m2 r m3 l m3 r",
        "set n = 1; repeat 3 { repeat n { move }; turn left; repeat n { move }; turn right; change n by 1 }",
        { skills: [S.variables, S.nested] },
      ),
    ],
  }),
  pack("Yellow", "Conditionals", 13, "Choices on the Way", {
    instructions: "Ask questions as Sprout walks: is there a wall, a gem, a way to turn?",
    hint: "Inside the loop, ask a question with if, and choose with else.",
    blocks: LOGIC,
    skills: [S.conditionals],
    puzzles: [
      P("Gems Here and There", "m2 * m * m2 * m", "until goal { if gem { collect }; if path ahead { move } }", {
        wrong: "until goal { move }",
      }),
      P("Turn Right When Blocked", "m3 r m2 r m3", "until goal { if path right { turn right }; move }", {
        wrong: "until goal { move }",
        skills: [S.conditionals, S.ifElse],
      }),
      P("Not Blocked", "m2 l m3 l m2", "until goal { if not path ahead { turn left } else { move } }", {
        skills: [S.conditionals, S.compound],
        wrong: "until goal { move }",
      }),
      P(
        "Gems on a Winding Road",
        "m2 * l m2 * r m *",
        "until not path ahead and not path left and not path right { if gem { collect }; if path ahead { move } else { if path left { turn left } else { turn right } } }; collect",
        { skills: [S.conditionals, S.compound], wrong: "until goal { move }" },
      ),
      P(
        "Right Hand on the Wall",
        "m2 r m2 l m2 r m2 l m",
        "until goal { if path right { turn right }; if path ahead { move } else { turn left } }",
        { skills: [S.conditionals, S.nested], wrong: "until goal { if path ahead { move } else { turn left } }" },
      ),
      P(
        "Gem or Step",
        "m * m * l m m * r m2",
        "until goal { if gem { collect } else { if path ahead { move } else { if path left { turn left } else { turn right } } } }",
        { skills: [S.conditionals, S.ifElse] },
      ),
      P(
        "Either Way",
        "m3 r m3 l m3",
        "until goal { if path ahead or gem { move } else { if path left { turn left } else { turn right } } }",
        { skills: [S.conditionals, S.compound], wrong: "until goal { if path ahead { move } else { turn left } }" },
      ),
      P(
        "Careful Collector",
        "m * m2 * l m2 * l m2 *",
        "until goal { if gem and path ahead { collect; move } else { if gem { collect } else { if path ahead { move } else { turn left } } } }",
        { skills: [S.conditionals, S.compound], wrong: "until goal { if path ahead { move } else { turn left } }" },
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
  pack("Yellow", "Lists", 15, "Lists and Loops", {
    instructions: "📋 Sprout's list holds numbers in order. Build lists and walk through them.",
    hint: "“for each item” runs once per number; “this item” is the number each time.",
    blocks: LISTS,
    skills: [S.lists],
    puzzles: [
      P("List the Tiles", "m 3 m 1 m 4 m 1 m", "repeat 4 { move; add tile }; move", { wantList: [3, 1, 4, 1] }),
      P("First and Last", "m3 r m5", "repeat item 1 { move }; turn right; repeat item length { move }", {
        list: [3, 9, 5],
        wrong: "repeat item 2 { move }; turn right; repeat item 1 { move }",
      }),
      P("Walk the List", "m4 r m2 r m3 r", "each { repeat it { move }; turn right }", {
        list: [4, 2, 3],
        skills: [S.lists, S.listLoops],
      }),
      P("Collect Until the Flag", "m 2 m m 7 m m 1 m", "until goal { move; if tile > 0 { add tile } }", {
        blocks: [...LISTS, "sprout_if", "sprout_compare"],
        wantList: [2, 7, 1],
        wrong: "until goal { move; add tile }",
      }),
      P("Zigzag List", "m l m2 r m3 l m4 r", "each { repeat it { move }; turn left; move; turn right }", {
        map: undefined,
        route: "m2 l m r m3 l m r m l m r",
        list: [2, 3, 1],
        skills: [S.lists, S.listLoops],
      }),
      P("Gems by the List", "m2 * m3 * m1 *", "each { repeat it { move }; collect }", {
        list: [2, 3, 1],
        skills: [S.lists, S.listLoops],
      }),
      P("Double the List", "m 2 m 3 m 1 m", "repeat 3 { move; add tile * 2 }; move", {
        blocks: [...LISTS, "sprout_arith"],
        wantList: [4, 6, 2],
        wrong: "repeat 3 { move; add tile }; move",
      }),
      P(
        "Read, Then Walk",
        "m 2 m 3 l m5 r",
        "repeat 2 { move; add tile }; turn left; repeat item 1 + item 2 { move }",
        { blocks: [...LISTS, "sprout_arith"], route: "m 2 m 3 l m5", skills: [S.lists, S.listLoops] },
      ),
    ],
  }),
  pack("Yellow", "Functions", 16, "Build Your Own Blocks", {
    instructions: "🧩 Define a move once and use it wherever the pattern appears.",
    hint: "Find the pattern, define it, then call it as many times as it appears.",
    blocks: FUNCS,
    skills: [S.functions, S.decomposition],
    puzzles: [
      P("Gem Step", "m * m * m * m * m * m *", "def star { move; collect } repeat 6 { call star }"),
      P("Turn Around", "m2 l m2 l m2 l", "def moon { move; move; turn left } repeat 3 { call moon }", {
        route: "m2 l m2 l m2",
      }),
      P(
        "Stair Step",
        "m l m r m l m r m l m r m l m r",
        "def sun { move; turn left; move; turn right } repeat 4 { call sun }",
      ),
      P(
        "Gem Corners",
        "m3 * r m3 * r m3 * r",
        "def star { repeat 3 { move }; collect } repeat 3 { call star; turn right }",
      ),
      P(
        "Two Functions",
        "m2 * l m2 * r m2 * l m2 *",
        "def star { move; move; collect } def moon { call star; turn left; call star; turn right } repeat 2 { call moon }",
        {
          wrong: "def star { move; move; collect } def moon { call star; turn left; call star; turn right } call moon",
        },
      ),
      P(
        "Hallway Sweep",
        "m * m * m * l m l m * m * m * r m r",
        "def sun { repeat 3 { move; collect } } call sun; turn left; move; turn left; call sun; turn right; move",
        { route: "m * m * m * l m l m * m * m * r m" },
      ),
      P(
        "Square Dance",
        "m2 r m2 r m2 r m2 r",
        "def star { repeat 2 { move }; turn right } def moon { repeat 3 { call star } } call moon; move",
        {
          route: "m2 r m2 r m2 r m",
          wrong: "def star { repeat 2 { move }; turn right } def moon { repeat 3 { call star } } call moon",
        },
      ),
      P(
        "Tower Builder",
        "m3 * l m * r m3 * l m * r",
        "def star { repeat 3 { move }; collect } def moon { turn left; move; collect; turn right } repeat 2 { call star; call moon }",
        { route: "m3 * l m * r m3 * l m *" },
      ),
    ],
  }),
  // ——— Orange (grade 8) ———
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
      P("Stairs Until", "m r m l m r m l m r m", "until goal { move; turn right; move; turn left }", {
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
  pack("Orange", "Data Types", 11, "Data on the Map", {
    instructions: "Numbers, words and true-or-false values are data. Read them from the map and compute with them.",
    hint: "Combine the data: arithmetic on numbers, comparisons that give true or false.",
    blocks: [...DATA, "sprout_arith", "sprout_not", "sprout_logic", "sprout_path", "sprout_on_gem"],
    skills: [S.numbers],
    puzzles: [
      P("Read and Run", "m 5 m5 l m", "move; repeat tile { move }; turn left; move", { id: "o11-read-and-run" }),
      P("Twice the Number", "m 3 m6", "move; repeat tile * 2 { move }", { wrong: "move; repeat tile { move }" }),
      P("One Less", "m 4 m3 *", "move; repeat tile - 1 { move }; collect", {
        wrong: "move; repeat tile { move }; collect",
      }),
      P("Hop the Numbers", "m 3 m2 * m 4 m3 *", "repeat 2 { move; repeat tile - 1 { move }; collect }", {
        wrong: "repeat 2 { move; repeat tile { move }; collect }",
      }),
      P(
        "Words at Corners",
        "m2 R r m2 L l m2 R r m2",
        "until goal { if sign right { turn right }; if sign left { turn left }; move }",
        { skills: [S.words] },
      ),
      P("Over Five", "m 8 r m 2 l m 6 r m", "repeat 3 { move; if tile > 5 { turn right } else { turn left } }; move", {
        skills: [S.numbers, S.comparisons],
      }),
      P("Exactly Five Gems", "m * m * m * m * m * m * m * m", "until goal { move; if bag < 5 and gem { collect } }", {
        need: 5,
        wrong: "until goal { move; collect }",
        instructions: "Bring exactly 5 gems 👜 to the flag.",
        skills: [S.counting, S.compound],
      }),
      P(
        "Number or Word",
        "m 2 m2 m L l m 3 m3 m R r m",
        "until goal { move; if tile > 0 { repeat tile { move } } else { if sign left { turn left } else { if sign right { turn right } } } }",
        { wrong: "until goal { move; repeat tile { move } }", skills: [S.numbers, S.words] },
      ),
    ],
  }),
  pack("Orange", "Variables", 12, "State and Change", {
    instructions: "Variables hold the program's state. Initialise them, update them, and use them to steer.",
    hint: "Initialise before the loop; update inside it; read it where a number is needed.",
    blocks: MATHS,
    skills: [S.variables],
    puzzles: [
      P("Distance Variable", "m7", "set d = 7; repeat d { move }", { wrong: "set d = 6; repeat d { move }" }),
      P("Steps Counted", "m4 l m4", "set n = 0; repeat 2 { repeat 4 { move; change n by 1 }; turn left }", {
        route: "m4 l m4 l",
      }),
      P(
        "Triangle Numbers",
        "m * l m2 * l m3 * l m4 *",
        "set n = 1; repeat 4 { repeat n { move }; collect; turn left; set n = n + 1 }",
        { skills: [S.variables, S.nested] },
      ),
      P("Square Spiral", "m2 r m3 r m4 r m5", "set n = 2; repeat 4 { repeat n { move }; turn right; change n by 1 }", {
        skills: [S.variables, S.nested],
      }),
      P("Until Ten Steps", "m5 l m5", "set n = 0; until n = 10 { move; change n by 1; if n = 5 { turn left } }", {
        wrong: "set n = 0; until n = 10 { move; change n by 1 }",
        skills: [S.variables, S.comparisons],
      }),
      P(
        "Fibonacci Walk",
        "m l m l m2 l m3 l m5",
        "set a = 1; set b = 1; repeat 5 { repeat a { move }; turn left; set c = a + b; set a = b; set b = c }",
        { route: "m l m l m2 l m3 l m5 l", skills: [S.variables, S.algorithms] },
      ),
      P("Gems Counted", "m * m m * m m * m", "set n = 0; until goal { move; if gem { collect; change n by 1 } }", {
        blocks: [...MATHS, "sprout_on_gem"],
        wrong: "set n = 0; until goal { move }",
      }),
      P(
        "Every Second Cell",
        "m2 * m2 * m2 * m2 *",
        "set n = 0; repeat 8 { move; change n by 1; if n = 2 { collect; set n = 0 } }",
        { skills: [S.variables, S.comparisons] },
      ),
    ],
  }),
  pack("Orange", "Conditionals", 13, "Decisions", {
    instructions: "Make Sprout decide at every step. Join questions with and, or, not.",
    hint: "Write the rule Sprout follows in words first, then as if / else.",
    blocks: LOGIC,
    skills: [S.conditionals],
    puzzles: [
      P("Only on Gems", "m * m2 * m *", "until goal { move; if gem { collect } }; turn right", {
        id: "o13-only-on-gems",
        route: "m * m m * m * m m",
        solution: "repeat 6 { move; if gem { collect } }",
        wrong: "repeat 6 { move }",
      }),
      P("Dead End Ahead", "m4 r m3", "until goal { if not path ahead { turn right }; move }", {
        wrong: "until goal { move }",
      }),
      P(
        "Left Hand Rule",
        "m2 l m2 r m2 l m2 r",
        "until goal { if path left { turn left } else { if not path ahead { turn right } }; move }",
        { route: "m2 l m2 r m2 l m2", wrong: "until goal { if path ahead { move } else { turn right } }" },
      ),
      P(
        "Both Ways Open",
        "m3 r m2 l m2",
        "until goal { if path left and path right { turn right } else { if not path ahead { if path left { turn left } else { turn right } } }; move }",
        { skills: [S.conditionals, S.compound], route: "m3 r m2 l m2", wrong: "until goal { move }" },
      ),
      P(
        "Gem or Wall",
        "m * m * r m * m l m",
        "until goal { if gem { collect } else { if path ahead { move } else { if path right { turn right } else { turn left } } } }",
        { skills: [S.conditionals, S.nested], wrong: "until goal { if path ahead { move } else { turn right } }" },
      ),
      P(
        "Not a Gem",
        "m * m m * m l m * m m",
        "until goal { if not gem { if path ahead { move } else { turn left } } else { collect } }",
        { skills: [S.conditionals, S.compound], wrong: "until goal { if path ahead { move } else { turn left } }" },
      ),
      P(
        "Right Wall Follower",
        "m2 r m2 l m2 l m2 r m2",
        "until goal { if path right { turn right; move } else { if path ahead { move } else { if path left { turn left } else { turn right; turn right } } } }",
        { skills: [S.conditionals, S.algorithms], wrong: "until goal { if path ahead { move } else { turn left } }" },
      ),
      P(
        "Gems in a Maze",
        "m * m r m * m l m2 * l m",
        "until goal { if gem { collect }; if path right { turn right }; if path ahead { move } else { turn left } }",
        {
          skills: [S.conditionals, S.compound],
          wrong: "until goal { if path right { turn right }; if path ahead { move } else { turn left } }",
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
  pack("Orange", "Lists", 15, "Working with Lists", {
    instructions: "📋 Build lists from the map, transform them, and use them to plan Sprout's path.",
    hint: "Use “for each” to visit every item, “item n” to pick one, “length” to count them.",
    blocks: [
      ...LISTS,
      "sprout_arith",
      "sprout_compare",
      "sprout_if",
      "sprout_set_var",
      "sprout_change_var",
      "sprout_get_var",
    ],
    skills: [S.lists],
    puzzles: [
      P("Record the Path", "m 6 m 2 m 8 m 3 m 1 m", "repeat 5 { move; add tile }; move", { wantList: [6, 2, 8, 3, 1] }),
      P("Walk by Index", "m2 l m4 r m3", "set i = 1; repeat 3 { repeat item i { move }; turn left; change i by 1 }", {
        list: [2, 4, 3],
        route: "m2 l m4 l m3",
        skills: [S.lists, S.variables],
      }),
      P("Walk Each", "l m5 l m l m4 l m2", "each { turn left; repeat it { move } }", {
        list: [5, 1, 4, 2],
        wrong: "each { turn right; repeat it { move } }",
        skills: [S.lists, S.listLoops],
      }),
      P("Only the Big Ones", "m 2 m 9 m 4 m 7 m 1 m", "until goal { move; if tile > 5 { add tile } }", {
        wantList: [9, 7],
        wrong: "until goal { move; add tile }",
        skills: [S.lists, S.comparisons],
      }),
      P("Sum of the List", "m10", "set s = 0; each { set s = s + it }; repeat s { move }", {
        list: [3, 4, 3],
        wrong: "each { set s = it }; repeat s { move }",
        skills: [S.lists, S.listLoops, S.variables],
      }),
      P(
        "Reverse Walk",
        "m3 r m1 r m2",
        "set i = length; until i = 0 { repeat item i { move }; turn right; change i by -1 }",
        {
          list: [1, 2, 3],
          route: "m3 r m2 r m r",
          wrong: "each { repeat it { move }; turn right }",
          skills: [S.lists, S.listLoops],
        },
      ),
      P("Double Each", "m 1 m 3 m 2 m", "repeat 3 { move; add tile * 2 }; each { }; move", {
        id: "o15-double-each",
        solution: "repeat 3 { move; add tile + tile }; move",
        wantList: [2, 6, 4],
        wrong: "repeat 3 { move; add tile }; move",
      }),
      P(
        "Count the Gems into the List",
        "m * m * m m * m * m * m",
        "set n = 0; until goal { move; if gem { collect; change n by 1 } }; add n",
        {
          blocks: [
            ...LISTS,
            "sprout_compare",
            "sprout_if",
            "sprout_set_var",
            "sprout_change_var",
            "sprout_get_var",
            "sprout_on_gem",
          ],
          id: "o15-gem-tally",
          route: "m * m * m m * m * m",
          solution: "set n = 0; repeat 5 { move; if gem { collect; change n by 1 } }; add n; move",
          wantList: [4],
          wrong: "set n = 0; repeat 5 { move; if gem { collect } }; add n; move",
          skills: [S.lists, S.counting],
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
      P("Three Gem Hops", "m2 * m2 * m2 *", "def star { move; move; collect } repeat 3 { call star }"),
      P(
        "Turn Around Move",
        "m2 r m r m2",
        "def moon { turn right; turn right } move; move; turn right; move; turn right; move; move",
        {
          id: "o16-u-turn",
          route: "m2 r m r m2",
          solution: "def moon { move; move; turn right } call moon; move; turn right; move; move",
          wrong: "def moon { move; move; turn right } call moon; move; turn left; move; move",
        },
      ),
      P("Corridor Function", "m5 l m5", "def sun { until not path ahead { move } } call sun; turn left; call sun", {
        skills: [S.functions, S.until],
        wrong: "def sun { until not path ahead { move } } call sun; turn right; call sun",
      }),
      P(
        "Square Function",
        "m3 r m3 r m3 r m2",
        "def star { repeat 3 { move }; turn right } repeat 3 { call star }; move; move",
      ),
      P(
        "Smart Step",
        "m * m m * m l m *",
        "def star { if gem { collect }; if path ahead { move } else { turn left } } until goal { call star }",
        {
          route: "m * m m * m l m * m",
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
        },
      ),
      P(
        "Zigzag Builder",
        "m l m r m l m r m * l m r m l m r m l m *",
        "def star { move; turn left; move; turn right } def moon { repeat 2 { call star }; move; collect } repeat 2 { call moon }",
        {
          route: "m l m r m l m r m * m l m r m l m r m *",
          wrong:
            "def star { move; turn left; move; turn right } def moon { repeat 2 { call star }; move; collect } call moon",
        },
      ),
      P(
        "Maze Solver",
        "m2 l m2 r m2 r m2 l m",
        "def star { if path left { turn left } else { if not path ahead { turn right } } } until goal { call star; move }",
        {
          skills: [S.functions, S.algorithms],
          wrong: "def star { if path right { turn right } } until goal { call star; move }",
        },
      ),
    ],
  }),
];
