import { route } from "@/lib/api/route";
import { getProgressSummary } from "@/lib/progress/service";
import { classIdParams } from "@/lib/classes/schemas";

export const GET = route({ permission: "students:manage", params: classIdParams }, ({ actor, params }) =>
  getProgressSummary(actor, params.classId),
);
