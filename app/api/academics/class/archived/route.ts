import { route } from "@/lib/api/route";
import { archivedClassViewListSchema } from "@/lib/api/response-schemas";
import { listArchivedClasses } from "@/lib/classes/archive";

/** The owner's archived classes still restorable (docs/decisions/185). */
export const GET = route({ permission: "classes:manage", response: archivedClassViewListSchema }, ({ actor }) =>
  listArchivedClasses(actor),
);
