import { route } from "@/lib/api/route";
import { calendarState, syncCalendar } from "@/lib/schedule/service";

export const GET = route({ permission: "schedule:manage" }, ({ actor }) => calendarState(actor));

/** Pushes every event not yet in the connected Google Calendar. */
export const POST = route({ permission: "schedule:manage" }, ({ actor }) => syncCalendar(actor));
