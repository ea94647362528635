import { route } from "@/lib/api/route";
import { eventViewSchema } from "@/lib/api/response-schemas";
import { eventIdParams, eventSchema } from "@/lib/schedule/schemas";
import { updateEvent } from "@/lib/schedule/service";

export const PUT = route(
  { permission: "schedule:manage", params: eventIdParams, body: eventSchema, response: eventViewSchema },
  ({ actor, params, body }) => updateEvent(actor, params.id, body),
);
