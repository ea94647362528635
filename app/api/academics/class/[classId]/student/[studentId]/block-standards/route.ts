import { route } from "@/lib/api/route";
import { getBlockStandards } from "@/lib/progress/service";
import { classStudentParams } from "@/lib/classes/schemas";
import { studentStandardsSchema } from "@/lib/progress/wire";

export const GET = route(
  {
    permission: "students:manage",
    params: classStudentParams,
    response: studentStandardsSchema,
  },
  ({ actor, params }) => getBlockStandards(actor, params.classId, params.studentId),
);
