import { route } from "@/lib/api/route";
import { createLicense } from "@/lib/licenses/service";
import { licenseInputSchema } from "@/lib/licenses/schemas";
import { licenseViewSchema } from "@/lib/licenses/wire";

/** The deployment administrator adds a license to the catalog. */
export const POST = route(
  {
    permission: "organizations:manage",
    admin: true,
    body: licenseInputSchema,
    status: 201,
    response: licenseViewSchema,
  },
  ({ body }) => createLicense(body),
);
