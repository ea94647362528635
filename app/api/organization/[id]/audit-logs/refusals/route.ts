import { route } from "@/lib/api/route";
import { organizationIdParams, refusalListSchema } from "@/lib/audit/schemas";
import { listRefusals } from "@/lib/audit/refusals";
import { refusalPageSchema } from "@/lib/audit/wire";

/** Refused requests counted per person, route, status and minute (issue 41), newest first, filtered and paged. */
export const GET = route(
  {
    permission: "audit:read",
    params: organizationIdParams,
    query: refusalListSchema,
    response: refusalPageSchema,
  },
  ({ actor, params, query }) => listRefusals(actor, params.id, query),
);
