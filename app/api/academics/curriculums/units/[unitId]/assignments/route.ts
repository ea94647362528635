import { route } from "@/lib/api/route";
import { unitParams } from "@/lib/curriculum/schemas";
import { listAssignments } from "@/lib/curriculum/assignments";

export const GET = route({ permission: "curriculum:manage", params: unitParams }, ({ actor, params }) =>
  listAssignments(actor, params.unitId),
);
