import { route } from "@/lib/api/route";
import { eventIdParams, eventSchema } from "@/lib/schedule/schemas";
import { updateEvent } from "@/lib/schedule/service";
import { eventViewSchema } from "@/lib/schedule/wire";

export const PUT = route(
  { permission: "schedule:manage", params: eventIdParams, body: eventSchema, response: eventViewSchema },
  ({ actor, params, body }) => updateEvent(actor, params.id, body),
);
