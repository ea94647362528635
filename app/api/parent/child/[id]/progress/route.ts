import { route } from "@/lib/api/route";
import { getChildProgress } from "@/lib/parents/progress";
import { childIdParams } from "@/lib/parents/schemas";
import { childProgressSchema } from "@/lib/parents/wire";

export const GET = route(
  { permission: "children:manage", params: childIdParams, response: childProgressSchema },
  ({ actor, params }) => getChildProgress(actor, params.id),
);
