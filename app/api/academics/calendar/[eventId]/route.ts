import { route } from "@/lib/api/route";
import { eventRefParams, eventSchema } from "@/lib/schedule/schemas";
import { deleteEvent, updateEvent } from "@/lib/schedule/service";
import { calendarEventDeletedSchema, eventViewSchema } from "@/lib/schedule/wire";

export const PUT = route(
  { permission: "schedule:manage", params: eventRefParams, body: eventSchema, response: eventViewSchema },
  ({ actor, params, body }) => updateEvent(actor, params.eventId, body),
);

export const DELETE = route(
  { permission: "schedule:manage", params: eventRefParams, response: calendarEventDeletedSchema },
  ({ actor, params }) => deleteEvent(actor, params.eventId),
);
