import { route } from "@/lib/api/route";
import { getAcademicsClassClassIdStudentStudentIdBlockProgressResponse } from "@/lib/api/response-schemas";
import { getBlockProgress } from "@/lib/progress/service";
import { classStudentParams } from "@/lib/classes/schemas";

export const GET = route(
  {
    permission: "students:manage",
    params: classStudentParams,
    response: getAcademicsClassClassIdStudentStudentIdBlockProgressResponse,
  },
  ({ actor, params }) => getBlockProgress(actor, params.classId, params.studentId),
);
