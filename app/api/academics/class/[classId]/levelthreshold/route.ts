import { route } from "@/lib/api/route";
import { setClassLevelThresholds } from "@/lib/students/service";
import { classIdParams } from "@/lib/classes/schemas";
import { bulkLevelThresholdSchema } from "@/lib/students/schemas";
import { classThresholdsSchema } from "@/lib/classes/wire";

export const PATCH = route(
  {
    permission: "classes:manage",
    params: classIdParams,
    body: bulkLevelThresholdSchema,
    response: classThresholdsSchema,
  },
  ({ actor, params, body }) => setClassLevelThresholds(actor, params.classId, body.levelThresholds),
);
