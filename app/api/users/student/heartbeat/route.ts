import { recordHeartbeat } from "@/lib/activity/screen-time";
import { route } from "@/lib/api/route";
import { timeStatusSchema } from "@/lib/activity/wire";
import { heartbeatSchema } from "@/lib/lesson/schemas";

/**
 * A beat from an open puzzle page; answers today's time status (docs/decisions/092). An optional `{puzzleId}`
 * tells the class's lesson view which puzzle the child has open (issue 39).
 */
export const POST = route(
  { permission: "student:self", body: heartbeatSchema, response: timeStatusSchema },
  ({ actor, body }) => recordHeartbeat(actor, body.puzzleId),
);
