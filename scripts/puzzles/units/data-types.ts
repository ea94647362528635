// The school-year packs of the Data Types unit, Green to Orange (docs/decisions/220, 261, 262): one line a puzzle.
// Notation, routes and helpers: ../packs.ts. After an edit: npm run puzzles:generate, then npm run puzzles:check.
// Every puzzle holds 2-4 worlds that differ where the reading decides (issue 38): another tile number with a
// corridor of that length, a sign pointing the other way, the gems elsewhere, so only reading solves them all.
import { DATA, P, type PackSpec, pack } from "../packs";
import { SKILLS as S } from "../skills";

/** Worlds of one puzzle, each from a route (../route.ts). */
const routes = (...rs: string[]) => rs.map((route) => ({ route }));

export const DATA_TYPES_PACKS: PackSpec[] = [
  pack("Green", "Data Types", 11, "Numbers and Words", {
    instructions: "Tiles show numbers 🔢 and words 🪧. Read them with the blocks to find the way.",
    hint: "Stand on the tile first, then read it: “number on this tile” is the number under Sprout.",
    blocks: DATA,
    skills: [S.numbers],
    puzzles: [
      P("Read the Number", "m 2 m2 l m", "move; repeat tile { move }; turn left; move", {
        worlds: routes("m 3 m3 l m", "m 1 m l m"),
        instructions:
          "🔢 Step onto the number. Walk that many steps, then turn left to the flag 🚩. The number is different in each world!",
        hint: "Don't count the squares yourself 👀: a block can read the number for you.",
      }),
      P("Number to a Gem", "m 3 m3 *", "move; repeat tile { move }; collect", {
        worlds: routes("m 2 m2 *", "m 4 m4 *"),
        instructions: "🔢 The number tile tells how far away the gem 💎 is. Each world has another number.",
        hint: "Stand on the tile first, then let its number count your steps.",
      }),
      P("Two Numbers", "m 2 m2 3 m3 *", "move; repeat tile { move }; repeat tile { move }; collect", {
        worlds: routes("m 3 m3 1 m *", "m 1 m 2 m2 *"),
        instructions:
          "🔢🔢 The first number says how far to the next number, and that one says how far to the gem 💎. New numbers in every world!",
        hint: "After the first walk, Sprout stands on another tile. Read again!",
      }),
      P("Number Corners", "m 2 m2 l m 3 m3 l", "repeat 2 { move; repeat tile { move }; turn left }", {
        worlds: routes("m 3 m3 l m 1 m l", "m 1 m l m 2 m2 l"),
        instructions:
          "🔢 Walk as far as the number says and turn left, two times, to reach the flag 🚩. The numbers change in every world.",
        hint: "The same steps happen twice 🔁. The tile counts the walk each time.",
      }),
      P("The Sign Says", "m L l m2", "move; if sign left { turn left } else { turn right }; move; move", {
        worlds: routes("m R r m2"),
        instructions: "🪧 The sign says which way to turn. In one world it says left, in the other right!",
        hint: "An “if” can ask the sign a question ❓ and choose the turn.",
        skills: [S.words, S.ifElse],
      }),
      P("Big or Small", "m 7 l m2", "move; if tile > 5 { turn left } else { turn right }; move; move", {
        worlds: routes("m 2 r m2", "m 9 l m2", "m 3 r m2"),
        instructions:
          "🔢 A big number (more than 5) means turn left ⬅️, a small one means turn right ➡️. Each world has its own number.",
        hint: "Compare the tile's number with 5 to choose the way.",
        skills: [S.numbers, S.comparisons],
      }),
      P("Three in the Bag", "m * m * m m * m * m", "until goal { move; if gem { if bag < 3 { collect } } }", {
        worlds: [
          { route: "m m * m * m * m * m", need: 3 },
          { route: "m * m m * m m * m", need: 3 },
        ],
        blocks: [...DATA, "sprout_on_gem"],
        wrong: "until goal { move; if gem { collect } }",
        need: 3,
        instructions:
          "👜 Bring exactly 3 gems 💎 to the flag 🚩: no more, no fewer. The gems lie in other places in each world.",
        hint: "Before you pick up a gem, look in the bag 👜: how many are in it already?",
        skills: [S.counting, S.conditionals],
      }),
      P(
        "Follow the Signs",
        "m2 L l m3 R r m2",
        "until goal { move; if sign left { turn left }; if sign right { turn right } }",
        {
          worlds: routes("m2 R r m3 L l m2", "m3 L l m R r m3"),
          instructions:
            "🪧 Signs point the way, and every world has other signs. Keep walking and do what each sign says.",
          hint: "After every step, check: is there a sign here, and what does it say?",
          skills: [S.words, S.until],
        },
      ),
    ],
  }),
  pack("Yellow", "Data Types", 11, "Numbers, Words and True or False", {
    instructions: "Tiles hold numbers 🔢 and words 🪧; questions answer true or false. Use them to steer.",
    hint: "A number can count a loop; a word can choose a turn; a comparison is true or false.",
    blocks: DATA,
    skills: [S.numbers],
    puzzles: [
      P("Number Bridge", "m 4 m4 * m", "move; repeat tile { move }; collect; move", {
        id: "y11-number-bridge",
        worlds: routes("m 2 m2 * m", "m 6 m6 * m"),
        instructions:
          "The number tile says how far the gem is. Pick it up, then step onto the flag. The number changes from world to world.",
        hint: "Don't count the squares: one block reads the number for you, whatever the world.",
      }),
      P("Number Hops", "m 2 m2 * m 3 m3 * m", "until goal { move; repeat tile { move }; collect }", {
        worlds: routes("m 3 m3 * m 1 m * m", "m 1 m * m 2 m2 * m"),
        wrong: "until goal { move; repeat tile { move } }",
        instructions:
          "Each number tile says how far to hop to the next gem. Hop, pick up, hop again, then reach the flag. Every world has other numbers.",
        hint: "Every hop is the same, only the number differs. Which loop keeps hopping until the flag?",
        skills: [S.numbers, S.until],
      }),
      P("Add One", "m 2 m3 *", "move; repeat tile + 1 { move }; collect", {
        worlds: routes("m 4 m5 *", "m 1 m2 *"),
        blocks: [...DATA, "sprout_arith"],
        wrong: "move; repeat tile { move }; collect",
        instructions: "The gem is one square further than the number on the tile says. Each world has its own number.",
        hint: "A repeat can count more than the tile says: put a sum in it.",
      }),
      P(
        "Sign After Sign",
        "m L l m R r m L l m",
        "until goal { move; if sign left { turn left } else { turn right } }",
        {
          id: "y11-left-right-left",
          worlds: routes("m R r m R r m L l m", "m L l m L l m R r m"),
          instructions:
            "A sign 🪧 on every corner says left or right. The signs change from world to world: follow them all.",
          hint: "Every step ends on a sign. An if–else can choose between the two turns each time.",
          skills: [S.words, S.ifElse],
        },
      ),
      P(
        "Small Numbers Go Left",
        "m 3 l m 7 r m",
        "repeat 2 { move; if tile < 5 { turn left } else { turn right } }; move",
        {
          worlds: routes("m 8 r m 2 l m", "m 1 l m 4 l m"),
          instructions: "A number under 5 sends Sprout left, any other number right. The numbers differ in each world.",
          hint: "Compare the tile's number with 5, then let an if–else choose the turn.",
          skills: [S.numbers, S.comparisons],
        },
      ),
      P(
        "Exactly Four",
        "m * m * m m * m m * m * m",
        "until bag = 4 { move; if gem { collect } }; until goal { move }",
        {
          worlds: [
            { route: "m m * m * m m * m * m * m", need: 4 },
            { route: "m * m m * m * m * m m * m", need: 4 },
          ],
          need: 4,
          blocks: [...DATA, "sprout_on_gem"],
          wrong: "until goal { move; if gem { collect } }",
          instructions:
            "Bring exactly 4 gems 👜 to the flag. There are more than 4, and they lie in other places in each world.",
          hint: "The bag count can end a loop: when is Sprout done picking up?",
          skills: [S.counting, S.comparisons, S.until],
        },
      ),
      P(
        "Signs and Numbers",
        "m 2 m2 m L l m 3 m3",
        "until goal { move; if sign left { turn left } else { repeat tile { move } } }",
        {
          worlds: routes("m 3 m3 m L l m 1 m", "m 1 m m L l m 2 m2"),
          instructions:
            "Number tiles say how far to walk; a sign 🪧 says where to turn left. They sit in other places in every world.",
          hint: "After each step, ask: is this a sign? If not, the tile's number (maybe 0) says how far to go.",
          skills: [S.numbers, S.words],
        },
      ),
      P(
        "Even Steps",
        "m 2 m2 R r m 4 m4",
        "until goal { move; if tile > 0 { repeat tile { move } }; if sign right { turn right } }",
        {
          worlds: routes("m 4 m4 R r m 2 m2", "m 6 m6 R r m 4 m4"),
          instructions:
            "Even numbers (2, 4, 6) say how far to walk, and a sign 🪧 turns Sprout right. Each world has other numbers.",
          hint: "Only walk by the number when there is one (more than 0), and turn only where the sign says.",
          skills: [S.numbers, S.words, S.comparisons],
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
      P("Read and Run", "m 5 m5 3 l m3", "move; repeat tile { move }; turn left; repeat tile { move }", {
        id: "o11-read-and-run",
        worlds: routes("m 3 m3 5 l m5", "m 7 m7 2 l m2"),
        instructions:
          "Two number tiles: the first says how far to run to the corner, the one on the corner how far to run after turning left. Their values differ in each world: read them, don't count.",
        hint: "A tile's number is data the program reads while it runs, so read again after the turn.",
      }),
      P("Twice the Number", "m 3 m6 *", "move; repeat tile * 2 { move }; collect", {
        worlds: routes("m 2 m4 *", "m 4 m8 *"),
        wrong: "move; repeat tile { move }; collect",
        instructions: "The gem lies twice as far away as the tile's number. Each world holds another number.",
        hint: "Arithmetic works on data read from the map: multiply the tile's value.",
      }),
      P("One Less", "m 4 m3 l m", "move; repeat tile - 1 { move }; turn left; move", {
        worlds: routes("m 2 m l m", "m 6 m5 l m"),
        wrong: "move; repeat tile { move }; turn left; move",
        instructions:
          "The corner lies one square short of the tile's number; turn left there to reach the flag. The number changes between worlds.",
        hint: "Subtract before you walk: a repeat takes any number expression.",
      }),
      P("Hop the Numbers", "m 3 m2 * m 4 m3 *", "repeat 2 { move; repeat tile - 1 { move }; collect }", {
        worlds: routes("m 2 m * m 5 m4 *", "m 4 m3 * m 2 m *"),
        wrong: "repeat 2 { move; repeat tile { move }; collect }",
        instructions:
          "Two hops: each tile's number minus one is the distance to the next gem. The numbers differ per world.",
        hint: "Both hops are the same computation on different data: one loop, one expression.",
      }),
      P(
        "Words at Corners",
        "m2 R r m2 L l m2 R r m2",
        "until goal { if sign right { turn right }; if sign left { turn left }; move }",
        {
          worlds: routes("m2 L l m2 R r m2 L l m2", "m2 R r m2 R r m2 L l m2"),
          instructions:
            "Signs at the corners hold the words left or right, and each world spells another route. Read every sign.",
          hint: "Each word is a value: test it and act on it on every square until the flag.",
          skills: [S.words],
        },
      ),
      P("Over Five", "m 8 r m 2 l m 6 r m", "repeat 3 { move; if tile > 5 { turn right } else { turn left } }; move", {
        worlds: routes("m 3 l m 9 r m 1 l m", "m 7 r m 6 r m 2 l m"),
        instructions:
          "At each number tile, more than 5 turns right and anything else turns left. The numbers change between worlds.",
        hint: "“tile > 5” is a true-or-false value; let it pick the branch each time.",
        skills: [S.numbers, S.comparisons],
      }),
      P("Exactly Five Gems", "m * m * m * m * m * m * m * m", "until goal { move; if bag < 5 and gem { collect } }", {
        worlds: [
          { route: "m * m * m * m m * m m * m", need: 5 },
          { route: "m m * m * m m * m * m * m", need: 5 },
        ],
        need: 5,
        wrong: "until goal { move; collect }",
        instructions: "Bring exactly 5 gems 👜 to the flag. Some squares are empty, and the gems move between worlds.",
        hint: "Join two questions with “and”: is there room for one more, and is there something here to take?",
        skills: [S.counting, S.compound],
      }),
      P(
        "Number or Word",
        "m 2 m2 m L l m 3 m3 m R r m",
        "until goal { move; if tile > 0 { repeat tile { move } } else { if sign left { turn left } else { if sign right { turn right } } } }",
        {
          worlds: routes("m 3 m3 m R r m 1 m m L l m", "m 1 m m L l m 2 m2 m L l m"),
          wrong: "until goal { move; repeat tile { move } }",
          instructions:
            "Squares hold numbers (walk that far) or words (turn that way). Each world mixes them differently.",
          hint: "Find the data's type first: a number greater than 0, or else a word?",
          skills: [S.numbers, S.words],
        },
      ),
    ],
  }),
];
