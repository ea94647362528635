import { route } from "@/lib/api/route";
import { assignmentSchema, unitParams } from "@/lib/curriculum/schemas";
import { createAssignment } from "@/lib/curriculum/assignments";
import { teacherToday } from "@/lib/curriculum/today";
import { assignmentViewSchema } from "@/lib/curriculum/wire";

export const POST = route(
  {
    permission: "curriculum:manage",
    params: unitParams,
    body: assignmentSchema,
    status: 201,
    response: assignmentViewSchema,
  },
  ({ actor, params, body, req }) => createAssignment(actor, params.unitId, body, teacherToday(req)),
);
