import { route } from "@/lib/api/route";
import { addStudent, listStudents } from "@/lib/students/service";
import { classIdParams } from "@/lib/classes/schemas";
import { addStudentBodySchema } from "@/lib/students/schemas";
import { studentViewListSchema, studentViewSchema } from "@/lib/students/wire";

export const GET = route(
  { permission: "students:manage", params: classIdParams, response: studentViewListSchema, foldSession: true },
  ({ actor, params }) => listStudents(actor, params.classId),
);

export const POST = route(
  {
    permission: "students:manage",
    params: classIdParams,
    body: addStudentBodySchema,
    status: 201,
    response: studentViewSchema,
  },
  ({ actor, params, body }) => addStudent(actor, params.classId, body.student),
);
