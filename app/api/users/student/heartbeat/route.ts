import { recordHeartbeat } from "@/lib/activity/screen-time";
import { route } from "@/lib/api/route";
import { timeStatusSchema } from "@/lib/activity/wire";

/** A beat from an open puzzle page; answers today's time status (docs/decisions/092). */
export const POST = route({ permission: "student:self", response: timeStatusSchema }, ({ actor }) =>
  recordHeartbeat(actor),
);
