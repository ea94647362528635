import { route } from "@/lib/api/route";
import { invitationViewListSchema } from "@/lib/api/response-schemas";
import { listMyInvitations } from "@/lib/classes/invitations";

/** Invitations to co-teach waiting for the signed-in teacher's answer. */
export const GET = route({ permission: "classes:manage", response: invitationViewListSchema }, ({ actor }) =>
  listMyInvitations(actor),
);
