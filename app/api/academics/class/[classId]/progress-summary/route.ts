import { route } from "@/lib/api/route";
import { getProgressSummary } from "@/lib/progress/service";
import { classIdParams } from "@/lib/classes/schemas";
import { classProgressSummarySchema } from "@/lib/progress/wire";

export const GET = route(
  { permission: "students:manage", params: classIdParams, response: classProgressSummarySchema },
  ({ actor, params }) => getProgressSummary(actor, params.classId),
);
