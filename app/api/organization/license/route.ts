import { route } from "@/lib/api/route";
import { licenseCatalog } from "@/lib/licenses/service";

/** The catalog, and the requests and grants of the signed-in organizer's organizations (docs/decisions/135). */
export const GET = route({ permission: "organizations:manage" }, ({ actor }) => licenseCatalog(actor));
