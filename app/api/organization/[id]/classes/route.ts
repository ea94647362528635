// GET /organization/{id}/classes: the classes filed under the organization, by name (the students list's class
// filter; its organizers only; docs/decisions/195).
import { route } from "@/lib/api/route";
import { listOrganizationClasses } from "@/lib/organizations/people";
import { organizationParams } from "@/lib/organizations/schemas";
import { organizationClassListSchema } from "@/lib/organizations/wire";

export const GET = route(
  { permission: "organizations:manage", params: organizationParams, response: organizationClassListSchema },
  ({ actor, params }) => listOrganizationClasses(actor, params.id),
);
