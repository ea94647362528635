import { route } from "@/lib/api/route";
import { getChildBlockProgress } from "@/lib/parents/progress";
import { childIdParams } from "@/lib/parents/schemas";
import { childUnitsSchema } from "@/lib/parents/wire";

export const GET = route(
  { permission: "children:manage", params: childIdParams, response: childUnitsSchema },
  ({ actor, params }) => getChildBlockProgress(actor, params.id),
);
