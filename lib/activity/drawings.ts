// A free drawing stays the child's own (issue 27, docs/decisions/227): the attempt already stores the program, so
// the puzzle page reads the child's latest solved one back and redraws it with the same turtle.
import { prisma } from "@/lib/db/client";
import type { CatalogPuzzle } from "@/lib/puzzles/content";
import { parseProgram } from "@/lib/puzzles/parse-program";
import type { Segment } from "@/lib/puzzles/turtle";
import { drawnLines } from "./replay";
import { isOmittedProgram } from "./stored-program";

export type SavedDrawing = { program: unknown; lines: Segment[] };

/** The child's latest drawing for a free-drawing puzzle, or null (another puzzle, or nothing drawn yet). */
export async function savedDrawingOf(studentId: string, puzzle: CatalogPuzzle): Promise<SavedDrawing | null> {
  if (puzzle.game !== "draw" || !puzzle.free) return null;
  // The latest one whose program was kept (a day past the byte budget keeps none: ./stored-program.ts).
  const solved = await prisma.puzzleAttempt.findMany({
    where: { studentId, puzzleId: puzzle.id, solved: true },
    orderBy: { createdAt: "desc" },
    select: { program: true },
    take: 20,
  });
  const last = solved.find((a) => !isOmittedProgram(a.program));
  if (!last) return null;
  // Stored as its JSON text (attempts.ts storedProgram); an older row may hold the value itself.
  let program: unknown = last.program;
  try {
    if (typeof program === "string") program = JSON.parse(program);
  } catch {
    return null;
  }
  const parsed = parseProgram(program);
  if (!parsed.ok) return null;
  const lines = await drawnLines(parsed.program, program, puzzle.drawing.start);
  return lines.length ? { program, lines } : null;
}
