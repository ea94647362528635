// The first packs (content/puzzles/green-basics.json … orange-challenges.json) built from first-packs.ts
// (docs/decisions/261): the workspaces compiled from the notation, each ideal block count its reference's own.
// Pure: generate.ts writes the files.
import { compileProgram, LAYOUTS } from "@/lib/puzzles/notation";
import { parseProgram } from "@/lib/puzzles/parse-program";
import { FIRST_PACKS } from "./first-list";

const workspace = (text: string) => compileProgram(text, LAYOUTS.classic);

/** Every first pack, as its JSON file holds it. */
export function firstPacks() {
  return FIRST_PACKS.map(({ blocks, skills, standards, puzzles, ...head }) => ({
    ...head,
    puzzles: puzzles.map((z) => {
      const solution = workspace(z.solution);
      const parsed = parseProgram(solution);
      if (!parsed.ok) throw new Error(`${z.id}: ${parsed.error.message}`);
      return {
        id: z.id,
        title: z.title,
        instructions: z.instructions,
        world: { map: z.map, ...z.world },
        ...(z.worlds ? { worlds: z.worlds } : {}),
        ...(z.idea ? { idea: z.idea } : {}),
        blocks: z.blocks ?? blocks,
        idealBlocks: parsed.program.blockCount,
        skills: z.skills ?? skills,
        standards: z.standards ?? standards,
        hint: z.hint,
        solution: z.solutionAsText ? z.solution : solution,
        wrong: workspace(z.wrong),
      };
    }),
  }));
}
