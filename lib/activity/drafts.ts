// The program a child is building, kept on the server (issue 23 "time runs out kindly", docs/decisions/218): the
// puzzle page saves it at each run, at the time warnings and when time is up, and opens with it next time. A
// draft may be saved after today's time is used up — that is when it matters most — but only for a puzzle
// open to the child. The program is checked like an attempt's (size, shape, blocks Sprout knows) and kept as
// its JSON text.
import type { Actor } from "@/lib/auth/authenticate";
import { now } from "@/lib/clock";
import { prisma } from "@/lib/db/client";
import { AppError, notFound, validationError } from "@/lib/http/errors";
import { findPuzzle } from "@/lib/puzzles/content";
import { parseProgram } from "@/lib/puzzles/parse-program";
import { loadChild, packClosedReason, type ChildContext } from "./child";

/** PUT /users/student/puzzle-drafts/{puzzleId} {program}: keeps the program; nothing to answer (204). */
export async function saveDraft(actor: Actor, puzzleId: string, program: unknown): Promise<void> {
  const child = await loadChild(actor);
  const puzzle = findPuzzle(puzzleId);
  if (!puzzle) throw notFound("Puzzle not found.");
  const closed = packClosedReason(child, puzzle);
  if (closed) throw new AppError("forbidden", closed);
  const parsed = parseProgram(program);
  if (!parsed.ok) throw validationError({ program: [parsed.error.message] });
  const text = typeof program === "string" ? program : JSON.stringify(program);
  const key = { studentId_puzzleId: { studentId: child.studentId, puzzleId } };
  const at = now();
  await prisma.puzzleDraft.upsert({
    where: key,
    create: { studentId: child.studentId, puzzleId, program: text, updatedAt: at },
    update: { program: text, updatedAt: at },
  });
}

/** The kept program of `puzzleId`, as Blockly JSON for the editor, or null. */
export async function draftOf(child: ChildContext, puzzleId: string): Promise<unknown> {
  const row = await prisma.puzzleDraft.findUnique({
    where: { studentId_puzzleId: { studentId: child.studentId, puzzleId } },
    select: { program: true },
  });
  if (!row) return null;
  const parsed = parseProgram(row.program);
  return parsed.ok ? (JSON.parse(row.program) as unknown) : null;
}
