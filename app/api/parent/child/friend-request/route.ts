import { route } from "@/lib/api/route";
import { sendFriendRequest } from "@/lib/parents/friends";
import { friendRequestSchema } from "@/lib/parents/schemas";
import { friendRequestViewSchema } from "@/lib/parents/wire";

export const POST = route(
  {
    permission: "children:manage",
    body: friendRequestSchema,
    status: 201,
    response: friendRequestViewSchema,
  },
  ({ actor, body }) => sendFriendRequest(actor, body),
);
