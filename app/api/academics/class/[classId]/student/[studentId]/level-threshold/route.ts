import { route } from "@/lib/api/route";
import { setLevelThreshold } from "@/lib/students/service";
import { classStudentParams } from "@/lib/classes/schemas";
import { levelThresholdSchema } from "@/lib/students/schemas";
import { studentViewSchema } from "@/lib/students/wire";

export const POST = route(
  {
    permission: "students:manage",
    params: classStudentParams,
    body: levelThresholdSchema,
    response: studentViewSchema,
  },
  ({ actor, params, body }) => setLevelThreshold(actor, params.classId, params.studentId, body),
);
