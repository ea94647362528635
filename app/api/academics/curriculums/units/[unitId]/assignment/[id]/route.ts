import { route } from "@/lib/api/route";
import { assignmentViewSchema } from "@/lib/api/response-schemas";
import { assignmentSchema, unitChildParams } from "@/lib/curriculum/schemas";
import { updateAssignment } from "@/lib/curriculum/assignments";
import { teacherToday } from "@/lib/curriculum/today";

export const PUT = route(
  { permission: "curriculum:manage", params: unitChildParams, body: assignmentSchema, response: assignmentViewSchema },
  ({ actor, params, body, req }) => updateAssignment(actor, params.unitId, params.id, body, teacherToday(req)),
);
