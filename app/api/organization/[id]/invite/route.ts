// SPEC §7 POST and GET /organization/{id}/invite {email, role}: its organizers invite by email and list the
// invitations with their status (docs/decisions/133).
import { route } from "@/lib/api/route";
import { listOrganizationInvitations, sendInvitation } from "@/lib/organizations/invitations";
import { inviteSchema, organizationParams, pageQuery } from "@/lib/organizations/schemas";
import { invitationPageSchema, organizationsInvitationViewSchema } from "@/lib/organizations/wire";

export const GET = route(
  {
    permission: "organizations:manage",
    params: organizationParams,
    query: pageQuery,
    response: invitationPageSchema,
  },
  ({ actor, params, query }) => listOrganizationInvitations(actor, params.id, query),
);

export const POST = route(
  {
    permission: "organizations:manage",
    params: organizationParams,
    body: inviteSchema,
    status: 201,
    response: organizationsInvitationViewSchema,
  },
  async ({ actor, params, body, audit }) => {
    const sent = await sendInvitation(actor, params.id, body);
    // The entry names the invitation, so the log reads "sent the invitation to …" (docs/decisions/196).
    audit.record = { type: "invitation", id: sent.id };
    return sent;
  },
);
