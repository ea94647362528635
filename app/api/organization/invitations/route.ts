// SPEC §7 GET /organization/invitations: the signed-in person's pending invitations (by verified email).
import { route } from "@/lib/api/route";
import { myInvitations } from "@/lib/organizations/invitations";
import { organizationsInvitationViewListSchema } from "@/lib/organizations/wire";

export const GET = route(
  { permission: "invitations:answer", response: organizationsInvitationViewListSchema },
  ({ actor }) => myInvitations(actor),
);
