import { route } from "@/lib/api/route";
import { addChild, listChildren } from "@/lib/parents/children";
import { addChildSchema } from "@/lib/parents/schemas";

export const GET = route({ permission: "children:manage" }, ({ actor }) => listChildren(actor));

export const POST = route({ permission: "children:manage", body: addChildSchema, status: 201 }, ({ actor, body }) =>
  addChild(actor, body),
);
