// GET /organization/{id}/classes: the classes filed under the organization, by name (the students list's class
// filter; its organizers only; docs/decisions/195).
import { route } from "@/lib/api/route";
import { getOrganizationIdClassesResponse } from "@/lib/api/response-schemas";
import { listOrganizationClasses } from "@/lib/organizations/people";
import { organizationParams } from "@/lib/organizations/schemas";

export const GET = route(
  { permission: "organizations:manage", params: organizationParams, response: getOrganizationIdClassesResponse },
  ({ actor, params }) => listOrganizationClasses(actor, params.id),
);
