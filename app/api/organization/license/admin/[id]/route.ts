import { route } from "@/lib/api/route";
import { deleteLicense } from "@/lib/licenses/service";
import { idParams } from "@/lib/classes/schemas";
import { licenseDeletedSchema } from "@/lib/licenses/wire";

/** Archives the license: out of the catalog, pending requests declined, grants kept until they expire. */
export const DELETE = route(
  {
    permission: "organizations:manage",
    admin: true,
    params: idParams,
    response: licenseDeletedSchema,
  },
  ({ actor, params }) => deleteLicense(actor, params.id),
);
