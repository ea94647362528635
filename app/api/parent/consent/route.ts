import { route } from "@/lib/api/route";
import { childViewSchema } from "@/lib/api/response-schemas";
import { confirmParentConsent } from "@/lib/parents/consent";
import { keySchema } from "@/lib/accounts/schemas";

export const POST = route(
  { permission: "children:manage", body: keySchema, response: childViewSchema },
  ({ actor, body }) => confirmParentConsent(actor, body.key),
);
