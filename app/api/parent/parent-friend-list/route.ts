import { route } from "@/lib/api/route";
import { listFriendRequests } from "@/lib/parents/friends";
import { friendListSchema } from "@/lib/parents/wire";

export const GET = route({ permission: "children:manage", response: friendListSchema }, ({ actor }) =>
  listFriendRequests(actor),
);
