import { route } from "@/lib/api/route";
import { licenseCatalogSchema } from "@/lib/api/response-schemas";
import { licenseCatalog } from "@/lib/licenses/service";

/** The catalog, and the requests and grants of the signed-in organizer's organizations (docs/decisions/135). */
export const GET = route({ permission: "organizations:manage", response: licenseCatalogSchema }, ({ actor }) =>
  licenseCatalog(actor),
);
