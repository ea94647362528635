import { route } from "@/lib/api/route";
import { organizationAnalytics } from "@/lib/analytics/organization";
import { idParams } from "@/lib/classes/schemas";
import { organizationAnalyticsSchema } from "@/lib/analytics/wire";

/** The organization's figures, for its organizers (docs/decisions/137). */
export const GET = route(
  { permission: "organizations:manage", params: idParams, response: organizationAnalyticsSchema },
  ({ actor, params }) => organizationAnalytics(actor, params.id),
);
