import { route } from "@/lib/api/route";
import {
  postAcademicsClassClassIdStudentStudentIdFamilyResponse,
  studentFamilySchema,
} from "@/lib/api/response-schemas";
import { createFamilyCode, getFamily } from "@/lib/parents/family-codes";
import { classStudentParams } from "@/lib/classes/schemas";

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
    response: postAcademicsClassClassIdStudentStudentIdFamilyResponse,
  },
  ({ actor, params }) => createFamilyCode(actor, params.classId, params.studentId),
);
