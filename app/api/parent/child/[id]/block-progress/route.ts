import { route } from "@/lib/api/route";
import { getParentChildIdBlockProgressResponse } from "@/lib/api/response-schemas";
import { getChildBlockProgress } from "@/lib/parents/progress";
import { childIdParams } from "@/lib/parents/schemas";

export const GET = route(
  { permission: "children:manage", params: childIdParams, response: getParentChildIdBlockProgressResponse },
  ({ actor, params }) => getChildBlockProgress(actor, params.id),
);
