import { route } from "@/lib/api/route";
import { answerFriendRequest } from "@/lib/parents/friends";
import { answerSchema, requestIdParams } from "@/lib/parents/schemas";
import { friendRequestViewSchema } from "@/lib/parents/wire";

export const PUT = route(
  {
    permission: "children:manage",
    params: requestIdParams,
    body: answerSchema,
    response: friendRequestViewSchema,
  },
  ({ actor, params, body }) => answerFriendRequest(actor, params.id, body),
);
