import { route } from "@/lib/api/route";
import { linkChildByCode } from "@/lib/parents/family-codes";
import { linkChildSchema } from "@/lib/parents/schemas";
import { childViewSchema } from "@/lib/parents/wire";

export const POST = route(
  { permission: "children:manage", body: linkChildSchema, response: childViewSchema },
  ({ actor, body, ip }) => linkChildByCode(actor, body.code, ip),
);
