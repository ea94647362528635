// POST /organization/{id}/invite/{invitationId}: send a waiting invitation again (a new link); DELETE: cancel it.
// The organization's organizers only (docs/decisions/195).
import { route } from "@/lib/api/route";
import { leftOrganizationSchema, postOrganizationIdInviteInvitationIdResponse } from "@/lib/api/response-schemas";
import { cancelInvitation, resendInvitation } from "@/lib/organizations/invitations";
import { organizationInvitationParams } from "@/lib/organizations/schemas";

export const POST = route(
  {
    permission: "organizations:manage",
    params: organizationInvitationParams,
    audit: { action: "invitation.resend", record: "invitation" },
    response: postOrganizationIdInviteInvitationIdResponse,
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
