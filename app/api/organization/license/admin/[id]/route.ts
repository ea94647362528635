import { route } from "@/lib/api/route";
import { deleteOrganizationLicenseAdminIdResponse } from "@/lib/api/response-schemas";
import { deleteLicense } from "@/lib/licenses/service";
import { idParams } from "@/lib/classes/schemas";

/** Archives the license: out of the catalog, pending requests declined, grants kept until they expire. */
export const DELETE = route(
  {
    permission: "organizations:manage",
    admin: true,
    params: idParams,
    response: deleteOrganizationLicenseAdminIdResponse,
  },
  ({ actor, params }) => deleteLicense(actor, params.id),
);
