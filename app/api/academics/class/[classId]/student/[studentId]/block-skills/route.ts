import { route } from "@/lib/api/route";
import { getBlockSkills } from "@/lib/progress/service";
import { classStudentParams } from "@/lib/classes/schemas";
import { studentSkillsSchema } from "@/lib/progress/wire";

export const GET = route(
  {
    permission: "students:manage",
    params: classStudentParams,
    response: studentSkillsSchema,
  },
  ({ actor, params }) => getBlockSkills(actor, params.classId, params.studentId),
);
