// POST /organization/{id}/invite/{invitationId}: send a waiting invitation again (a new link); DELETE: cancel it.
// The organization's organizers only (docs/decisions/195).
import { route } from "@/lib/api/route";
import { cancelInvitation, resendInvitation } from "@/lib/organizations/invitations";
import { organizationInvitationParams } from "@/lib/organizations/schemas";
import { invitationResentSchema, leftOrganizationSchema } from "@/lib/organizations/wire";

export const POST = route(
  {
    permission: "organizations:manage",
    params: organizationInvitationParams,
    audit: { action: "invitation.resend", record: "invitation" },
    response: invitationResentSchema,
  },
  ({ actor, params }) => resendInvitation(actor, params.id, params.invitationId),
);

export const DELETE = route(
  {
    permission: "organizations:manage",
    params: organizationInvitationParams,
    audit: { action: "invitation.cancel", record: "invitation" },
    response: leftOrganizationSchema,
  },
  ({ actor, params }) => cancelInvitation(actor, params.id, params.invitationId),
);
