// The JSON shapes of the lesson (issue 39, docs/decisions/263) as zod schemas: the one source of each wire shape.
// Services return z.output of them, route files name them in `response`, the pages read the same types.
import { z } from "zod";

/** One child's tile on the teacher's lesson view (`GET /api/academics/class/{classId}/live/`). */
export const lessonTileSchema = z
  .object({
    studentId: z.string(),
    /** The child's name as the class list shows it. */
    fullName: z.string(),
    /** The puzzle the child is on (the page they have open, else their last attempt's); null before any. */
    puzzleId: z.string().nullable(),
    puzzleTitle: z.string().nullable(),
    /** Runs sent on that puzzle. */
    attempts: z.number().int(),
    /** Failed runs on that puzzle since its last solve. */
    failedInARow: z.number().int(),
    /** Minutes since the child opened that puzzle (whole minutes). */
    minutesOnPuzzle: z.number().int(),
    lastOutcome: z.enum(["failed", "passed", "perfect"]).nullable(),
    /** Three failed runs in a row, or ten minutes on the puzzle without solving it (lib/lesson/rules.ts). */
    stuck: z.boolean(),
    /** The child pressed "I need help" on this puzzle and nobody has lowered the hand. */
    handRaised: z.boolean(),
    /** When anything on the tile last changed (ISO time); null before any. */
    updatedAt: z.string().nullable(),
  })
  .meta({ id: "LessonTile" });
export const lessonViewSchema = z.array(lessonTileSchema);

/** One stored run of a child's program (`GET …/student/{studentId}/attempts/`): the program exactly as stored. */
export const workAttemptSchema = z
  .object({
    id: z.string(),
    puzzleId: z.string(),
    createdAt: z.string(),
    outcome: z.enum(["failed", "passed", "perfect"]),
    solved: z.boolean(),
    credited: z.boolean(),
    blockCount: z.number().int(),
    /** The Blockly workspace JSON the child ran, as stored. */
    program: z.unknown(),
  })
  .meta({ id: "WorkAttempt" });
/** Every puzzle a child tried, the last tried first, each with its runs (newest first). */
export const workPuzzleSchema = z
  .object({
    puzzleId: z.string(),
    puzzleTitle: z.string(),
    packId: z.string(),
    lastTriedAt: z.string(),
    /** Solved by any run, the older ones beyond `attempts` included. */
    solved: z.boolean(),
    /** Every run the child sent on the puzzle; `attempts` holds the newest of them (lib/lesson/work.ts). */
    attemptCount: z.number().int(),
    attempts: z.array(workAttemptSchema),
  })
  .meta({ id: "WorkPuzzle" });
export const workViewSchema = z.array(workPuzzleSchema);

/** A teacher's note on a child's puzzle, as the child and the teacher see it. */
export const puzzleFeedbackSchema = z
  .object({
    id: z.string(),
    puzzleId: z.string(),
    puzzleTitle: z.string(),
    /** Sanitized as comments are. */
    text: z.string(),
    /** The teacher's name as the child knows it ("Ms Rivera"); null once the author's account is gone. */
    author: z.string().nullable(),
    createdAt: z.string(),
    /** When the child first saw it (POST /api/users/student/feedback/seen/); null while it is new to them. */
    seenAt: z.string().nullable(),
  })
  .meta({ id: "PuzzleFeedback" });
export const puzzleFeedbackListSchema = z.array(puzzleFeedbackSchema);

/** The child's raised hand as `POST`/`DELETE /api/users/student/help-request/` answer it. */
export const helpRequestSchema = z
  .object({
    /** The puzzle the hand is raised on; null while it is down. */
    puzzleId: z.string().nullable(),
    handRaised: z.boolean(),
    raisedAt: z.string().nullable(),
  })
  .meta({ id: "HelpRequest" });

export type LessonTile = z.output<typeof lessonTileSchema>;
export type WorkAttempt = z.output<typeof workAttemptSchema>;
export type WorkPuzzle = z.output<typeof workPuzzleSchema>;
export type PuzzleFeedbackView = z.output<typeof puzzleFeedbackSchema>;
export type HelpRequestView = z.output<typeof helpRequestSchema>;
