import { route } from "@/lib/api/route";
import { requestLicense } from "@/lib/licenses/service";
import { licenseRequestSchema, orgParams } from "@/lib/licenses/schemas";
import { licenseRequestViewSchema } from "@/lib/licenses/wire";

/** An organizer of the organization requests a catalog license for it. */
export const POST = route(
  {
    permission: "organizations:manage",
    params: orgParams,
    body: licenseRequestSchema,
    status: 201,
    response: licenseRequestViewSchema,
  },
  ({ actor, params, body }) => requestLicense(actor, params.orgId, body.license),
);
