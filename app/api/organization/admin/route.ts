// SPEC §7 POST /organization/admin/ {name, description, invite_code}: an organizer creates an organization and
// becomes its organizer (docs/decisions/130, 131, 195: any organizer account, not only the administrator).
import { route } from "@/lib/api/route";
import { createOrganization } from "@/lib/organizations/organizations";
import { createOrganizationSchema } from "@/lib/organizations/schemas";
import { organizationViewSchema } from "@/lib/organizations/wire";

export const POST = route(
  { permission: "organizations:manage", body: createOrganizationSchema, status: 201, response: organizationViewSchema },
  ({ actor, body }) => createOrganization(actor, body),
);
