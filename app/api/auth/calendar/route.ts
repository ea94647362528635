import { route } from "@/lib/api/route";
import { calendarSchema } from "@/lib/accounts/schemas";
import { connectCalendar } from "@/lib/accounts/profile";

export const POST = route({ permission: "calendar:connect", body: calendarSchema }, ({ actor, body }) =>
  connectCalendar(actor, body),
);
