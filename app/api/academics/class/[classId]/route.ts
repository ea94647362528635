import { route } from "@/lib/api/route";
import { deleteClass, getClassOrThrow, serializeClass, updateClass } from "@/lib/classes/service";
import { classIdParams, updateClassSchema } from "@/lib/classes/schemas";

export const GET = route({ permission: "classes:manage", params: classIdParams }, async ({ actor, params }) =>
  serializeClass(await getClassOrThrow(actor, params.classId), actor),
);

export const DELETE = route({ permission: "classes:manage", params: classIdParams }, ({ actor, params }) =>
  deleteClass(actor, params.classId),
);

/** The class's settings: name, colour, grade, subject, room; co-teachers for the owner (docs/decisions/192). */
export const PATCH = route(
  { permission: "classes:manage", audit: { action: "class.update" }, params: classIdParams, body: updateClassSchema },
  ({ actor, params, body }) => updateClass(actor, params.classId, body),
);
