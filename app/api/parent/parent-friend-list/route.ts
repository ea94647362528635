import { route } from "@/lib/api/route";
import { listFriendRequests } from "@/lib/parents/friends";

export const GET = route({ permission: "children:manage" }, ({ actor }) => listFriendRequests(actor));
