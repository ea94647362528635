// The school-year packs' source (docs/decisions/220, 261): one line a puzzle — title, route (the map, see route.ts)
// and reference program in the notation (lib/puzzles/notation.ts). build-school-year.ts turns this into
// content/puzzles/*.json (npm run puzzles:generate).
import type { Idea } from "@/lib/puzzles/ideas";
import type { Skill } from "./skills";

type Standards = Partial<Record<"CSTA" | "NY" | "KS" | "MO", readonly string[]>>;
/** One more world of a puzzle (issue 38): a route or a drawn map, with its own gems needed and lists. */
export type WorldSpec = { route?: string; map?: string[]; need?: number; list?: number[]; wantList?: number[] };
export type PuzzleSpec = {
  title: string;
  route?: string;
  map?: string[];
  solution: string;
  wrong?: string;
  id?: string;
  instructions?: string;
  hint?: string;
  blocks?: string[];
  skills?: Skill[];
  need?: number;
  list?: number[];
  wantList?: number[];
  /** Worlds 2 to 4: the same program must solve each (issue 38, docs/decisions/262). */
  worlds?: WorldSpec[];
  /** The idea the puzzle teaches when it is not its unit's (lib/puzzles/ideas.ts). */
  idea?: Idea[];
};
export type PackSpec = {
  id: string;
  idPrefix: string;
  title: string;
  unit: string;
  level: "Green" | "Yellow" | "Orange";
  order: number;
  extra: boolean;
  instructions: string;
  hint: string;
  blocks: string[];
  skills: Skill[];
  standards: Standards;
  puzzles: PuzzleSpec[];
};

export const MOVE = ["sprout_move", "sprout_turn", "sprout_collect"];
export const REPEAT = [...MOVE, "sprout_repeat"];
export const UNTIL = [...REPEAT, "sprout_repeat_until", "sprout_at_goal", "sprout_path"];
export const CHOOSE = [...UNTIL, "sprout_if", "sprout_if_else", "sprout_on_gem"];
export const LOGIC = [...CHOOSE, "sprout_not", "sprout_logic"];
export const VARS = [...REPEAT, "sprout_set_var", "sprout_change_var", "sprout_get_var"];
export const MATHS = [...VARS, "sprout_arith", "sprout_compare", "sprout_if", "sprout_repeat_until", "sprout_at_goal"];
export const FUNCS = [...REPEAT, "sprout_function_def", "sprout_function_call"];
export const DATA = [
  ...REPEAT,
  "sprout_tile_number",
  "sprout_sign",
  "sprout_if",
  "sprout_if_else",
  "sprout_bag_count",
  "sprout_compare",
  "sprout_repeat_until",
  "sprout_at_goal",
];
export const LISTS = [
  ...REPEAT,
  "sprout_tile_number",
  "sprout_list_add",
  "sprout_list_length",
  "sprout_list_item",
  "sprout_for_each",
  "sprout_each_item",
  "sprout_repeat_until",
  "sprout_at_goal",
];

const STD = {
  Green: {
    Introduction: { CSTA: ["1A-AP-08", "1A-AP-10"], NY: ["K-1.CT.6"], KS: ["K.AP.A.01"], MO: ["K.AP.A.01"] },
    "Data Types": { CSTA: ["1A-AP-09", "1A-DA-06"], NY: ["2-3.CT.4"], KS: ["2.AP.V.01"], MO: ["2.AP.V.01"] },
    Variables: { CSTA: ["1A-AP-09", "1B-AP-09"], NY: ["2-3.CT.4"], KS: ["3.AP.V.01"], MO: ["3.AP.V.01"] },
    Conditionals: { CSTA: ["1A-AP-10", "1B-AP-10"], NY: ["2-3.CT.8"], KS: ["2.AP.C.01"], MO: ["2.AP.C.01"] },
    Loops: { CSTA: ["1A-AP-10"], NY: ["K-1.CT.8", "2-3.CT.9"], KS: ["1.AP.C.01"], MO: ["1.AP.C.01"] },
    Lists: { CSTA: ["1A-DA-05", "1A-AP-09"], NY: ["2-3.CT.4"], KS: ["4.AP.V.01"], MO: ["4.AP.V.01"] },
    Functions: { CSTA: ["1A-AP-11", "1B-AP-11"], NY: ["2-3.CT.5"], KS: ["3.AP.M.01"], MO: ["3.AP.M.01"] },
  },
  Yellow: {
    Introduction: { CSTA: ["1B-AP-08", "1B-AP-10"], NY: ["4-6.CT.6"], KS: ["5.AP.A.01"], MO: ["5.AP.A.01"] },
    "Data Types": { CSTA: ["1B-AP-09", "2-AP-11"], NY: ["4-6.CT.7"], KS: ["5.AP.V.01"], MO: ["5.AP.V.01"] },
    Variables: { CSTA: ["1B-AP-09", "2-AP-11"], NY: ["4-6.CT.7"], KS: ["5.AP.V.01"], MO: ["5.AP.V.01"] },
    Conditionals: { CSTA: ["1B-AP-10"], NY: ["4-6.CT.8"], KS: ["5.AP.C.01"], MO: ["5.AP.C.01"] },
    Loops: { CSTA: ["1B-AP-10"], NY: ["4-6.CT.8"], KS: ["5.AP.C.01"], MO: ["5.AP.C.01"] },
    Lists: { CSTA: ["1B-AP-09", "2-AP-11"], NY: ["4-6.CT.7"], KS: ["6-8.AP.V.01"], MO: ["6-8.AP.V.01"] },
    Functions: { CSTA: ["1B-AP-11"], NY: ["4-6.CT.4", "4-6.CT.5"], KS: ["5.AP.M.01"], MO: ["5.AP.M.01"] },
  },
  Orange: {
    Introduction: { CSTA: ["2-AP-10"], NY: ["7-8.CT.6"], KS: ["6-8.AP.A.01"], MO: ["6-8.AP.A.01"] },
    "Data Types": { CSTA: ["2-AP-11"], NY: ["7-8.CT.7"], KS: ["6-8.AP.V.01"], MO: ["6-8.AP.V.01"] },
    Variables: { CSTA: ["2-AP-11"], NY: ["7-8.CT.7"], KS: ["6-8.AP.V.01"], MO: ["6-8.AP.V.01"] },
    Conditionals: { CSTA: ["2-AP-12"], NY: ["7-8.CT.8"], KS: ["6-8.AP.C.01"], MO: ["6-8.AP.C.01"] },
    Loops: { CSTA: ["2-AP-12"], NY: ["7-8.CT.8"], KS: ["6-8.AP.C.01"], MO: ["6-8.AP.C.01"] },
    Lists: { CSTA: ["2-AP-11", "2-DA-09"], NY: ["7-8.CT.7"], KS: ["6-8.AP.V.01"], MO: ["6-8.AP.V.01"] },
    Functions: { CSTA: ["2-AP-13", "2-AP-14"], NY: ["7-8.CT.4", "7-8.CT.5"], KS: ["6-8.AP.M.01"], MO: ["6-8.AP.M.01"] },
  },
} as const;

export const P = (title: string, route: string, solution: string, more: Partial<PuzzleSpec> = {}): PuzzleSpec => ({
  title,
  route,
  solution,
  ...more,
});

type Level = PackSpec["level"];
export function pack(
  level: Level,
  unit: keyof (typeof STD)["Green"],
  order: number,
  title: string,
  rest: Omit<PackSpec, "id" | "idPrefix" | "title" | "unit" | "level" | "order" | "extra" | "standards">,
): PackSpec {
  const u = unit.toLowerCase().replace(" ", "-");
  const l = level.toLowerCase();
  return {
    id: `${l}-${u}-${order}`,
    idPrefix: `${l[0]}${order}`,
    title,
    unit,
    level,
    order,
    extra: false,
    standards: STD[level][unit] as Standards,
    ...rest,
  };
}
