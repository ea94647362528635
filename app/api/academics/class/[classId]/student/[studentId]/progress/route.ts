import { route } from "@/lib/api/route";
import { getAcademicsClassClassIdStudentStudentIdProgressResponse } from "@/lib/api/response-schemas";
import { getStudentProgress } from "@/lib/progress/service";
import { classStudentParams } from "@/lib/classes/schemas";

export const GET = route(
  {
    permission: "students:manage",
    params: classStudentParams,
    response: getAcademicsClassClassIdStudentStudentIdProgressResponse,
  },
  ({ actor, params }) => getStudentProgress(actor, params.classId, params.studentId),
);
