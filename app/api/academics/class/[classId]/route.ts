import { route } from "@/lib/api/route";
import { getClassOrThrow, serializeClass } from "@/lib/classes/service";
import { archiveClass } from "@/lib/classes/archive";
import { classIdParams } from "@/lib/classes/schemas";

export const GET = route({ permission: "classes:manage", params: classIdParams }, async ({ actor, params }) =>
  serializeClass(await getClassOrThrow(actor, params.classId), actor),
);

/** Archives the class: restorable by its owner for 30 days (docs/decisions/185). */
export const DELETE = route(
  { permission: "classes:manage", params: classIdParams, audit: { action: "class.archive", record: "class" } },
  ({ actor, params }) => archiveClass(actor, params.classId),
);
