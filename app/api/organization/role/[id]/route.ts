// SPEC §7 DELETE /organization/role/{id}: one of the organization's organizers removes a role.
import { route } from "@/lib/api/route";
import { deleteRole } from "@/lib/organizations/roles";
import { roleParams } from "@/lib/organizations/schemas";
import { roleDeletedSchema } from "@/lib/organizations/wire";

export const DELETE = route(
  { permission: "organizations:manage", params: roleParams, response: roleDeletedSchema },
  ({ actor, params }) => deleteRole(actor, params.id),
);
