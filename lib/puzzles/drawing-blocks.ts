// The drawing game's blocks (issue 27, docs/decisions/225): a turtle that draws lines; lib/puzzles/turtle.ts runs
// these.
import { type BlockSpec, HUE } from "./block-spec";

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

export const DRAWING_BLOCKS: readonly BlockSpec[] = [
  {
    type: "turtle_forward",
    shape: "statement",
    colour: HUE.pen,
    tooltip: "The turtle moves forward, drawing a line when the pen is down.",
    lines: [{ text: "move forward %1", args: [{ kind: "value", name: "STEPS", check: "Number", shadowNumber: 100 }] }],
  },
  {
    type: "turtle_turn",
    shape: "statement",
    colour: HUE.pen,
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
    colour: HUE.pen,
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
    colour: HUE.pen,
    tooltip: "The colour of the lines drawn from now on.",
    lines: [{ text: "pen colour %1", args: [{ kind: "dropdown", name: "COLOUR", options: PEN_COLOURS }] }],
  },
  {
    type: "turtle_define",
    shape: "definition",
    colour: HUE.func,
    tooltip: "Teach the turtle a shape. Use the size block inside: it is the number the shape is drawn with.",
    lines: [
      { text: "define %1 with size", args: [{ kind: "dropdown", name: "NAME", options: SHAPE_NAMES }] },
      { text: "%1", args: [{ kind: "statement", name: "DO" }] },
    ],
  },
  {
    type: "turtle_call",
    shape: "statement",
    colour: HUE.func,
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
    colour: HUE.func,
    tooltip: "The size the shape was asked to draw with.",
    lines: [{ text: "size", args: [] }],
  },
  {
    type: "turtle_divide",
    shape: "number",
    colour: HUE.data,
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
