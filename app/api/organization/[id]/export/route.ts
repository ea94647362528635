import { route } from "@/lib/api/route";
import { fileResponse } from "@/lib/api/response";
import { idParams } from "@/lib/classes/schemas";
import { exportOrganizationData } from "@/lib/organizations/export";

/** The organization's data as JSON, for its organizers; the export is an audit entry (docs/decisions/187). */
export const GET = route(
  {
    permission: "organizations:manage",
    params: idParams,
    audit: { action: "organization.export", record: "organization" },
    response: fileResponse("The organization's data as a JSON file.", "application/json"),
  },
  ({ actor, params }) => exportOrganizationData(actor, params.id),
);
