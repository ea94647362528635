import { route } from "@/lib/api/route";
import { eventIdParams, eventSchema } from "@/lib/schedule/schemas";
import { updateEvent } from "@/lib/schedule/service";

export const PUT = route(
  { permission: "schedule:manage", params: eventIdParams, body: eventSchema },
  ({ actor, params, body }) => updateEvent(actor, params.id, body),
);
