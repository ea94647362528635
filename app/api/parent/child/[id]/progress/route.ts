import { route } from "@/lib/api/route";
import { getParentChildIdProgressResponse } from "@/lib/api/response-schemas";
import { getChildProgress } from "@/lib/parents/progress";
import { childIdParams } from "@/lib/parents/schemas";

export const GET = route(
  { permission: "children:manage", params: childIdParams, response: getParentChildIdProgressResponse },
  ({ actor, params }) => getChildProgress(actor, params.id),
);
