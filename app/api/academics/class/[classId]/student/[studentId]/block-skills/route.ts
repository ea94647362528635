import { route } from "@/lib/api/route";
import { getAcademicsClassClassIdStudentStudentIdBlockSkillsResponse } from "@/lib/api/response-schemas";
import { getBlockSkills } from "@/lib/progress/service";
import { classStudentParams } from "@/lib/classes/schemas";

export const GET = route(
  {
    permission: "students:manage",
    params: classStudentParams,
    response: getAcademicsClassClassIdStudentStudentIdBlockSkillsResponse,
  },
  ({ actor, params }) => getBlockSkills(actor, params.classId, params.studentId),
);
