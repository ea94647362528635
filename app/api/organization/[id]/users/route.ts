// SPEC §7 GET /organization/{id}/users: the organization's members, newest first (its organizers only).
import { route } from "@/lib/api/route";
import { listMembers } from "@/lib/organizations/people";
import { organizationParams, pageQuery } from "@/lib/organizations/schemas";
import { memberPageSchema } from "@/lib/organizations/wire";

export const GET = route(
  {
    permission: "organizations:manage",
    params: organizationParams,
    query: pageQuery,
    response: memberPageSchema,
    foldSession: true,
  },
  ({ actor, params, query }) => listMembers(actor, params.id, query),
);
