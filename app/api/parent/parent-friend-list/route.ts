import { route } from "@/lib/api/route";
import { getParentParentFriendListResponse } from "@/lib/api/response-schemas";
import { listFriendRequests } from "@/lib/parents/friends";

export const GET = route({ permission: "children:manage", response: getParentParentFriendListResponse }, ({ actor }) =>
  listFriendRequests(actor),
);
