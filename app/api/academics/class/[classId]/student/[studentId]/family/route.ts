import { route } from "@/lib/api/route";
import { createFamilyCode, getFamily } from "@/lib/parents/family-codes";
import { classStudentParams } from "@/lib/classes/schemas";
import { familyCodeSchema, studentFamilySchema } from "@/lib/students/wire";

export const GET = route(
  {
    permission: "students:manage",
    params: classStudentParams,
    response: studentFamilySchema,
  },
  ({ actor, params }) => getFamily(actor, params.classId, params.studentId),
);

/** A new one-time family code (replaces the previous one). */
export const POST = route(
  {
    permission: "students:manage",
    params: classStudentParams,
    status: 201,
    response: familyCodeSchema,
  },
  ({ actor, params }) => createFamilyCode(actor, params.classId, params.studentId),
);
