import { route } from "@/lib/api/route";
import { getAcademicsClassClassIdStudentStudentIdBlockStandardsResponse } from "@/lib/api/response-schemas";
import { getBlockStandards } from "@/lib/progress/service";
import { classStudentParams } from "@/lib/classes/schemas";

export const GET = route(
  {
    permission: "students:manage",
    params: classStudentParams,
    response: getAcademicsClassClassIdStudentStudentIdBlockStandardsResponse,
  },
  ({ actor, params }) => getBlockStandards(actor, params.classId, params.studentId),
);
