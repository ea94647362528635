// Zod schemas of the lesson's requests (issue 39): the puzzle a child names in a heartbeat or a raised hand must
// be one of the catalog's, else a 400 naming `puzzleId` (SPEC §8).
import { z } from "zod";
import { findPuzzle } from "@/lib/puzzles/content";

const knownPuzzle = z
  .string()
  .max(60)
  .refine((id) => findPuzzle(id) !== undefined, "Unknown puzzle.");

/** POST /users/student/heartbeat: the page's puzzle, optional (a beat without a body still counts time). */
export const heartbeatSchema = z.object({ puzzleId: knownPuzzle.optional() });

/** POST /users/student/help-request: "I need help" on this puzzle. */
export const helpRequestBodySchema = z.object({ puzzleId: knownPuzzle });
