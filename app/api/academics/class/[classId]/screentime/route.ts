import { route } from "@/lib/api/route";
import { patchAcademicsClassClassIdScreentimeResponse } from "@/lib/api/response-schemas";
import { setClassScreenTime } from "@/lib/students/service";
import { classIdParams } from "@/lib/classes/schemas";
import { bulkScreenTimeSchema } from "@/lib/students/schemas";

export const PATCH = route(
  {
    permission: "classes:manage",
    params: classIdParams,
    body: bulkScreenTimeSchema,
    response: patchAcademicsClassClassIdScreentimeResponse,
  },
  ({ actor, params, body }) => setClassScreenTime(actor, params.classId, body.timeLimits),
);
