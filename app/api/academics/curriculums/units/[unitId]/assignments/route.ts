import { route } from "@/lib/api/route";
import { unitParams } from "@/lib/curriculum/schemas";
import { listAssignments } from "@/lib/curriculum/assignments";
import { assignmentViewListSchema } from "@/lib/curriculum/wire";

export const GET = route(
  { permission: "curriculum:manage", params: unitParams, response: assignmentViewListSchema },
  ({ actor, params }) => listAssignments(actor, params.unitId),
);
