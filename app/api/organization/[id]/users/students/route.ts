// SPEC §7 GET /organization/{id}/users/students/: students of the classes filed under the organization.
import { route } from "@/lib/api/route";
import { getOrganizationIdUsersStudentsResponse } from "@/lib/api/response-schemas";
import { listStudents } from "@/lib/organizations/people";
import { organizationParams, studentListQuery } from "@/lib/organizations/schemas";

export const GET = route(
  {
    permission: "organizations:manage",
    params: organizationParams,
    query: studentListQuery,
    response: getOrganizationIdUsersStudentsResponse,
    foldSession: true,
  },
  ({ actor, params, query }) => listStudents(actor, params.id, query),
);
