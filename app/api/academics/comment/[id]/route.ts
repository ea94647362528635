import { route } from "@/lib/api/route";
import { noContent } from "@/lib/api/response";
import { deleteComment, updateComment } from "@/lib/students/comments";
import { idParams } from "@/lib/classes/schemas";
import { commentSchema } from "@/lib/students/schemas";
import { commentViewSchema } from "@/lib/classes/wire";

export const PUT = route(
  { permission: "comments:manage", params: idParams, body: commentSchema, response: commentViewSchema },
  ({ actor, params, body }) => updateComment(actor, params.id, body.text),
);

export const DELETE = route(
  { permission: "comments:manage", params: idParams, response: noContent },
  ({ actor, params }) => deleteComment(actor, params.id),
);
