import { route } from "@/lib/api/route";
import { a11ySettingsSchema } from "@/lib/a11y/schemas";
import { getAccessibilitySettings, saveAccessibilitySettings } from "@/lib/a11y/service";
import { savedA11ySettingsSchema, storedA11ySettingsSchema } from "@/lib/a11y/wire";

export const GET = route({ auth: "user", response: storedA11ySettingsSchema }, ({ actor }) =>
  getAccessibilitySettings(actor.id),
);

export const PUT = route(
  { auth: "user", body: a11ySettingsSchema, response: savedA11ySettingsSchema },
  ({ actor, body }) => saveAccessibilitySettings(actor.id, body),
);
