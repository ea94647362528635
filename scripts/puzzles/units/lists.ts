// The school-year packs of the Lists unit, Green to Orange (docs/decisions/220, 261, 262): one line a puzzle.
// Notation, routes and helpers: ../packs.ts. After an edit: npm run puzzles:generate, then npm run puzzles:check.
import { LISTS, P, type PackSpec, pack } from "../packs";
import { SKILLS as S } from "../skills";

export const LISTS_PACKS: PackSpec[] = [
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
];
