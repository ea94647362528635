// The school-year packs (content/puzzles/<level>-<unit>-<order>.json) built from packs.ts (docs/decisions/220): the
// map from the route, the ideal block count from the reference program, a default wrong program, and puzzles
// ordered by ideal block count. Pure: generate.ts writes the files and the drift test compares them.
import { compileProgram } from "@/lib/puzzles/notation";
import { parseProgram } from "@/lib/puzzles/parse-program";
import type { PuzzleSpec, WorldSpec } from "./packs";
import { PACKS } from "./school-year";
import { mapFromRoute } from "./route";

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function idealOf(program: string): number {
  const parsed = parseProgram(compileProgram(program));
  if (!parsed.ok) throw new Error(`${program}: ${parsed.error.message}`);
  return parsed.program.blockCount;
}

/** A typical slip: the first turn the wrong way, else one repeat too few, else the first step or the gem check
 * forgotten, else a single step. */
export function defaultWrong(solution: string): string {
  if (/turn left/.test(solution)) return solution.replace("turn left", "turn right");
  if (/turn right/.test(solution)) return solution.replace("turn right", "turn left");
  const m = /repeat (\d+)/.exec(solution);
  if (m && Number(m[1]) > 1) return solution.replace(m[0], `repeat ${Number(m[1]) - 1}`);
  if (/^move; /.test(solution)) return solution.replace(/^move; /, "");
  if (/if gem \{ collect \}; /.test(solution)) return solution.replace(/if gem \{ collect \}; /, "");
  if (/; if gem \{ collect \}/.test(solution)) return solution.replace(/; if gem \{ collect \}/, "");
  return "move"; // a first step and nothing more
}

/** A world as the pack file holds it: the map (drawn, or built from the route) and its options. */
function worldOf(spec: WorldSpec): Record<string, unknown> {
  const world: Record<string, unknown> = { map: spec.map ?? mapFromRoute(spec.route!) };
  if (spec.need !== undefined) world.need = spec.need;
  if (spec.list) world.list = spec.list;
  if (spec.wantList) world.wantList = spec.wantList;
  return world;
}

/** Every school-year pack, as its JSON file holds it. */
export function schoolYearPacks() {
  return PACKS.map((pack) => {
    const puzzles = pack.puzzles
      .map((p: PuzzleSpec) => ({ spec: p, ideal: idealOf(p.solution) }))
      .sort((a, b) => a.ideal - b.ideal)
      .map(({ spec, ideal }) => {
        const world = worldOf(spec);
        return {
          id: spec.id ?? `${pack.idPrefix}-${slug(spec.title)}`,
          title: spec.title,
          instructions: spec.instructions ?? pack.instructions,
          world,
          ...(spec.worlds ? { worlds: spec.worlds.map(worldOf) } : {}),
          ...(spec.idea ? { idea: spec.idea } : {}),
          blocks: spec.blocks ?? pack.blocks,
          idealBlocks: ideal,
          skills: spec.skills ?? pack.skills,
          standards: pack.standards,
          hint: spec.hint ?? pack.hint,
          solution: spec.solution,
          wrong: spec.wrong ?? defaultWrong(spec.solution),
        };
      });
    const { idPrefix: _p, instructions: _i, blocks: _b, skills: _s, standards: _st, hint: _h, ...head } = pack;
    return { ...head, puzzles };
  });
}
