import { route } from "@/lib/api/route";
import { getBlockStandards } from "@/lib/progress/service";
import { classStudentParams } from "@/lib/classes/schemas";

export const GET = route({ permission: "students:manage", params: classStudentParams }, ({ actor, params }) =>
  getBlockStandards(actor, params.classId, params.studentId),
);
