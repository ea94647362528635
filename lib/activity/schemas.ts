// Zod schemas of the activity endpoints (issue 14). The program stays raw here: verifyAttempt (lib/puzzles)
// parses and bounds it, and a refused program is a failed attempt the child is shown, not a 400.
import { z } from "zod";

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Unknown puzzle.")
  .max(60);

export const attemptSchema = z.object({
  /** Made by the browser (crypto.randomUUID) so an attempt resent after a dropped connection counts once. */
  id: z.string().uuid("An attempt needs an id."),
  puzzleId: slug,
  program: z.unknown().refine((v) => v !== undefined, "An attempt needs the program."),
  assignmentId: z.string().uuid().optional(),
});
export type AttemptInput = z.infer<typeof attemptSchema>;

export const resetPuzzleProgressQuery = z.object({ puzzleId: slug.optional() });

/** PUT /users/student/puzzle-drafts/{puzzleId}: the program as the editor saves it (checked by the service). */
export const draftParams = z.object({ puzzleId: slug });
export const draftSchema = z.object({
  program: z.unknown().refine((v) => v !== undefined, "A draft needs the program."),
});
