import { route } from "@/lib/api/route";
import { updateChildPassword } from "@/lib/parents/children";
import { childIdParams, updatePasswordSchema } from "@/lib/parents/schemas";
import { detailSchema } from "@/lib/http/wire";

export const PUT = route(
  {
    permission: "children:manage",
    params: childIdParams,
    body: updatePasswordSchema,
    response: detailSchema,
  },
  ({ actor, params, body }) => updateChildPassword(actor, params.id, body.password),
);
