import { route } from "@/lib/api/route";
import { listOwnFeedback } from "@/lib/lesson/feedback";
import { puzzleFilterQuery } from "@/lib/lesson/work-schemas";
import { puzzleFeedbackListSchema } from "@/lib/lesson/wire";

/** The signed-in child's notes from their teachers, newest first; `?puzzleId=` for the puzzle page. */
export const GET = route(
  { permission: "student:self", query: puzzleFilterQuery, response: puzzleFeedbackListSchema },
  ({ actor, query }) => listOwnFeedback(actor, query.puzzleId),
);
