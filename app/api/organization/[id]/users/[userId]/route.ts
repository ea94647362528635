// PUT /organization/{id}/users/{userId} {role, kind}: change a person's role or account type in the organization;
// DELETE: remove them. The organization's organizers only; never its last organizer (docs/decisions/195).
import { route } from "@/lib/api/route";
import { removeMember, updateMember } from "@/lib/organizations/members";
import { memberParams, updateMemberSchema } from "@/lib/organizations/schemas";
import { leftOrganizationSchema, memberUpdatedSchema } from "@/lib/organizations/wire";

export const PUT = route(
  {
    permission: "organizations:manage",
    params: memberParams,
    body: updateMemberSchema,
    audit: { action: "member.update", record: "user" },
    response: memberUpdatedSchema,
  },
  ({ actor, params, body }) => updateMember(actor, params.id, params.userId, body),
);

export const DELETE = route(
  {
    permission: "organizations:manage",
    params: memberParams,
    audit: { action: "member.remove", record: "user" },
    response: leftOrganizationSchema,
  },
  ({ actor, params }) => removeMember(actor, params.id, params.userId),
);
