import { route } from "@/lib/api/route";
import { restoreClass } from "@/lib/classes/archive";
import { classIdParams } from "@/lib/classes/schemas";
import { classViewSchema } from "@/lib/classes/wire";

/** Brings an archived class back within 30 days; later 409 (docs/decisions/185). */
export const POST = route(
  {
    permission: "classes:manage",
    params: classIdParams,
    audit: { action: "class.restore", record: "class" },
    response: classViewSchema,
  },
  ({ actor, params }) => restoreClass(actor, params.classId),
);
