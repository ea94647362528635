// SPEC §7 POST and GET /organization/role/: an organization's named roles (its organizers; docs/decisions/132).
import { route } from "@/lib/api/route";
import { createRole, listRoles } from "@/lib/organizations/roles";
import { createRoleSchema, roleListQuery } from "@/lib/organizations/schemas";
import { roleViewListSchema, roleViewSchema } from "@/lib/organizations/wire";

export const GET = route(
  { permission: "organizations:manage", query: roleListQuery, response: roleViewListSchema },
  ({ actor, query }) => listRoles(actor, query.organization),
);

export const POST = route(
  { permission: "organizations:manage", body: createRoleSchema, status: 201, response: roleViewSchema },
  ({ actor, body }) => createRole(actor, body),
);
