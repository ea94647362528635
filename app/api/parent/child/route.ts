import { route } from "@/lib/api/route";
import { addChild, listChildren } from "@/lib/parents/children";
import { addChildSchema } from "@/lib/parents/schemas";
import { childViewListSchema, childViewSchema } from "@/lib/parents/wire";

export const GET = route(
  { permission: "children:manage", response: childViewListSchema, foldSession: true },
  ({ actor }) => listChildren(actor),
);

export const POST = route(
  { permission: "children:manage", body: addChildSchema, status: 201, response: childViewSchema },
  ({ actor, body }) => addChild(actor, body),
);
