import { route } from "@/lib/http/route";
import { profileSchema } from "@/lib/auth/schemas";
import { updateProfile } from "@/lib/auth/profile";
import { serializeUser } from "@/lib/auth/serializers";
import { organizationCodeOf } from "@/lib/organizations/membership";

export const GET = route({ permission: "profile:own" }, async ({ actor }) =>
  serializeUser(actor.user, await organizationCodeOf(actor.user.organizationId)),
);
export const PUT = route({ permission: "profile:own", body: profileSchema }, ({ actor, body }) =>
  updateProfile(actor, body),
);
export const PATCH = PUT;
