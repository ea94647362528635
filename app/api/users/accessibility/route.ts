import { route } from "@/lib/api/route";
import { getUsersAccessibilityResponse, putUsersAccessibilityResponse } from "@/lib/api/response-schemas";
import { a11ySettingsSchema } from "@/lib/a11y/schemas";
import { getAccessibilitySettings, saveAccessibilitySettings } from "@/lib/a11y/service";

export const GET = route({ auth: "user", response: getUsersAccessibilityResponse }, ({ actor }) =>
  getAccessibilitySettings(actor.id),
);

export const PUT = route(
  { auth: "user", body: a11ySettingsSchema, response: putUsersAccessibilityResponse },
  ({ actor, body }) => saveAccessibilitySettings(actor.id, body),
);
