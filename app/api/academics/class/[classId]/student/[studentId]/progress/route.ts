import { route } from "@/lib/api/route";
import { getStudentProgress } from "@/lib/progress/service";
import { classStudentParams } from "@/lib/classes/schemas";
import { studentProgressSchema } from "@/lib/progress/wire";

export const GET = route(
  {
    permission: "students:manage",
    params: classStudentParams,
    response: studentProgressSchema,
  },
  ({ actor, params }) => getStudentProgress(actor, params.classId, params.studentId),
);
