import { route } from "@/lib/api/route";
import { getEffectiveLimits } from "@/lib/parents/settings";
import { childIdParams } from "@/lib/parents/schemas";
import { studentLimitsSchema } from "@/lib/students/wire";

export const GET = route(
  { permission: "children:manage", params: childIdParams, response: studentLimitsSchema },
  ({ actor, params }) => getEffectiveLimits(actor, params.id),
);
