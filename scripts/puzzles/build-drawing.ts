// The drawing packs (content/puzzles/<level>-drawing-<unit>.json) built from drawing.ts (docs/decisions/225, 261):
// the Blockly workspaces compiled from the notation, each puzzle's ideal block count its reference's own, and the
// free drawing that ends each pack (docs/decisions/227). Pure: generate.ts writes the files.
import { compileProgram, LAYOUTS } from "@/lib/puzzles/notation";
import { parseProgram } from "@/lib/puzzles/parse-program";
import { DRAWING_PACKS, PEN } from "./drawing";

const workspace = (text: string) => compileProgram(text, LAYOUTS.drawing);

/** Every drawing pack, as its JSON file holds it. */
export function drawingPacks() {
  return DRAWING_PACKS.map((p) => {
    const all = [...new Set([...p.puzzles.flatMap((z) => z.blocks), ...PEN])];
    const puzzles = [
      ...p.puzzles.map((z) => ({ ...z, free: false })),
      {
        ...p.free,
        blocks: all,
        hint: 'Any drawing counts: use "move forward" with the pen down.',
        wrong: "",
        free: true,
        // Any drawing is the child's own: a free drawing asks for no idea (issue 38).
        idea: [],
      },
    ];
    return {
      id: `${p.level.toLowerCase()}-drawing-${p.unit.toLowerCase()}`,
      title: p.title,
      unit: p.unit,
      level: p.level,
      order: p.order,
      extra: false,
      puzzles: puzzles.map((z) => {
        const solution = workspace(z.solution);
        const parsed = parseProgram(solution);
        if (!parsed.ok) throw new Error(`${z.id}: ${parsed.error.message}`);
        return {
          game: "draw",
          id: z.id,
          title: z.title,
          instructions: z.instructions,
          ...(z.start ? { start: z.start } : {}),
          ...(z.free ? { free: true } : {}),
          ...("colours" in z && z.colours ? { colours: true } : {}),
          ...("idea" in z ? { idea: z.idea } : {}),
          blocks: z.blocks,
          // Free drawing: any drawing is perfect, however many blocks it takes (docs/decisions/227).
          idealBlocks: z.free ? 200 : parsed.program.blockCount,
          skills: p.skills,
          standards: p.standards,
          hint: z.hint,
          solution,
          wrong: workspace(z.wrong),
        };
      }),
    };
  });
}
