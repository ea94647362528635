import { route } from "@/lib/api/route";
import { noContent } from "@/lib/api/response";
import { deleteStudent, getStudent, updateStudent } from "@/lib/students/service";
import { classStudentParams } from "@/lib/classes/schemas";
import { updateStudentBodySchema } from "@/lib/students/schemas";
import { studentViewSchema } from "@/lib/students/wire";

export const GET = route(
  { permission: "students:manage", params: classStudentParams, response: studentViewSchema },
  ({ actor, params }) => getStudent(actor, params.classId, params.studentId),
);

export const PUT = route(
  {
    permission: "students:manage",
    params: classStudentParams,
    body: updateStudentBodySchema,
    response: studentViewSchema,
  },
  ({ actor, params, body }) => updateStudent(actor, params.classId, params.studentId, body.student),
);

export const DELETE = route(
  { permission: "students:manage", params: classStudentParams, response: noContent },
  ({ actor, params }) => deleteStudent(actor, params.classId, params.studentId),
);
