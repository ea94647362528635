import { route } from "@/lib/http/route";
import { confirmParentConsent } from "@/lib/parents/consent";
import { keySchema } from "@/lib/auth/schemas";

export const POST = route({ permission: "children:manage", body: keySchema }, ({ actor, body }) =>
  confirmParentConsent(actor, body.key),
);
