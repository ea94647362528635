// The places a keyboard user can put a block (docs/decisions/247), shared by the panel (in the page's first
// JavaScript) and the workspace code (in the lazy Blockly chunk): types and the one constant, no Blockly import.
export type PlaceKind = "statement" | "condition";
export type Place = { id: string; label: string; kind: PlaceKind };
export const END: Place = { id: "end", label: "At the end of the program", kind: "statement" };

export type KeyboardApi = {
  places: () => Place[];
  /** Adds a toolbox block at `placeId`; returns the place the next block most likely goes to. */
  addAt: (placeId: string, type: string, fields?: Record<string, string>) => string;
  /** Removes the last block of a place (a whole loop with what is inside it). */
  removeAt: (placeId: string) => void;
  onChange: (listener: () => void) => () => void;
};
