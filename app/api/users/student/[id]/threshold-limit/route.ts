import { route } from "@/lib/api/route";
import { studentLimitsSchema } from "@/lib/api/response-schemas";
import { getEffectiveLimits } from "@/lib/parents/settings";
import { childIdParams } from "@/lib/parents/schemas";

export const GET = route(
  { permission: "children:manage", params: childIdParams, response: studentLimitsSchema },
  ({ actor, params }) => getEffectiveLimits(actor, params.id),
);
