import { route } from "@/lib/api/route";
import { getStudentProgress } from "@/lib/progress/service";
import { classStudentParams } from "@/lib/classes/schemas";

export const GET = route({ permission: "students:manage", params: classStudentParams }, ({ actor, params }) =>
  getStudentProgress(actor, params.classId, params.studentId),
);
