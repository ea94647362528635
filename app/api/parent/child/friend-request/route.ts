import { route } from "@/lib/api/route";
import { friendRequestViewSchema } from "@/lib/api/response-schemas";
import { sendFriendRequest } from "@/lib/parents/friends";
import { friendRequestSchema } from "@/lib/parents/schemas";

export const POST = route(
  {
    permission: "children:manage",
    body: friendRequestSchema,
    status: 201,
    response: friendRequestViewSchema,
  },
  ({ actor, body }) => sendFriendRequest(actor, body),
);
