// The school-year packs of the Data Types unit, Green to Orange (docs/decisions/220, 261, 262): one line a puzzle.
// Notation, routes and helpers: ../packs.ts. After an edit: npm run puzzles:generate, then npm run puzzles:check.
import { DATA, P, type PackSpec, pack } from "../packs";
import { SKILLS as S } from "../skills";

export const DATA_TYPES_PACKS: PackSpec[] = [
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
];
