import { getStudentInfo } from "@/lib/activity/home";
import { route } from "@/lib/api/route";
import { studentInfoSchema } from "@/lib/activity/wire";

/** SPEC §7 GET /users/student-info: the signed-in student's own information. */
export const GET = route({ permission: "student:self", response: studentInfoSchema }, ({ actor }) =>
  getStudentInfo(actor),
);
