import { route } from "@/lib/api/route";
import { getBlockProgress } from "@/lib/progress/service";
import { classStudentParams } from "@/lib/classes/schemas";
import { studentUnitsSchema } from "@/lib/progress/wire";

export const GET = route(
  {
    permission: "students:manage",
    params: classStudentParams,
    response: studentUnitsSchema,
  },
  ({ actor, params }) => getBlockProgress(actor, params.classId, params.studentId),
);
