import { route } from "@/lib/api/route";
import { deleteComment, updateComment } from "@/lib/students/comments";
import { idParams } from "@/lib/classes/schemas";
import { commentSchema } from "@/lib/students/schemas";

export const PUT = route(
  { permission: "comments:manage", params: idParams, body: commentSchema },
  ({ actor, params, body }) => updateComment(actor, params.id, body.text),
);

export const DELETE = route({ permission: "comments:manage", params: idParams }, ({ actor, params }) =>
  deleteComment(actor, params.id),
);
