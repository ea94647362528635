// The shape of a block in the vocabulary (issue 14, docs/decisions/090): what blocks.ts turns into Blockly's JSON
// definitions and parse-program.ts reads programs by. The blocks themselves: step-, data- and drawing-blocks.ts.

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

/** Each family of blocks has its hue (Blockly's colour wheel). */
export const HUE = { move: 160, loop: 120, logic: 210, data: 330, func: 290, list: 260, pen: 20 } as const;
