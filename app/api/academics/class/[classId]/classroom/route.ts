// A class imported from Google Classroom (issue 42): GET whether it is one (and the Google client id the page asks
// Google with); POST syncs it — new students added, names updated, students who left listed and kept.
import { route } from "@/lib/api/route";
import { classIdParams } from "@/lib/classes/schemas";
import { getClassroomLink, syncClassroomClass } from "@/lib/classroom/sync";
import { classroomTokenSchema } from "@/lib/classroom/schemas";
import { classroomLinkSchema, classroomSyncResultSchema } from "@/lib/classroom/wire";

export const GET = route(
  { permission: "students:manage", params: classIdParams, response: classroomLinkSchema },
  ({ actor, params }) => getClassroomLink(actor, params.classId),
);

export const POST = route(
  {
    permission: "students:manage",
    params: classIdParams,
    body: classroomTokenSchema,
    response: classroomSyncResultSchema,
    audit: { action: "class.classroom_sync", record: "class" },
  },
  ({ actor, params, body }) => syncClassroomClass(actor, params.classId, body),
);
