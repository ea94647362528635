// The places a keyboard user can put a block (docs/decisions/247), shared by the panel (in the page's first
// JavaScript) and the workspace code (in the lazy Blockly chunk): types and the one constant, no Blockly import.
export type PlaceKind = "statement" | "condition";
export type Place = { id: string; label: string; kind: PlaceKind };
export const END: Place = { id: "end", label: "At the end of the program", kind: "statement" };

/** A number a child can change ("repeat 3 times", "move 100"): the number block's id, what it counts, its value. */
export type NumberSlot = { id: string; label: string; value: number; min: number; max: number };

export type KeyboardApi = {
  places: () => Place[];
  /** Adds a toolbox block at `placeId`; returns the place the next block most likely goes to. */
  addAt: (placeId: string, type: string, fields?: Record<string, string>) => string;
  /** Removes the last block of a place (a whole loop with what is inside it). */
  removeAt: (placeId: string) => void;
  /** Every number of the program, in reading order (issue 40: the keyboard fills number slots too). */
  numbers: () => NumberSlot[];
  /** Sets a number; answers the value the block kept (clamped to its range), or null when the block is gone. */
  setNumber: (id: string, value: number) => number | null;
  onChange: (listener: () => void) => () => void;
};
