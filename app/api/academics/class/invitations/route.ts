import { route } from "@/lib/api/route";
import { listMyInvitations } from "@/lib/classes/invitations";
import { invitationViewListSchema } from "@/lib/classes/wire";

/** Invitations to co-teach waiting for the signed-in teacher's answer. */
export const GET = route({ permission: "classes:manage", response: invitationViewListSchema }, ({ actor }) =>
  listMyInvitations(actor),
);
