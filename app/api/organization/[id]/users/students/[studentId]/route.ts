// SPEC §7 GET /organization/{id}/users/students/{studentId}: one student of the organization (404 otherwise).
import { route } from "@/lib/api/route";
import { getStudent } from "@/lib/organizations/people";
import { organizationStudentParams } from "@/lib/organizations/schemas";
import { organizationStudentViewSchema } from "@/lib/organizations/wire";

export const GET = route(
  { permission: "organizations:manage", params: organizationStudentParams, response: organizationStudentViewSchema },
  ({ actor, params }) => getStudent(actor, params.id, params.studentId),
);
