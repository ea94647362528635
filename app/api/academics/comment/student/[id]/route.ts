import { route } from "@/lib/api/route";
import { addComment, listComments } from "@/lib/students/comments";
import { idParams } from "@/lib/classes/schemas";
import { commentSchema } from "@/lib/students/schemas";
import { commentViewListSchema, commentViewSchema } from "@/lib/classes/wire";

export const GET = route(
  { permission: "comments:manage", params: idParams, response: commentViewListSchema },
  ({ actor, params }) => listComments(actor, params.id),
);

export const POST = route(
  { permission: "comments:manage", params: idParams, body: commentSchema, status: 201, response: commentViewSchema },
  ({ actor, params, body }) => addComment(actor, params.id, body.text),
);
