// The maze's step, loop and question blocks (issue 14, docs/decisions/090): moving Sprout, repeating, and asking
// the map (path, gem, goal) with not / and / or.
import { type BlockSpec, HUE } from "./block-spec";

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

export const STEP_BLOCKS: readonly BlockSpec[] = [
  {
    type: "sprout_start",
    shape: "hat",
    colour: HUE.move,
    tooltip: "Your program starts here.",
    lines: [{ text: "when ▶ run", args: [] }],
  },
  {
    type: "sprout_move",
    icon: "⬆️",
    shape: "statement",
    colour: HUE.move,
    tooltip: "Sprout takes one step forward.",
    lines: [{ text: "move forward", args: [] }],
  },
  {
    type: "sprout_turn",
    icon: "🔄",
    shape: "statement",
    colour: HUE.move,
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
    colour: HUE.move,
    tooltip: "Pick up the gem Sprout is standing on.",
    lines: [{ text: "pick up gem", args: [] }],
  },
  {
    type: "sprout_repeat",
    icon: "🔁",
    shape: "statement",
    colour: HUE.loop,
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
    colour: HUE.loop,
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
    colour: HUE.logic,
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
    colour: HUE.logic,
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
    colour: HUE.logic,
    tooltip: "Is there a path?",
    lines: [{ text: "path %1 ?", args: [dir("DIR")] }],
  },
  {
    type: "sprout_on_gem",
    icon: "💎",
    shape: "boolean",
    colour: HUE.logic,
    tooltip: "Is Sprout standing on a gem?",
    lines: [{ text: "on a gem ?", args: [] }],
  },
  {
    type: "sprout_at_goal",
    shape: "boolean",
    colour: HUE.logic,
    tooltip: "Has Sprout reached the flag?",
    lines: [{ text: "at the flag 🏁 ?", args: [] }],
  },
  {
    type: "sprout_not",
    shape: "boolean",
    colour: HUE.logic,
    tooltip: "True when the question inside is false.",
    lines: [{ text: "not %1", args: [{ kind: "value", name: "BOOL", check: "Boolean" }] }],
  },
  {
    type: "sprout_logic",
    shape: "boolean",
    colour: HUE.logic,
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
];
