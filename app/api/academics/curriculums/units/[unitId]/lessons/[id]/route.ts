import { route } from "@/lib/api/route";
import { lessonViewSchema } from "@/lib/api/response-schemas";
import { lessonSchema, unitChildParams } from "@/lib/curriculum/schemas";
import { updateLesson } from "@/lib/curriculum/lessons";

export const PUT = route(
  { permission: "curriculum:manage", params: unitChildParams, body: lessonSchema, response: lessonViewSchema },
  ({ actor, params, body }) => updateLesson(actor, params.unitId, params.id, body.text),
);
