// The first packs' source (issue 14, docs/decisions/090 and 261): hand-drawn maps, one line a puzzle — id, title, map
// (rows: # wall, . floor, G flag, * gem, ^ > v < start), then the reference and a typical wrong program in the notation
// (lib/puzzles/notation.ts). build-first-packs.ts turns this into content/puzzles/<id>.json, laid out as Blockly
// once saved them (LAYOUTS.classic); run `npm run puzzles:generate` after an edit.
import type { Idea } from "@/lib/puzzles/ideas";
import type { Skill } from "./skills";

export type FirstPuzzleSpec = {
  id: string;
  title: string;
  map: string[];
  solution: string;
  wrong: string;
  instructions: string;
  hint: string;
  /** More of the world than the map (`need`, `list`, `wantList`). */
  world?: Record<string, unknown>;
  /** Worlds 2 to 4 (issue 38): the same program must solve each; a map with its own `need`, `list`, `wantList`. */
  worlds?: ({ map: string[] } & Record<string, unknown>)[];
  /** The idea the puzzle teaches when it is not its unit's (lib/puzzles/ideas.ts). */
  idea?: Idea[];
  blocks?: string[];
  skills?: Skill[];
  standards?: Record<string, string[]>;
  /** The pack keeps the reference as the notation's text instead of a Blockly workspace. */
  solutionAsText?: true;
};
export type FirstPackSpec = {
  id: string;
  title: string;
  unit: string;
  level: "Green" | "Yellow" | "Orange";
  order: number;
  extra: boolean;
  /** Defaults for every puzzle of the pack. */
  blocks?: string[];
  skills?: Skill[];
  standards?: Record<string, string[]>;
  puzzles: FirstPuzzleSpec[];
};

export const H = (
  id: string,
  title: string,
  map: string[],
  solution: string,
  wrong: string,
  more: Omit<FirstPuzzleSpec, "id" | "title" | "map" | "solution" | "wrong">,
): FirstPuzzleSpec => ({ id, title, map, solution, wrong, ...more });
