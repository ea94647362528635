import { route } from "@/lib/api/route";
import { getAcademicsClassClassIdProgressSummaryResponse } from "@/lib/api/response-schemas";
import { getProgressSummary } from "@/lib/progress/service";
import { classIdParams } from "@/lib/classes/schemas";

export const GET = route(
  { permission: "students:manage", params: classIdParams, response: getAcademicsClassClassIdProgressSummaryResponse },
  ({ actor, params }) => getProgressSummary(actor, params.classId),
);
