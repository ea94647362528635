import { route } from "@/lib/api/route";
import { listArchivedClasses } from "@/lib/classes/archive";

/** The owner's archived classes still restorable (docs/decisions/185). */
export const GET = route({ permission: "classes:manage" }, ({ actor }) => listArchivedClasses(actor));
