import { route } from "@/lib/api/route";
import { answerLicenseRequest } from "@/lib/licenses/service";
import { answerRequestSchema, requestParams } from "@/lib/licenses/schemas";
import { licenseRequestViewSchema } from "@/lib/licenses/wire";

/** The deployment administrator grants ({status: "granted"}) or declines a pending request. */
export const PUT = route(
  {
    permission: "organizations:manage",
    admin: true,
    params: requestParams,
    body: answerRequestSchema,
    response: licenseRequestViewSchema,
  },
  ({ actor, params, body }) => answerLicenseRequest(actor, params.orgId, params.requestId, body.status),
);
