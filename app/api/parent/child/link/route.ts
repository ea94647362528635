import { route } from "@/lib/api/route";
import { childViewSchema } from "@/lib/api/response-schemas";
import { linkChildByCode } from "@/lib/parents/family-codes";
import { linkChildSchema } from "@/lib/parents/schemas";

export const POST = route(
  { permission: "children:manage", body: linkChildSchema, response: childViewSchema },
  ({ actor, body, ip }) => linkChildByCode(actor, body.code, ip),
);
