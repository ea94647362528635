// SPEC §7 PUT /organization/invitations/{id} {status: 1 accept | 2 decline}: only the invitee answers.
import { route } from "@/lib/api/route";
import { answerInvitation } from "@/lib/organizations/invitations";
import { answerInvitationSchema, invitationParams } from "@/lib/organizations/schemas";

export const PUT = route(
  { permission: "invitations:answer", params: invitationParams, body: answerInvitationSchema },
  ({ actor, params, body }) => answerInvitation(actor, params.id, body.status),
);
