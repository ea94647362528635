import { route } from "@/lib/api/route";
import { calendarSchema } from "@/lib/accounts/schemas";
import { connectCalendar } from "@/lib/accounts/profile";
import { calendarConnectedSchema } from "@/lib/accounts/wire";

export const POST = route(
  { permission: "calendar:connect", body: calendarSchema, response: calendarConnectedSchema },
  ({ actor, body }) => connectCalendar(actor, body),
);
