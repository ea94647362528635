// The Google Classroom courses the teacher teaches (issue 42), with student counts and which are imported already.
// A POST because it carries the teacher's Google access token in its body (never in an address or a log line).
import { route } from "@/lib/api/route";
import { listClassroomCourses } from "@/lib/classroom/service";
import { classroomTokenSchema } from "@/lib/classroom/schemas";
import { classroomCoursesSchema } from "@/lib/classroom/wire";

export const POST = route(
  {
    permission: "classes:manage",
    body: classroomTokenSchema,
    response: classroomCoursesSchema,
    audit: { action: "class.classroom_courses" },
  },
  ({ actor, body }) => listClassroomCourses(actor, body),
);
