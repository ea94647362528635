import { route } from "@/lib/api/route";
import { lessonSchema, unitChildParams } from "@/lib/curriculum/schemas";
import { updateLesson } from "@/lib/curriculum/lessons";
import { lessonViewSchema } from "@/lib/curriculum/wire";

export const PUT = route(
  { permission: "curriculum:manage", params: unitChildParams, body: lessonSchema, response: lessonViewSchema },
  ({ actor, params, body }) => updateLesson(actor, params.unitId, params.id, body.text),
);
