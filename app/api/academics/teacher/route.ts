import { route } from "@/lib/api/route";
import { getAcademicsTeacherResponse } from "@/lib/api/response-schemas";
import { teacherProfile } from "@/lib/classes/service";

export const GET = route(
  { permission: "classes:manage", response: getAcademicsTeacherResponse, foldSession: true },
  ({ actor }) => teacherProfile(actor),
);
