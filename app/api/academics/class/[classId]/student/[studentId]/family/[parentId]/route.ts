import { z } from "zod";
import { route } from "@/lib/api/route";
import { unlinkParent } from "@/lib/parents/family-codes";
import { classStudentParams } from "@/lib/classes/schemas";
import { studentFamilySchema } from "@/lib/students/wire";

export const DELETE = route(
  {
    permission: "students:manage",
    params: classStudentParams.extend({ parentId: z.string().uuid() }),
    response: studentFamilySchema,
  },
  ({ actor, params }) => unlinkParent(actor, params.classId, params.studentId, params.parentId),
);
