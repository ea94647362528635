import { route } from "@/lib/api/route";
import { classStudentParams } from "@/lib/classes/schemas";
import { getStudentWork } from "@/lib/lesson/work";
import { puzzleFilterQuery } from "@/lib/lesson/work-schemas";
import { workViewSchema } from "@/lib/lesson/wire";

/** Every puzzle the child tried with its runs and programs, for the class's teachers (docs/decisions/263). */
export const GET = route(
  { permission: "students:manage", params: classStudentParams, query: puzzleFilterQuery, response: workViewSchema },
  ({ actor, params, query }) => getStudentWork(actor, params.classId, params.studentId, query.puzzleId),
);
