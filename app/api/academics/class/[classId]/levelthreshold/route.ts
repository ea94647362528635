import { route } from "@/lib/api/route";
import { patchAcademicsClassClassIdLevelthresholdResponse } from "@/lib/api/response-schemas";
import { setClassLevelThresholds } from "@/lib/students/service";
import { classIdParams } from "@/lib/classes/schemas";
import { bulkLevelThresholdSchema } from "@/lib/students/schemas";

export const PATCH = route(
  {
    permission: "classes:manage",
    params: classIdParams,
    body: bulkLevelThresholdSchema,
    response: patchAcademicsClassClassIdLevelthresholdResponse,
  },
  ({ actor, params, body }) => setClassLevelThresholds(actor, params.classId, body.levelThresholds),
);
