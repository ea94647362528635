import { route } from "@/lib/api/route";
import { a11ySettingsSchema } from "@/lib/a11y/schemas";
import { getAccessibilitySettings, saveAccessibilitySettings } from "@/lib/a11y/service";

export const GET = route({ auth: "user" }, ({ actor }) => getAccessibilitySettings(actor.id));

export const PUT = route({ auth: "user", body: a11ySettingsSchema }, ({ actor, body }) =>
  saveAccessibilitySettings(actor.id, body),
);
