import { route } from "@/lib/api/route";
import { postAuthCalendarResponse } from "@/lib/api/response-schemas";
import { calendarSchema } from "@/lib/accounts/schemas";
import { connectCalendar } from "@/lib/accounts/profile";

export const POST = route(
  { permission: "calendar:connect", body: calendarSchema, response: postAuthCalendarResponse },
  ({ actor, body }) => connectCalendar(actor, body),
);
