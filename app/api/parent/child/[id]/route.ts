import { route } from "@/lib/api/route";
import { deleteChild, getChild, updateChild } from "@/lib/parents/children";
import { childIdParams, updateChildSchema } from "@/lib/parents/schemas";
import { childViewSchema, deleteChildResultSchema } from "@/lib/parents/wire";

export const GET = route(
  { permission: "children:manage", params: childIdParams, response: childViewSchema },
  ({ actor, params }) => getChild(actor, params.id),
);

/** A home child is deleted for good (the dialog showed the counts first); a school child is unlinked (decision 186). */
export const DELETE = route(
  {
    permission: "children:manage",
    params: childIdParams,
    audit: { record: "child" },
    response: deleteChildResultSchema,
  },
  async ({ actor, params, audit }) => {
    const result = await deleteChild(actor, params.id);
    audit.action = result.deleted ? "child.delete" : "child.unlink";
    return result;
  },
);

/** The child's name, birth date and coding experience (docs/decisions/193). */
export const PUT = route(
  { permission: "children:manage", params: childIdParams, body: updateChildSchema, response: childViewSchema },
  ({ actor, params, body }) => updateChild(actor, params.id, body),
);
