import { route } from "@/lib/api/route";
import { setClassScreenTime } from "@/lib/students/service";
import { classIdParams } from "@/lib/classes/schemas";
import { bulkScreenTimeSchema } from "@/lib/students/schemas";
import { classScreenTimeSchema } from "@/lib/classes/wire";

export const PATCH = route(
  {
    permission: "classes:manage",
    params: classIdParams,
    body: bulkScreenTimeSchema,
    response: classScreenTimeSchema,
  },
  ({ actor, params, body }) => setClassScreenTime(actor, params.classId, body.timeLimits),
);
