// The block vocabulary of the puzzle world as data (issue 14, docs/decisions/090). Blockly's JSON block
// definitions (blocks.ts) and the interpreter's parser (parse-program.ts) both derive from BLOCKS, so a block the
// editor offers is a block the server understands, and nothing else is.

export type Shape = "hat" | "statement" | "number" | "boolean" | "definition";

export type Arg =
  | { kind: "dropdown"; name: string; options: readonly (readonly [label: string, value: string])[] }
  | { kind: "number"; name: string; min: number; max: number; value: number }
  | { kind: "variable"; name: string; value: string }
  | { kind: "value"; name: string; check: "Number" | "Boolean"; shadowNumber?: number }
  | { kind: "statement"; name: string };

/** One row of the block: text with %1, %2… standing for its args, in order. */
export type Line = { text: string; args: Arg[] };
/**
 * `icon`: the picture a pre-reader follows (K-2 packs), shown before the block's words; the words (and so the
 * keyboard labels and messages, `blockLabel`) stay as they are.
 */
export type BlockSpec = { type: string; shape: Shape; colour: number; tooltip: string; lines: Line[]; icon?: string };

export const FUNCTION_NAMES = [
  ["⭐ star", "star"],
  ["🌙 moon", "moon"],
  ["☀️ sun", "sun"],
  ["☁️ cloud", "cloud"],
] as const;

const MOVE = 160;
const LOOP = 120;
const LOGIC = 210;
const DATA = 330;
const FUNC = 290;
const LIST = 260;
const PEN = 20;

/** The drawing game's named shapes a child can define with a size (docs/decisions/225). */
export const SHAPE_NAMES = [
  ["🟦 square", "square"],
  ["🔺 triangle", "triangle"],
  ["⭐ star", "star"],
  ["🌸 flower", "flower"],
  ["🔷 shape", "shape"],
] as const;

/** Pen colours: the value is what the drawing uses (an SVG colour), the label what the child reads. */
export const PEN_COLOURS = [
  ["⚫ black", "#1f2937"],
  ["🔴 red", "#dc2626"],
  ["🔵 blue", "#2563eb"],
  ["🟢 green", "#16a34a"],
  ["🟠 orange", "#ea580c"],
  ["🟣 purple", "#9333ea"],
] as const;

const dir = (name: string) =>
  ({
    kind: "dropdown",
    name,
    options: [
      ["ahead", "ahead"],
      ["to the left", "left"],
      ["to the right", "right"],
    ],
  }) as const;

export const BLOCKS: readonly BlockSpec[] = [
  {
    type: "sprout_start",
    shape: "hat",
    colour: MOVE,
    tooltip: "Your program starts here.",
    lines: [{ text: "when ▶ run", args: [] }],
  },
  {
    type: "sprout_move",
    icon: "⬆️",
    shape: "statement",
    colour: MOVE,
    tooltip: "Sprout takes one step forward.",
    lines: [{ text: "move forward", args: [] }],
  },
  {
    type: "sprout_turn",
    icon: "🔄",
    shape: "statement",
    colour: MOVE,
    tooltip: "Sprout turns to face a new way.",
    lines: [
      {
        text: "turn %1",
        args: [
          {
            kind: "dropdown",
            name: "DIR",
            options: [
              ["left ↺", "left"],
              ["right ↻", "right"],
            ],
          },
        ],
      },
    ],
  },
  {
    type: "sprout_collect",
    icon: "💎",
    shape: "statement",
    colour: MOVE,
    tooltip: "Pick up the gem Sprout is standing on.",
    lines: [{ text: "pick up gem", args: [] }],
  },
  {
    type: "sprout_repeat",
    icon: "🔁",
    shape: "statement",
    colour: LOOP,
    tooltip: "Do the blocks inside again and again.",
    lines: [
      { text: "repeat %1 times", args: [{ kind: "value", name: "TIMES", check: "Number", shadowNumber: 3 }] },
      { text: "do %1", args: [{ kind: "statement", name: "DO" }] },
    ],
  },
  {
    type: "sprout_repeat_until",
    icon: "🔁",
    shape: "statement",
    colour: LOOP,
    tooltip: "Keep doing the blocks inside until the question is true.",
    lines: [
      { text: "repeat until %1", args: [{ kind: "value", name: "COND", check: "Boolean" }] },
      { text: "do %1", args: [{ kind: "statement", name: "DO" }] },
    ],
  },
  {
    type: "sprout_if",
    icon: "❓",
    shape: "statement",
    colour: LOGIC,
    tooltip: "Do the blocks inside only when the question is true.",
    lines: [
      { text: "if %1", args: [{ kind: "value", name: "COND", check: "Boolean" }] },
      { text: "do %1", args: [{ kind: "statement", name: "DO" }] },
    ],
  },
  {
    type: "sprout_if_else",
    icon: "❓",
    shape: "statement",
    colour: LOGIC,
    tooltip: "Do one thing when the question is true, and another when it is not.",
    lines: [
      { text: "if %1", args: [{ kind: "value", name: "COND", check: "Boolean" }] },
      { text: "do %1", args: [{ kind: "statement", name: "DO" }] },
      { text: "else %1", args: [{ kind: "statement", name: "ELSE" }] },
    ],
  },
  {
    type: "sprout_path",
    icon: "👀",
    shape: "boolean",
    colour: LOGIC,
    tooltip: "Is there a path?",
    lines: [{ text: "path %1 ?", args: [dir("DIR")] }],
  },
  {
    type: "sprout_on_gem",
    icon: "💎",
    shape: "boolean",
    colour: LOGIC,
    tooltip: "Is Sprout standing on a gem?",
    lines: [{ text: "on a gem ?", args: [] }],
  },
  {
    type: "sprout_at_goal",
    shape: "boolean",
    colour: LOGIC,
    tooltip: "Has Sprout reached the flag?",
    lines: [{ text: "at the flag 🏁 ?", args: [] }],
  },
  {
    type: "sprout_not",
    shape: "boolean",
    colour: LOGIC,
    tooltip: "True when the question inside is false.",
    lines: [{ text: "not %1", args: [{ kind: "value", name: "BOOL", check: "Boolean" }] }],
  },
  {
    type: "sprout_logic",
    shape: "boolean",
    colour: LOGIC,
    tooltip: "Join two questions.",
    lines: [
      {
        text: "%1 %2 %3",
        args: [
          { kind: "value", name: "A", check: "Boolean" },
          {
            kind: "dropdown",
            name: "OP",
            options: [
              ["and", "and"],
              ["or", "or"],
            ],
          },
          { kind: "value", name: "B", check: "Boolean" },
        ],
      },
    ],
  },
  {
    type: "sprout_number",
    shape: "number",
    colour: DATA,
    tooltip: "A number.",
    lines: [{ text: "%1", args: [{ kind: "number", name: "NUM", min: -1000, max: 1000, value: 0 }] }],
  },
  {
    type: "sprout_set_var",
    icon: "📦",
    shape: "statement",
    colour: DATA,
    tooltip: "Put a number in a variable.",
    lines: [
      {
        text: "set %1 to %2",
        args: [
          { kind: "variable", name: "VAR", value: "n" },
          { kind: "value", name: "VALUE", check: "Number", shadowNumber: 1 },
        ],
      },
    ],
  },
  {
    type: "sprout_change_var",
    icon: "📦",
    shape: "statement",
    colour: DATA,
    tooltip: "Add to the number in a variable.",
    lines: [
      {
        text: "change %1 by %2",
        args: [
          { kind: "variable", name: "VAR", value: "n" },
          { kind: "value", name: "DELTA", check: "Number", shadowNumber: 1 },
        ],
      },
    ],
  },
  {
    type: "sprout_get_var",
    shape: "number",
    colour: DATA,
    tooltip: "The number in a variable.",
    lines: [{ text: "%1", args: [{ kind: "variable", name: "VAR", value: "n" }] }],
  },
  {
    type: "sprout_arith",
    shape: "number",
    colour: DATA,
    tooltip: "Do maths with two numbers.",
    lines: [
      {
        text: "%1 %2 %3",
        args: [
          { kind: "value", name: "A", check: "Number", shadowNumber: 1 },
          {
            kind: "dropdown",
            name: "OP",
            options: [
              ["+", "add"],
              ["−", "sub"],
              ["×", "mul"],
            ],
          },
          { kind: "value", name: "B", check: "Number", shadowNumber: 1 },
        ],
      },
    ],
  },
  {
    type: "sprout_compare",
    shape: "boolean",
    colour: DATA,
    tooltip: "Compare two numbers.",
    lines: [
      {
        text: "%1 %2 %3",
        args: [
          { kind: "value", name: "A", check: "Number", shadowNumber: 0 },
          {
            kind: "dropdown",
            name: "OP",
            options: [
              ["=", "eq"],
              ["≠", "neq"],
              ["<", "lt"],
              [">", "gt"],
              ["≤", "lte"],
              ["≥", "gte"],
            ],
          },
          { kind: "value", name: "B", check: "Number", shadowNumber: 0 },
        ],
      },
    ],
  },
  {
    type: "sprout_function_def",
    icon: "🧩",
    shape: "definition",
    colour: FUNC,
    tooltip: "Teach Sprout a new move made of other blocks.",
    lines: [
      { text: "define %1", args: [{ kind: "dropdown", name: "NAME", options: FUNCTION_NAMES }] },
      { text: "%1", args: [{ kind: "statement", name: "DO" }] },
    ],
  },
  {
    type: "sprout_function_call",
    icon: "🧩",
    shape: "statement",
    colour: FUNC,
    tooltip: "Do the blocks of the move you defined.",
    lines: [{ text: "do %1", args: [{ kind: "dropdown", name: "NAME", options: FUNCTION_NAMES }] }],
  },
  {
    type: "sprout_tile_number",
    shape: "number",
    colour: DATA,
    icon: "🔢",
    tooltip: "The number written on the tile Sprout stands on (0 when there is none).",
    lines: [{ text: "number on this tile", args: [] }],
  },
  {
    type: "sprout_sign",
    shape: "boolean",
    colour: DATA,
    icon: "🪧",
    tooltip: "Does the sign Sprout stands on say this word?",
    lines: [
      {
        text: "sign says %1 ?",
        args: [
          {
            kind: "dropdown",
            name: "WORD",
            options: [
              ["“left”", "left"],
              ["“right”", "right"],
            ],
          },
        ],
      },
    ],
  },
  {
    type: "sprout_bag_count",
    shape: "number",
    colour: DATA,
    icon: "👜",
    tooltip: "How many gems Sprout has picked up.",
    lines: [{ text: "gems in my bag", args: [] }],
  },
  {
    type: "sprout_list_add",
    shape: "statement",
    colour: LIST,
    icon: "📋",
    tooltip: "Write a number at the end of Sprout's list.",
    lines: [{ text: "add %1 to my list", args: [{ kind: "value", name: "VALUE", check: "Number", shadowNumber: 1 }] }],
  },
  {
    type: "sprout_list_length",
    shape: "number",
    colour: LIST,
    icon: "📋",
    tooltip: "How many numbers are on Sprout's list.",
    lines: [{ text: "length of my list", args: [] }],
  },
  {
    type: "sprout_list_item",
    shape: "number",
    colour: LIST,
    icon: "📋",
    tooltip: "The number at this place on Sprout's list (the first is 1; 0 when there is none).",
    lines: [{ text: "item %1 of my list", args: [{ kind: "value", name: "INDEX", check: "Number", shadowNumber: 1 }] }],
  },
  {
    type: "sprout_for_each",
    shape: "statement",
    colour: LIST,
    icon: "📋",
    tooltip: "Do the blocks inside once for each number on the list, first to last.",
    lines: [
      { text: "for each item in my list", args: [] },
      { text: "do %1", args: [{ kind: "statement", name: "DO" }] },
    ],
  },
  {
    type: "sprout_each_item",
    shape: "number",
    colour: LIST,
    icon: "📋",
    tooltip: "The list's number this time round the “for each” loop.",
    lines: [{ text: "this item", args: [] }],
  },
  // The drawing game (issue 27, docs/decisions/225): a turtle that draws lines; lib/puzzles/turtle.ts runs these.
  {
    type: "turtle_forward",
    shape: "statement",
    colour: PEN,
    tooltip: "The turtle moves forward, drawing a line when the pen is down.",
    lines: [{ text: "move forward %1", args: [{ kind: "value", name: "STEPS", check: "Number", shadowNumber: 100 }] }],
  },
  {
    type: "turtle_turn",
    shape: "statement",
    colour: PEN,
    tooltip: "The turtle turns on the spot by some degrees (90 is a corner, 360 all the way round).",
    lines: [
      {
        text: "turn %1 by %2 degrees",
        args: [
          {
            kind: "dropdown",
            name: "DIR",
            options: [
              ["right ↻", "right"],
              ["left ↺", "left"],
            ],
          },
          { kind: "value", name: "DEGREES", check: "Number", shadowNumber: 90 },
        ],
      },
    ],
  },
  {
    type: "turtle_pen",
    shape: "statement",
    colour: PEN,
    tooltip: "Pen up: the turtle moves without drawing. Pen down: it draws again.",
    lines: [
      {
        text: "pen %1",
        args: [
          {
            kind: "dropdown",
            name: "PEN",
            options: [
              ["up ✋", "up"],
              ["down ✏️", "down"],
            ],
          },
        ],
      },
    ],
  },
  {
    type: "turtle_colour",
    shape: "statement",
    colour: PEN,
    tooltip: "The colour of the lines drawn from now on.",
    lines: [{ text: "pen colour %1", args: [{ kind: "dropdown", name: "COLOUR", options: PEN_COLOURS }] }],
  },
  {
    type: "turtle_define",
    shape: "definition",
    colour: FUNC,
    tooltip: "Teach the turtle a shape. Use the size block inside: it is the number the shape is drawn with.",
    lines: [
      { text: "define %1 with size", args: [{ kind: "dropdown", name: "NAME", options: SHAPE_NAMES }] },
      { text: "%1", args: [{ kind: "statement", name: "DO" }] },
    ],
  },
  {
    type: "turtle_call",
    shape: "statement",
    colour: FUNC,
    tooltip: "Draw the shape you defined, with this size.",
    lines: [
      {
        text: "draw %1 with size %2",
        args: [
          { kind: "dropdown", name: "NAME", options: SHAPE_NAMES },
          { kind: "value", name: "SIZE", check: "Number", shadowNumber: 50 },
        ],
      },
    ],
  },
  {
    type: "turtle_size",
    shape: "number",
    colour: FUNC,
    tooltip: "The size the shape was asked to draw with.",
    lines: [{ text: "size", args: [] }],
  },
  {
    type: "turtle_divide",
    shape: "number",
    colour: DATA,
    tooltip: "Divide one number by another (360 ÷ 5 is the turn of a pentagon).",
    lines: [
      {
        text: "%1 ÷ %2",
        args: [
          { kind: "value", name: "A", check: "Number", shadowNumber: 360 },
          { kind: "value", name: "B", check: "Number", shadowNumber: 4 },
        ],
      },
    ],
  },
];

export const BLOCK_TYPES: readonly string[] = BLOCKS.map((b) => b.type);
const byType = new Map(BLOCKS.map((b) => [b.type, b]));

export function findBlockSpec(type: string): BlockSpec | undefined {
  return byType.get(type);
}

/** The block's args by name (fields and inputs alike). */
export function argsOf(spec: BlockSpec): Arg[] {
  return spec.lines.flatMap((l) => l.args);
}
