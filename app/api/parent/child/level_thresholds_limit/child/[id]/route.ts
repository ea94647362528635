import { route } from "@/lib/api/route";
import { setChildLevelThreshold } from "@/lib/parents/settings";
import { childIdParams, parentThresholdSchema } from "@/lib/parents/schemas";
import { childViewSchema } from "@/lib/parents/wire";

export const POST = route(
  { permission: "children:manage", params: childIdParams, body: parentThresholdSchema, response: childViewSchema },
  ({ actor, params, body }) => setChildLevelThreshold(actor, params.id, body),
);
