import { route } from "@/lib/api/route";
import { classIdParams } from "@/lib/classes/schemas";
import { lessonTiles } from "@/lib/lesson/live";
import { lessonViewSchema } from "@/lib/lesson/wire";

/** The live lesson view's tiles, hands and stuck children first (issue 39); only the class's teachers. */
export const GET = route(
  { permission: "students:manage", params: classIdParams, response: lessonViewSchema },
  ({ actor, params }) => lessonTiles(actor, params.classId),
);
