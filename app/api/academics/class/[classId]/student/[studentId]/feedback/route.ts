import { route } from "@/lib/api/route";
import { classStudentParams } from "@/lib/classes/schemas";
import { addFeedback, listStudentFeedback } from "@/lib/lesson/feedback";
import { feedbackSchema, puzzleFilterQuery } from "@/lib/lesson/work-schemas";
import { puzzleFeedbackListSchema, puzzleFeedbackSchema } from "@/lib/lesson/wire";

/** The teachers' notes on the child's puzzles, newest first (docs/decisions/263). */
export const GET = route(
  {
    permission: "students:manage",
    params: classStudentParams,
    query: puzzleFilterQuery,
    response: puzzleFeedbackListSchema,
  },
  ({ actor, params, query }) => listStudentFeedback(actor, params.classId, params.studentId, query.puzzleId),
);

/** A note on one of the child's puzzles, which the child sees on that puzzle and on the home page. */
export const POST = route(
  {
    permission: "students:manage",
    params: classStudentParams,
    body: feedbackSchema,
    status: 201,
    audit: { action: "feedback.create" },
    response: puzzleFeedbackSchema,
  },
  async ({ actor, params, body, audit }) => {
    const note = await addFeedback(actor, params.classId, params.studentId, body);
    audit.record = { type: "puzzleFeedback", id: note.id };
    return note;
  },
);
