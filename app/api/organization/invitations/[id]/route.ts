// SPEC §7 PUT /organization/invitations/{id} {status: 1 accept | 2 decline}: only the invitee answers.
import { route } from "@/lib/api/route";
import { answerInvitation } from "@/lib/organizations/invitations";
import { answerInvitationSchema, invitationParams } from "@/lib/organizations/schemas";
import { invitationAnsweredSchema } from "@/lib/organizations/wire";

export const PUT = route(
  {
    permission: "invitations:answer",
    params: invitationParams,
    body: answerInvitationSchema,
    response: invitationAnsweredSchema,
  },
  async ({ actor, params, body, audit }) => {
    const result = await answerInvitation(actor, params.id, body.status);
    // Filed with the inviting organization (kept only once the actor is its member), not their current one.
    audit.organizationId = result.invitation.organization;
    return result;
  },
);
