import { route } from "@/lib/api/route";
import { childDataSummary } from "@/lib/parents/data-export";
import { childIdParams } from "@/lib/parents/schemas";
import { childDataSummarySchema } from "@/lib/parents/wire";

/** What deleting the child takes with it: the counts the delete dialog shows (docs/decisions/186). */
export const GET = route(
  { permission: "children:manage", params: childIdParams, response: childDataSummarySchema },
  ({ actor, params }) => childDataSummary(actor, params.id),
);
