import { route } from "@/lib/api/route";
import { calendarEventDeletedSchema } from "@/lib/api/response-schemas";
import { deleteEventBodySchema } from "@/lib/schedule/schemas";
import { deleteEvent } from "@/lib/schedule/service";

export const DELETE = route(
  {
    permission: "schedule:manage",
    body: deleteEventBodySchema,
    response: calendarEventDeletedSchema,
  },
  ({ actor, body }) => deleteEvent(actor, body.Id),
);
