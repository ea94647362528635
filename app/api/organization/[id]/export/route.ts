import { route } from "@/lib/api/route";
import { idParams } from "@/lib/classes/schemas";
import { exportOrganizationData } from "@/lib/organizations/export";

/** The organization's data as JSON, for its organizers; the export is an audit entry (docs/decisions/187). */
export const GET = route(
  {
    permission: "organizations:manage",
    params: idParams,
    audit: { action: "organization.export", record: "organization" },
  },
  ({ actor, params }) => exportOrganizationData(actor, params.id),
);
