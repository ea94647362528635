import { route } from "@/lib/api/route";
import { confirmParentConsent } from "@/lib/parents/consent";
import { keySchema } from "@/lib/accounts/schemas";
import { childViewSchema } from "@/lib/parents/wire";

export const POST = route(
  { permission: "children:manage", body: keySchema, response: childViewSchema },
  ({ actor, body }) => confirmParentConsent(actor, body.key),
);
