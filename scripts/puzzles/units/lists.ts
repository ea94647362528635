// The school-year packs of the Lists unit, Green to Orange (docs/decisions/220, 261, 262): one line a puzzle.
// Notation, routes and helpers: ../packs.ts. After an edit: npm run puzzles:generate, then npm run puzzles:check.
// Every puzzle holds 2-4 worlds (issue 38): other tile numbers to write down (another wanted list), or another
// list to walk by with the path shaped to match, so only a program that reads the tiles or the list solves all.
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
        worlds: [
          { route: "m 7 m", wantList: [7] },
          { route: "m 2 m", wantList: [2] },
        ],
        instructions:
          "📋 Write the number Sprout stands on in the list, then go to the flag 🚩. The number is different in each world!",
        hint: "“add … to my list” writes a number. Which block reads the tile for you?",
      }),
      P("Two for the List", "m 2 m 5 m", "repeat 2 { move; add tile }; move", {
        wantList: [2, 5],
        worlds: [
          { route: "m 6 m 1 m", wantList: [6, 1] },
          { route: "m 3 m 8 m", wantList: [3, 8] },
        ],
        instructions:
          "📋 Write both tile numbers in the list, in order, then go to the flag 🚩. Every world has other numbers.",
        hint: "Step, write, step, write 🔁: a repeat can do it twice.",
      }),
      P("Read the List", "m3 *", "repeat item 1 { move }; collect", {
        wrong: "repeat 2 { move }; collect",
        list: [3],
        worlds: [
          { route: "m5 *", list: [5] },
          { route: "m2 *", list: [2] },
        ],
        instructions: "📋 The list says how far to walk to the gem 💎. Each world has another number in its list.",
        hint: "“item 1 of my list” is the first number. Can a repeat use it?",
      }),
      P("Three for the List", "m 1 m 3 m 2 m2", "repeat 3 { move; add tile }; move; move", {
        wantList: [1, 3, 2],
        worlds: [
          { route: "m 4 m 2 m 5 m2", wantList: [4, 2, 5] },
          { route: "m 9 m 1 m 6 m2", wantList: [9, 1, 6] },
        ],
        instructions:
          "📋 Write all three tile numbers in the list, then walk on to the flag 🚩. The numbers change from world to world.",
        hint: "Write each number right after you step onto it. The same two blocks, three times!",
      }),
      P("Two Walks from the List", "m2 l m3", "repeat item 1 { move }; turn left; repeat item 2 { move }", {
        list: [2, 3],
        worlds: [
          { route: "m4 l m1", list: [4, 1] },
          { route: "m1 l m2", list: [1, 2] },
        ],
        instructions:
          "📋 Item 1 says how far to walk before turning left, item 2 how far to go after. Each world has its own list.",
        hint: "Read the first walk from item 1, and the second walk from item 2.",
      }),
      P("As Long as the List", "m4 *", "repeat length { move }; collect", {
        wrong: "repeat item 1 { move }; collect",
        list: [9, 2, 7, 5],
        worlds: [
          { route: "m2 *", list: [6, 8] },
          { route: "m6 *", list: [4, 1, 3, 8, 2, 6] },
        ],
        instructions:
          "📋 Walk one step for every number on the list, then pick up the gem 💎. The list is longer or shorter in each world.",
        hint: "How many numbers are on the list? One block counts them.",
      }),
      P("For Each Number", "m2 l m3 l m1", "each { repeat it { move }; turn left }", {
        list: [2, 3, 1],
        worlds: [
          { route: "m3 l m2 l m2", list: [3, 2, 2] },
          { route: "m1 l m3 l m2", list: [1, 3, 2] },
        ],
        instructions: "📋 Walk each number on the list and turn left after each walk. Every world has another list.",
        hint: "“for each item” goes through the list for you; “this item” is the number each time.",
        skills: [S.lists, S.listLoops],
      }),
      P("Copy the Tiles", "m 3 m * m 1 m * m", "repeat 2 { move; add tile; move; collect }; move", {
        wantList: [3, 1],
        worlds: [
          { route: "m 5 m * m 2 m * m", wantList: [5, 2] },
          { route: "m 8 m * m 4 m * m", wantList: [8, 4] },
        ],
        instructions:
          "📋 Write each tile number in the list and pick up the gem 💎 after it, then reach the flag 🚩. New numbers in every world.",
        hint: "Number, gem, number, gem: the same steps twice.",
      }),
    ],
  }),
  pack("Yellow", "Lists", 15, "Lists and Loops", {
    instructions: "📋 Sprout's list holds numbers in order. Build lists and walk through them.",
    hint: "“for each item” runs once per number; “this item” is the number each time.",
    blocks: LISTS,
    skills: [S.lists],
    puzzles: [
      P("List the Tiles", "m 3 m 1 m 4 m 1 m", "repeat 4 { move; add tile }; move", {
        wantList: [3, 1, 4, 1],
        worlds: [
          { route: "m 2 m 7 m 1 m 8 m", wantList: [2, 7, 1, 8] },
          { route: "m 5 m 5 m 6 m 2 m", wantList: [5, 5, 6, 2] },
        ],
        instructions:
          "📋 Write the four tile numbers in the list in order, then reach the flag. Each world has other numbers.",
        hint: "Read each tile as you step on it: four times the same two steps.",
      }),
      P("First and Last", "m3 r m5", "repeat item 1 { move }; turn right; repeat item length { move }", {
        list: [3, 9, 5],
        worlds: [
          { route: "m2 r m4", list: [2, 6, 1, 4] },
          { route: "m5 r m1", list: [5, 1] },
        ],
        wrong: "repeat item 2 { move }; turn right; repeat item 1 { move }",
        instructions:
          "📋 Walk the first item, turn right, then walk the last item. The lists have different lengths in each world.",
        hint: "Where is the last item? Its position is the length of the list.",
      }),
      P("Walk the List", "m4 r m2 r m3 r", "each { repeat it { move }; turn right }", {
        list: [4, 2, 3],
        worlds: [
          { route: "m2 r m3 r m1 r", list: [2, 3, 1] },
          { route: "m3 r m3 r m2 r", list: [3, 3, 2] },
        ],
        instructions: "📋 For each item, walk that many steps and turn right. Each world carries another list.",
        hint: "“this item” changes every time the for-each loop goes round.",
        skills: [S.lists, S.listLoops],
      }),
      P("Collect Until the Flag", "m 2 m m 7 m m 1 m", "until goal { move; if tile > 0 { add tile } }", {
        blocks: [...LISTS, "sprout_if", "sprout_compare"],
        wantList: [2, 7, 1],
        worlds: [
          { route: "m m 4 m m m 6 m", wantList: [4, 6] },
          { route: "m 9 m 2 m 3 m m", wantList: [9, 2, 3] },
        ],
        wrong: "until goal { move; add tile }",
        instructions:
          "📋 Write down every number tile on the way to the flag, but not the empty squares. The tiles lie in other places in each world.",
        hint: "An empty square reads 0. Only add the numbers that are bigger.",
      }),
      P("Zigzag List", "m2 l m r m3 l m r m l m r", "each { repeat it { move }; turn left; move; turn right }", {
        list: [2, 3, 1],
        worlds: [
          { route: "m l m r m2 l m r m3 l m r", list: [1, 2, 3] },
          { route: "m3 l m r m l m r m2 l m r", list: [3, 1, 2] },
        ],
        instructions:
          "📋 Each item says how far to walk before the next zigzag step up. The list changes from world to world.",
        hint: "After each walk comes the same little step: left, forward, right. Put it inside for each.",
        skills: [S.lists, S.listLoops],
      }),
      P("Gems by the List", "m2 * m3 * m1 *", "each { repeat it { move }; collect }", {
        list: [2, 3, 1],
        worlds: [
          { route: "m * m2 * m3 *", list: [1, 2, 3] },
          { route: "m3 * m * m2 *", list: [3, 1, 2] },
        ],
        instructions:
          "📋 The list says how far to walk to each gem. In every world the list and the gems are different.",
        hint: "For each item: walk it, then pick up.",
        skills: [S.lists, S.listLoops],
      }),
      P("Double the List", "m 2 m 3 m 1 m", "repeat 3 { move; add tile * 2 }; move", {
        blocks: [...LISTS, "sprout_arith"],
        wantList: [4, 6, 2],
        worlds: [
          { route: "m 4 m 1 m 5 m", wantList: [8, 2, 10] },
          { route: "m 3 m 3 m 2 m", wantList: [6, 6, 4] },
        ],
        wrong: "repeat 3 { move; add tile }; move",
        instructions:
          "📋 Write each tile number doubled into the list, then reach the flag. Every world has other numbers.",
        hint: "You can do maths inside the “add” block.",
      }),
      P(
        "Read, Then Walk",
        "m 2 m 3 l m5 *",
        "repeat 2 { move; add tile }; turn left; repeat item 1 + item 2 { move }; collect",
        {
          blocks: [...LISTS, "sprout_arith"],
          worlds: [{ route: "m 1 m 3 l m4 *" }, { route: "m 4 m 2 l m6 *" }],
          instructions:
            "📋 Write the two tile numbers in the list, turn left, then walk their sum to the gem. The numbers differ in each world.",
          hint: "Once both numbers are in the list, add item 1 and item 2 to know how far to go.",
          skills: [S.lists],
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
      P("Record the Path", "m 6 m 2 m 8 m 3 m 1 m", "repeat 5 { move; add tile }; move", {
        wantList: [6, 2, 8, 3, 1],
        worlds: [
          { route: "m 4 m 9 m 1 m 7 m 5 m", wantList: [4, 9, 1, 7, 5] },
          { route: "m 3 m 3 m 6 m 2 m 9 m", wantList: [3, 3, 6, 2, 9] },
        ],
        instructions:
          "📋 Record all five tile numbers in order, then step onto the flag. The numbers differ in every world.",
        hint: "Five identical step-and-record actions: one loop, with the tile's value as the data.",
      }),
      P("Walk by Index", "m2 l m4 l m3", "set i = 1; repeat 3 { repeat item i { move }; turn left; change i by 1 }", {
        list: [2, 4, 3],
        worlds: [
          { route: "m3 l m2 l m4", list: [3, 2, 4] },
          { route: "m1 l m3 l m2", list: [1, 3, 2] },
        ],
        instructions:
          "📋 Walk item 1, turn left, walk item 2, turn left, walk item 3, using a variable as the index. Each world has its own list.",
        hint: "A variable i can point at an item: start it at 1 and add 1 after each walk.",
        skills: [S.lists, S.variables],
      }),
      P("Walk Each", "l m5 l m3 l m4 l m1", "each { turn left; repeat it { move } }", {
        list: [5, 3, 4, 1],
        worlds: [
          { route: "l m3 l m4 l m2 l m1", list: [3, 4, 2, 1] },
          { route: "l m2 l m3 l m1", list: [2, 3, 1] },
        ],
        wrong: "each { turn right; repeat it { move } }",
        instructions:
          "📋 For every item: turn left, then walk the item. The lists differ in length and values between worlds.",
        hint: "Mind the order inside the loop: the turn comes before each walk.",
        skills: [S.lists, S.listLoops],
      }),
      P("Only the Big Ones", "m 2 m 9 m 4 m 7 m 1 m", "until goal { move; if tile > 5 { add tile } }", {
        wantList: [9, 7],
        worlds: [
          { route: "m 6 m 3 m 8 m 5 m 9 m", wantList: [6, 8, 9] },
          { route: "m 1 m 7 m 2 m", wantList: [7] },
        ],
        wrong: "until goal { move; add tile }",
        instructions:
          "📋 Record only the tile numbers greater than 5 on the way to the flag. Each world has other tiles.",
        hint: "Filter: test each value before you add it.",
        skills: [S.lists, S.comparisons],
      }),
      P("Sum of the List", "m10 *", "set s = 0; each { set s = s + it }; repeat s { move }; collect", {
        list: [3, 4, 3],
        worlds: [
          { route: "m7 *", list: [2, 5] },
          { route: "m8 *", list: [1, 2, 3, 2] },
        ],
        wrong: "each { set s = it }; repeat s { move }; collect",
        instructions:
          "📋 The gem lies as far away as all the list's items added together. Each world's list is different.",
        hint: "Keep a running total in a variable while the loop visits every item.",
        skills: [S.lists, S.listLoops, S.variables],
      }),
      P(
        "Reverse Walk",
        "m3 r m2 r m r",
        "set i = length; until i = 0 { repeat item i { move }; turn right; change i by -1 }",
        {
          list: [1, 2, 3],
          worlds: [
            { route: "m4 r m3 r m r", list: [1, 3, 4] },
            { route: "m3 r m2 r", list: [2, 3] },
          ],
          wrong: "each { repeat it { move }; turn right }",
          instructions:
            "📋 Walk the items from the last to the first, turning right after each. Each world carries another list.",
          hint: "Count an index down, from the length of the list to 1.",
          skills: [S.lists, S.listLoops],
        },
      ),
      P("Double Each", "m 1 m 3 m 2 m", "until goal { move; add tile * 2 }", {
        id: "o15-double-each",
        wantList: [2, 6, 4],
        worlds: [
          { route: "m 4 m 2 m", wantList: [8, 4] },
          { route: "m 3 m 1 m 5 m 2 m", wantList: [6, 2, 10, 4] },
        ],
        wrong: "until goal { move; add tile }",
        instructions:
          "📋 Record every tile number doubled, all the way to the flag. The path is longer or shorter in each world.",
        hint: "Loop until the flag, and transform each value as you add it.",
      }),
      P(
        "Count the Gems into the List",
        "m * m * m m * m * m",
        "set n = 0; repeat 5 { move; if gem { collect; change n by 1 } }; add n; move",
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
          wantList: [4],
          worlds: [
            { route: "m m * m * m m m", wantList: [2] },
            { route: "m * m * m * m * m * m", wantList: [5] },
          ],
          wrong: "set n = 0; repeat 5 { move; if gem { collect } }; add n; move",
          instructions:
            "📋 Count the gems you pick up on the way, write the count in the list, then step onto the flag. Each world has another number of gems.",
          hint: "A variable can count as you pick up; add it to the list at the end.",
          skills: [S.lists, S.counting],
        },
      ),
    ],
  }),
];
