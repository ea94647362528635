import { getStudentInfo } from "@/lib/activity/home";
import { route } from "@/lib/api/route";

/** SPEC §7 GET /users/student-info: the signed-in student's own information. */
export const GET = route({ permission: "student:self" }, ({ actor }) => getStudentInfo(actor));
