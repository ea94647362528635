import { route } from "@/lib/api/route";
import { childViewSchema } from "@/lib/api/response-schemas";
import { setChildTimeLimits } from "@/lib/parents/settings";
import { childIdParams, timeLimitsBodySchema } from "@/lib/parents/schemas";

export const PUT = route(
  { permission: "children:manage", params: childIdParams, body: timeLimitsBodySchema, response: childViewSchema },
  ({ actor, params, body }) => setChildTimeLimits(actor, params.id, body.timeLimits),
);
