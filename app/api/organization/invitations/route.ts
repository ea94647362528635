// SPEC §7 GET /organization/invitations: the signed-in person's pending invitations (by verified email).
import { route } from "@/lib/api/route";
import { organizationsInvitationViewListSchema } from "@/lib/api/response-schemas";
import { myInvitations } from "@/lib/organizations/invitations";

export const GET = route(
  { permission: "invitations:answer", response: organizationsInvitationViewListSchema },
  ({ actor }) => myInvitations(actor),
);
