import { route } from "@/lib/api/route";
import { listArchivedClasses } from "@/lib/classes/archive";
import { archivedClassViewListSchema } from "@/lib/classes/wire";

/** The owner's archived classes still restorable (docs/decisions/185). */
export const GET = route({ permission: "classes:manage", response: archivedClassViewListSchema }, ({ actor }) =>
  listArchivedClasses(actor),
);
