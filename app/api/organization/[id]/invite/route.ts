// SPEC §7 POST and GET /organization/{id}/invite {email, role}: its organizers invite by email and list the
// invitations with their status (docs/decisions/133).
import { route } from "@/lib/api/route";
import { listOrganizationInvitations, sendInvitation } from "@/lib/organizations/invitations";
import { inviteSchema, organizationParams, pageQuery } from "@/lib/organizations/schemas";

export const GET = route(
  { permission: "organizations:manage", params: organizationParams, query: pageQuery },
  ({ actor, params, query }) => listOrganizationInvitations(actor, params.id, query),
);

export const POST = route(
  { permission: "organizations:manage", params: organizationParams, body: inviteSchema, status: 201 },
  ({ actor, params, body }) => sendInvitation(actor, params.id, body),
);
