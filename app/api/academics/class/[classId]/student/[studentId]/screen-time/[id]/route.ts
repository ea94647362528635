import { route } from "@/lib/api/route";
import { updateScreenTime } from "@/lib/students/service";
import { classStudentParams } from "@/lib/classes/schemas";
import { screenTimeUpdateSchema } from "@/lib/students/schemas";
import { z } from "zod";
import { studentViewSchema } from "@/lib/students/wire";

export const PUT = route(
  {
    permission: "students:manage",
    params: classStudentParams.extend({ id: z.string().uuid() }),
    body: screenTimeUpdateSchema,
    response: studentViewSchema,
  },
  ({ actor, params, body }) => updateScreenTime(actor, params.classId, params.studentId, params.id, body),
);
