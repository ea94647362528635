import { route } from "@/lib/api/route";
import { licenseCatalog } from "@/lib/licenses/service";
import { licenseCatalogSchema } from "@/lib/licenses/wire";

/** The catalog, and the requests and grants of the signed-in organizer's organizations (docs/decisions/135). */
export const GET = route({ permission: "organizations:manage", response: licenseCatalogSchema }, ({ actor }) =>
  licenseCatalog(actor),
);
