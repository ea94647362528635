import { route } from "@/lib/api/route";
import { assignmentSchema, unitChildParams } from "@/lib/curriculum/schemas";
import { updateAssignment } from "@/lib/curriculum/assignments";
import { teacherToday } from "@/lib/curriculum/today";
import { assignmentViewSchema } from "@/lib/curriculum/wire";

export const PUT = route(
  { permission: "curriculum:manage", params: unitChildParams, body: assignmentSchema, response: assignmentViewSchema },
  ({ actor, params, body, req }) => updateAssignment(actor, params.unitId, params.id, body, teacherToday(req)),
);
