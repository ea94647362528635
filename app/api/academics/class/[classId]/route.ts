import { route } from "@/lib/api/route";
import { noContent } from "@/lib/api/response";
import { getClassOrThrow, serializeClass, updateClass } from "@/lib/classes/service";
import { archiveClass } from "@/lib/classes/archive";
import { classIdParams, updateClassSchema } from "@/lib/classes/schemas";
import { classViewSchema } from "@/lib/classes/wire";

export const GET = route(
  { permission: "classes:manage", params: classIdParams, response: classViewSchema },
  async ({ actor, params }) => serializeClass(await getClassOrThrow(actor, params.classId), actor),
);

/** Archives the class: restorable by its owner for 30 days (docs/decisions/185). */
export const DELETE = route(
  {
    permission: "classes:manage",
    params: classIdParams,
    audit: { action: "class.archive", record: "class" },
    response: noContent,
  },
  ({ actor, params }) => archiveClass(actor, params.classId),
);

/** The class's settings: name, colour, grade, subject, room; co-teachers for the owner (docs/decisions/192). */
export const PATCH = route(
  {
    permission: "classes:manage",
    audit: { action: "class.update" },
    params: classIdParams,
    body: updateClassSchema,
    response: classViewSchema,
  },
  ({ actor, params, body }) => updateClass(actor, params.classId, body),
);
