import { route } from "@/lib/http/route";
import { calendarSchema } from "@/lib/auth/schemas";
import { connectCalendar } from "@/lib/auth/profile";

export const POST = route({ permission: "calendar:connect", body: calendarSchema }, ({ actor, body }) =>
  connectCalendar(actor, body),
);
