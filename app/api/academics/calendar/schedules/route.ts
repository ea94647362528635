import { route } from "@/lib/api/route";
import { eventRangeSchema, eventSchema } from "@/lib/schedule/schemas";
import { createEvent, listEvents } from "@/lib/schedule/service";
import { eventViewListSchema, eventViewSchema } from "@/lib/schedule/wire";

export const GET = route(
  { permission: "schedule:manage", query: eventRangeSchema, response: eventViewListSchema },
  ({ actor, query }) => listEvents(actor, query),
);

export const POST = route(
  { permission: "schedule:manage", body: eventSchema, status: 201, response: eventViewSchema },
  ({ actor, body }) => createEvent(actor, body),
);
