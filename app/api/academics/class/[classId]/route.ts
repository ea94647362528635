import { route } from "@/lib/api/route";
import { deleteClass, getClassOrThrow, serializeClass } from "@/lib/classes/service";
import { classIdParams } from "@/lib/classes/schemas";

export const GET = route({ permission: "classes:manage", params: classIdParams }, async ({ actor, params }) =>
  serializeClass(await getClassOrThrow(actor, params.classId), actor),
);

export const DELETE = route({ permission: "classes:manage", params: classIdParams }, ({ actor, params }) =>
  deleteClass(actor, params.classId),
);
