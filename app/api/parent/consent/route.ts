import { route } from "@/lib/api/route";
import { confirmParentConsent } from "@/lib/parents/consent";
import { keySchema } from "@/lib/accounts/schemas";

export const POST = route({ permission: "children:manage", body: keySchema }, ({ actor, body }) =>
  confirmParentConsent(actor, body.key),
);
