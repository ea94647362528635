// The live lesson view as Server-Sent Events (issue 39): `tiles` events, each the whole list GET …/live/ answers.
import { route } from "@/lib/api/route";
import { streamResponse } from "@/lib/api/response";
import { classIdParams } from "@/lib/classes/schemas";
import { openLessonStream } from "@/lib/lesson/stream";
import { StreamResult } from "@/lib/http/stream-result";

export const dynamic = "force-dynamic";

export const GET = route(
  {
    permission: "students:manage",
    params: classIdParams,
    response: streamResponse("Server-Sent Events: `tiles`, the class's whole tile list, at once and on each change."),
  },
  async ({ actor, params, req }) => new StreamResult(await openLessonStream(actor, params.classId, req.signal)),
);
