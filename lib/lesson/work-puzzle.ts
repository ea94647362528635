// The puzzle a page of a child's work replays (issue 39): its public form (toPublicPuzzle: no reference solution),
// read on the server from the catalog as the puzzle page reads it; the browser never gets the catalog.
import { findPuzzle, toPublicPuzzle, type PublicPuzzle } from "@/lib/puzzles/content";

const PUZZLE_ID = /^[a-z0-9-]{1,80}$/;

export function publicPuzzleOrNull(puzzleId: string | undefined): PublicPuzzle | null {
  const puzzle = puzzleId && PUZZLE_ID.test(puzzleId) ? findPuzzle(puzzleId) : undefined;
  return puzzle ? toPublicPuzzle(puzzle) : null;
}
