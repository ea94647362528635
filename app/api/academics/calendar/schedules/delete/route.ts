import { route } from "@/lib/api/route";
import { deleteEventBodySchema } from "@/lib/schedule/schemas";
import { deleteEvent } from "@/lib/schedule/service";

export const DELETE = route({ permission: "schedule:manage", body: deleteEventBodySchema }, ({ actor, body }) =>
  deleteEvent(actor, body.Id),
);
