import { route } from "@/lib/api/route";
import { lessonSchema, unitParams } from "@/lib/curriculum/schemas";
import { createLesson, listLessons } from "@/lib/curriculum/lessons";
import { lessonViewListSchema, lessonViewSchema } from "@/lib/curriculum/wire";

export const GET = route(
  { permission: "curriculum:manage", params: unitParams, response: lessonViewListSchema },
  ({ actor, params }) => listLessons(actor, params.unitId),
);

export const POST = route(
  { permission: "curriculum:manage", params: unitParams, body: lessonSchema, status: 201, response: lessonViewSchema },
  ({ actor, params, body }) => createLesson(actor, params.unitId, body.text),
);
