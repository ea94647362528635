import { getStudentInfo } from "@/lib/activity/home";
import { route } from "@/lib/api/route";
import { getUsersStudentInfoResponse } from "@/lib/api/response-schemas";

/** SPEC §7 GET /users/student-info: the signed-in student's own information. */
export const GET = route({ permission: "student:self", response: getUsersStudentInfoResponse }, ({ actor }) =>
  getStudentInfo(actor),
);
