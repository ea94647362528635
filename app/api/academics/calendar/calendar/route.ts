import { route } from "@/lib/api/route";
import { calendarState, syncCalendar } from "@/lib/schedule/service";
import { calendarStateSchema } from "@/lib/schedule/wire";

export const GET = route({ permission: "schedule:manage", response: calendarStateSchema }, ({ actor }) =>
  calendarState(actor),
);

/** Pushes every event not yet in the connected Google Calendar. */
export const POST = route({ permission: "schedule:manage", response: calendarStateSchema }, ({ actor }) =>
  syncCalendar(actor),
);
