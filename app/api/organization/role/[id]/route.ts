// SPEC §7 DELETE /organization/role/{id}: one of the organization's organizers removes a role.
import { route } from "@/lib/api/route";
import { deleteOrganizationRoleIdResponse } from "@/lib/api/response-schemas";
import { deleteRole } from "@/lib/organizations/roles";
import { roleParams } from "@/lib/organizations/schemas";

export const DELETE = route(
  { permission: "organizations:manage", params: roleParams, response: deleteOrganizationRoleIdResponse },
  ({ actor, params }) => deleteRole(actor, params.id),
);
