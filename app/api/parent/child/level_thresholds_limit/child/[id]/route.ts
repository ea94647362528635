import { route } from "@/lib/api/route";
import { childViewSchema } from "@/lib/api/response-schemas";
import { setChildLevelThreshold } from "@/lib/parents/settings";
import { childIdParams, parentThresholdSchema } from "@/lib/parents/schemas";

export const POST = route(
  { permission: "children:manage", params: childIdParams, body: parentThresholdSchema, response: childViewSchema },
  ({ actor, params, body }) => setChildLevelThreshold(actor, params.id, body),
);
