// The blocks that hold data (issues 14 and 27, docs/decisions/090, 220): numbers, variables, arithmetic and
// comparisons, the maze's functions, numbers and words on tiles, the bag, and the list.
import { type BlockSpec, HUE } from "./block-spec";

export const FUNCTION_NAMES = [
  ["⭐ star", "star"],
  ["🌙 moon", "moon"],
  ["☀️ sun", "sun"],
  ["☁️ cloud", "cloud"],
] as const;

export const DATA_BLOCKS: readonly BlockSpec[] = [
  {
    type: "sprout_number",
    shape: "number",
    colour: HUE.data,
    tooltip: "A number.",
    lines: [{ text: "%1", args: [{ kind: "number", name: "NUM", min: -1000, max: 1000, value: 0 }] }],
  },
  {
    type: "sprout_set_var",
    icon: "📦",
    shape: "statement",
    colour: HUE.data,
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
    colour: HUE.data,
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
    colour: HUE.data,
    tooltip: "The number in a variable.",
    lines: [{ text: "%1", args: [{ kind: "variable", name: "VAR", value: "n" }] }],
  },
  {
    type: "sprout_arith",
    shape: "number",
    colour: HUE.data,
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
    colour: HUE.data,
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
    colour: HUE.func,
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
    colour: HUE.func,
    tooltip: "Do the blocks of the move you defined.",
    lines: [{ text: "do %1", args: [{ kind: "dropdown", name: "NAME", options: FUNCTION_NAMES }] }],
  },
  {
    type: "sprout_tile_number",
    shape: "number",
    colour: HUE.data,
    icon: "🔢",
    tooltip: "The number written on the tile Sprout stands on (0 when there is none).",
    lines: [{ text: "number on this tile", args: [] }],
  },
  {
    type: "sprout_sign",
    shape: "boolean",
    colour: HUE.data,
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
    colour: HUE.data,
    icon: "👜",
    tooltip: "How many gems Sprout has picked up.",
    lines: [{ text: "gems in my bag", args: [] }],
  },
  {
    type: "sprout_list_add",
    shape: "statement",
    colour: HUE.list,
    icon: "📋",
    tooltip: "Write a number at the end of Sprout's list.",
    lines: [{ text: "add %1 to my list", args: [{ kind: "value", name: "VALUE", check: "Number", shadowNumber: 1 }] }],
  },
  {
    type: "sprout_list_length",
    shape: "number",
    colour: HUE.list,
    icon: "📋",
    tooltip: "How many numbers are on Sprout's list.",
    lines: [{ text: "length of my list", args: [] }],
  },
  {
    type: "sprout_list_item",
    shape: "number",
    colour: HUE.list,
    icon: "📋",
    tooltip: "The number at this place on Sprout's list (the first is 1; 0 when there is none).",
    lines: [{ text: "item %1 of my list", args: [{ kind: "value", name: "INDEX", check: "Number", shadowNumber: 1 }] }],
  },
  {
    type: "sprout_for_each",
    shape: "statement",
    colour: HUE.list,
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
    colour: HUE.list,
    icon: "📋",
    tooltip: "The list's number this time round the “for each” loop.",
    lines: [{ text: "this item", args: [] }],
  },
];
