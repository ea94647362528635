// Zod schemas of a child's work and a teacher's notes (issue 39, docs/decisions/263): the attempts query, the
// note a teacher writes, the notes a child marks seen. A puzzle is named by its catalog id; an unknown one is 400.
import { z } from "zod";
import { sanitizePlainText } from "@/lib/notes/sanitize";
import { findPuzzle } from "@/lib/puzzles/content";

/** A teacher's note is as long as a comment may be (lib/students/schemas.ts commentSchema). */
export const FEEDBACK_MAX_LENGTH = 5000;

const puzzleIdSchema = z
  .string({ message: "Choose a puzzle." })
  .max(60, "Unknown puzzle.")
  .refine((id) => findPuzzle(id) !== undefined, "Unknown puzzle.");

/** A query that names a key it does not know is refused, so a typo never silently widens the answer. */
const queryOf = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Unknown query parameter: ${issue.keys.join(", ")}.` : undefined,
  });

/** GET …/attempts/?puzzleId= and GET /users/student/feedback/?puzzleId=: one puzzle, or every one. */
export const puzzleFilterQuery = queryOf({ puzzleId: puzzleIdSchema.optional() });

/** POST …/student/{studentId}/feedback/: the note, as plain text (tags and scripts stripped, as comments show). */
export const feedbackSchema = z.object({
  puzzleId: puzzleIdSchema,
  text: z
    .string({ message: "Write a note." })
    .max(FEEDBACK_MAX_LENGTH, `A note can be at most ${FEEDBACK_MAX_LENGTH} characters.`)
    .transform(sanitizePlainText)
    .pipe(z.string().min(1, "Write a note.")),
});
export type FeedbackInput = z.output<typeof feedbackSchema>;

/** POST /users/student/feedback/seen/: the notes the child has now seen (their own; others' ids change nothing). */
export const feedbackSeenSchema = z.object({
  ids: z
    .array(z.string().uuid("Unknown note."), { message: "Name the notes seen." })
    .min(1, "Name the notes seen.")
    .max(100, "At most 100 notes at a time."),
});
