import { route } from "@/lib/api/route";
import { assignmentViewListSchema } from "@/lib/api/response-schemas";
import { unitParams } from "@/lib/curriculum/schemas";
import { listAssignments } from "@/lib/curriculum/assignments";

export const GET = route(
  { permission: "curriculum:manage", params: unitParams, response: assignmentViewListSchema },
  ({ actor, params }) => listAssignments(actor, params.unitId),
);
