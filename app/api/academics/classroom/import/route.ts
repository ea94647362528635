// Chosen Google Classroom courses become the teacher's classes with their students, all or nothing (issue 42).
import { route } from "@/lib/api/route";
import { importClassroomCourses } from "@/lib/classroom/service";
import { classroomImportSchema } from "@/lib/classroom/schemas";
import { classroomImportResultSchema } from "@/lib/classroom/wire";

export const POST = route(
  {
    permission: "classes:manage",
    body: classroomImportSchema,
    status: 201,
    response: classroomImportResultSchema,
    audit: { action: "class.classroom_import" },
  },
  ({ actor, body }) => importClassroomCourses(actor, body),
);
