import { route } from "@/lib/api/route";
import { detailSchema } from "@/lib/api/response-schemas";
import { updateChildPassword } from "@/lib/parents/children";
import { childIdParams, updatePasswordSchema } from "@/lib/parents/schemas";

export const PUT = route(
  {
    permission: "children:manage",
    params: childIdParams,
    body: updatePasswordSchema,
    response: detailSchema,
  },
  ({ actor, params, body }) => updateChildPassword(actor, params.id, body.password),
);
