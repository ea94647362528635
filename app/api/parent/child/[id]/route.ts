import { route } from "@/lib/api/route";
import { deleteChild, getChild } from "@/lib/parents/children";
import { childIdParams } from "@/lib/parents/schemas";

export const GET = route({ permission: "children:manage", params: childIdParams }, ({ actor, params }) =>
  getChild(actor, params.id),
);

export const DELETE = route({ permission: "children:manage", params: childIdParams }, ({ actor, params }) =>
  deleteChild(actor, params.id),
);
