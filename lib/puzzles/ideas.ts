// The idea a puzzle teaches, as blocks the program must use (issue 38, docs/decisions/262): a loop, an if, a
// variable set and read, a list, a function defined and called, a tile/sign/bag read. A solution without its
// puzzle's idea may pass, but it is never Perfect and credits no skill or standard. Pure, for both games.
import type { AstNode, ParsedProgram } from "./parse-program";

export const IDEAS = ["loop", "if", "variable", "list", "function", "read"] as const;
export type Idea = (typeof IDEAS)[number];

/** The idea each concept unit teaches; a puzzle may name its own (`idea` in its pack). */
export const UNIT_IDEAS: Readonly<Record<string, readonly Idea[]>> = {
  "Data Types": ["read"],
  Variables: ["variable"],
  Conditionals: ["if"],
  Loops: ["loop"],
  Lists: ["list"],
  Functions: ["function"],
};

/** The units whose puzzles are judged by their idea: a plain program of moves must not be enough. */
export const CONCEPT_UNITS = Object.keys(UNIT_IDEAS);

/** The ideas a puzzle of this unit teaches when it names none. */
export function ideasOf(unit: string, own?: readonly Idea[]): readonly Idea[] {
  return own ?? UNIT_IDEAS[unit] ?? [];
}

/** What the result suggests when a program solved the puzzle without its idea. */
export const IDEA_TRY: Record<Idea, string> = {
  loop: "Can you do it with a loop?",
  if: "Can you do it with an “if” block, so it works in every world?",
  variable: "Can you do it with a variable: set it, then use it?",
  list: "Can you do it with the list blocks?",
  function: "Can you do it by defining a move of your own and using it?",
  read: "Can you do it by reading the tile, the sign or the bag?",
};

/** How the puzzle page names the idea ("Use a loop"). */
export const IDEA_NAME: Record<Idea, string> = {
  loop: "a loop",
  if: "an “if”",
  variable: "a variable",
  list: "a list",
  function: "a function",
  read: "a tile, sign or bag reading",
};

const LOOP = new Set(["sprout_repeat", "sprout_repeat_until", "sprout_for_each"]);
const IF = new Set(["sprout_if", "sprout_if_else"]);
const SET_VAR = new Set(["sprout_set_var", "sprout_change_var"]);
const LIST = new Set(["sprout_list_add", "sprout_list_item", "sprout_list_length", "sprout_for_each"]);
const CALL = new Set(["sprout_function_call", "turtle_call"]);
const READ = new Set(["sprout_tile_number", "sprout_sign", "sprout_bag_count"]);

/**
 * The block types a run can reach: the main program and the functions it calls (a loose stack or a function
 * never called does not count). A call counts only when its function is defined.
 */
export function reachableTypes(program: ParsedProgram): Set<string> {
  const types = new Set<string>();
  const seen = new Set<string>();
  const visit = (node: AstNode) => {
    if (CALL.has(node.type)) {
      const name = String(node.fields.NAME);
      const body = program.functions.get(name);
      if (!body) return;
      types.add(node.type);
      if (!seen.has(name)) {
        seen.add(name);
        body.forEach(visit);
      }
    } else types.add(node.type);
    for (const input of Object.values(node.inputs)) if (input) visit(input);
    for (const body of Object.values(node.bodies)) body.forEach(visit);
  };
  program.main.forEach(visit);
  return types;
}

const any = (types: Set<string>, of: Set<string>) => [...of].some((t) => types.has(t));

/** Whether the run can reach every idea named: the blocks are used, not only placed. */
export function usesIdeas(program: ParsedProgram, ideas: readonly Idea[]): boolean {
  if (ideas.length === 0) return true;
  const types = reachableTypes(program);
  return ideas.every((idea) => {
    switch (idea) {
      case "loop":
        return any(types, LOOP);
      case "if":
        return any(types, IF);
      case "variable":
        return any(types, SET_VAR) && types.has("sprout_get_var");
      case "list":
        return any(types, LIST);
      case "function":
        return any(types, CALL);
      case "read":
        return any(types, READ);
    }
  });
}
