// A teacher's quiet hours (docs/decisions/122): parents' messages then wait silently; parents see availability.
import { route } from "@/lib/api/route";
import { getQuietHours, setQuietHours } from "@/lib/chat/settings";
import { quietHoursSchema } from "@/lib/chat/schemas";
import { availabilitySchema } from "@/lib/chat/wire";

export const GET = route({ permission: "chat:teacher", response: availabilitySchema }, ({ actor }) =>
  getQuietHours(actor),
);

export const PUT = route(
  { permission: "chat:teacher", body: quietHoursSchema, response: availabilitySchema },
  ({ actor, body }) => setQuietHours(actor, body.quietHours),
);
