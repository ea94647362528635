// Writes the generated puzzle packs (content/puzzles/<level>-<unit>-*.json) from scripts/puzzles/packs.ts
// (docs/decisions/220): the map from the route, the ideal block count from the reference program, a default wrong
// program, and puzzles ordered by ideal block count. Run: npx tsx --tsconfig tsconfig.json scripts/puzzles/make-packs.ts
// The JSON files are what ships and what lib/puzzles/authoring.test.ts checks; edit them by hand or re-run this.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { compileProgram } from "@/lib/puzzles/notation";
import { parseProgram } from "@/lib/puzzles/parse-program";
import { PACKS, type PuzzleSpec } from "./packs";
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

const written: string[] = [];
for (const pack of PACKS) {
  const puzzles = pack.puzzles
    .map((p: PuzzleSpec) => ({ spec: p, ideal: idealOf(p.solution) }))
    .sort((a, b) => a.ideal - b.ideal)
    .map(({ spec, ideal }) => {
      const world: Record<string, unknown> = { map: spec.map ?? mapFromRoute(spec.route!) };
      if (spec.need !== undefined) world.need = spec.need;
      if (spec.list) world.list = spec.list;
      if (spec.wantList) world.wantList = spec.wantList;
      return {
        id: spec.id ?? `${pack.idPrefix}-${slug(spec.title)}`,
        title: spec.title,
        instructions: spec.instructions ?? pack.instructions,
        world,
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
  const out = { ...head, puzzles };
  const file = path.resolve(import.meta.dirname, "../../content/puzzles", `${pack.id}.json`);
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  written.push(pack.id);
  console.log(`${pack.id}: ${puzzles.length} puzzles`);
}

// The loader's list of these packs (lib/puzzles/content.ts spreads it into RAW_PUZZLE_PACKS).
const camel = (id: string) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const index = [
  "// Written by scripts/puzzles/make-packs.ts: the school-year packs (issue 27, docs/decisions/220). Do not edit.",
  ...written.map((id) => `import ${camel(id)} from "@/content/puzzles/${id}.json";`),
  "",
  "export const SCHOOL_YEAR_PACKS: readonly unknown[] = [",
  ...written.map((id) => `  ${camel(id)},`),
  "];",
  "",
].join("\n");
writeFileSync(path.resolve(import.meta.dirname, "../../lib/puzzles/school-year-packs.ts"), index);
