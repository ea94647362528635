import { route } from "@/lib/api/route";
import { linkChildByCode } from "@/lib/parents/family-codes";
import { linkChildSchema } from "@/lib/parents/schemas";

export const POST = route({ permission: "children:manage", body: linkChildSchema }, ({ actor, body, ip }) =>
  linkChildByCode(actor, body.code, ip),
);
