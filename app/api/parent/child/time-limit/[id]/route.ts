import { route } from "@/lib/api/route";
import { setChildTimeLimits } from "@/lib/parents/settings";
import { childIdParams, timeLimitsBodySchema } from "@/lib/parents/schemas";
import { childViewSchema } from "@/lib/parents/wire";

export const PUT = route(
  { permission: "children:manage", params: childIdParams, body: timeLimitsBodySchema, response: childViewSchema },
  ({ actor, params, body }) => setChildTimeLimits(actor, params.id, body.timeLimits),
);
