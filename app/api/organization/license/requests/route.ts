import { route } from "@/lib/api/route";
import { getOrganizationLicenseRequestsResponse } from "@/lib/api/response-schemas";
import { requestQueue } from "@/lib/licenses/service";

/** The deployment administrator's queue: pending requests first, then the latest answers. */
export const GET = route(
  { permission: "organizations:manage", admin: true, response: getOrganizationLicenseRequestsResponse },
  ({ actor }) => requestQueue(actor),
);
