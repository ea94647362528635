import { route } from "@/lib/api/route";
import { setLevelThreshold } from "@/lib/students/service";
import { classStudentParams } from "@/lib/classes/schemas";
import { levelThresholdSchema } from "@/lib/students/schemas";

export const POST = route(
  { permission: "students:manage", params: classStudentParams, body: levelThresholdSchema },
  ({ actor, params, body }) => setLevelThreshold(actor, params.classId, params.studentId, body),
);
