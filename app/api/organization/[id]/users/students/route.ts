// SPEC §7 GET /organization/{id}/users/students/: students of the classes filed under the organization.
import { route } from "@/lib/api/route";
import { listStudents } from "@/lib/organizations/people";
import { organizationParams, studentListQuery } from "@/lib/organizations/schemas";
import { organizationStudentPageSchema } from "@/lib/organizations/wire";

export const GET = route(
  {
    permission: "organizations:manage",
    params: organizationParams,
    query: studentListQuery,
    response: organizationStudentPageSchema,
    foldSession: true,
  },
  ({ actor, params, query }) => listStudents(actor, params.id, query),
);
