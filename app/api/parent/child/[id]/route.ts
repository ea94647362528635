import { route } from "@/lib/api/route";
import { deleteChild, getChild, updateChild } from "@/lib/parents/children";
import { childIdParams, updateChildSchema } from "@/lib/parents/schemas";

export const GET = route({ permission: "children:manage", params: childIdParams }, ({ actor, params }) =>
  getChild(actor, params.id),
);

export const DELETE = route({ permission: "children:manage", params: childIdParams }, ({ actor, params }) =>
  deleteChild(actor, params.id),
);

/** The child's name, birth date and coding experience (docs/decisions/193). */
export const PUT = route(
  { permission: "children:manage", params: childIdParams, body: updateChildSchema },
  ({ actor, params, body }) => updateChild(actor, params.id, body),
);
