import { route } from "@/lib/api/route";
import { deleteEventBodySchema } from "@/lib/schedule/schemas";
import { deleteEvent } from "@/lib/schedule/service";
import { calendarEventDeletedSchema } from "@/lib/schedule/wire";

export const DELETE = route(
  {
    permission: "schedule:manage",
    body: deleteEventBodySchema,
    response: calendarEventDeletedSchema,
  },
  ({ actor, body }) => deleteEvent(actor, body.Id),
);
