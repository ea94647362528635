import { resetPuzzleProgress } from "@/lib/activity/reset";
import { resetPuzzleProgressQuery } from "@/lib/activity/schemas";
import { classStudentParams } from "@/lib/classes/schemas";
import { route } from "@/lib/api/route";
import { puzzleProgressResetSchema } from "@/lib/activity/wire";

/** A teacher resets a child's puzzle progress (all puzzles, or `?puzzleId=`). */
export const DELETE = route(
  {
    permission: "students:manage",
    params: classStudentParams,
    query: resetPuzzleProgressQuery,
    response: puzzleProgressResetSchema,
  },
  ({ actor, params, query }) => resetPuzzleProgress(actor, params.classId, params.studentId, query.puzzleId),
);
