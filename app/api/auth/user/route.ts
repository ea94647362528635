import { route } from "@/lib/api/route";
import { profileSchema } from "@/lib/accounts/schemas";
import { updateProfile } from "@/lib/accounts/profile";
import { serializeUser } from "@/lib/auth/serializers";
import { userViewSchema } from "@/lib/auth/wire";

export const GET = route({ permission: "profile:own", response: userViewSchema }, async ({ actor }) =>
  serializeUser(actor.user, actor.organizationCode),
);
export const PUT = route(
  { permission: "profile:own", body: profileSchema, response: userViewSchema },
  ({ actor, body, audit }) => {
    // Adding a role is a role change: the entry says which (SPEC §4's account type is the same field).
    const role = body.role ?? body.accountType;
    if (role) {
      audit.action = "user.role_add";
      audit.record = { type: "user", id: actor.id };
      audit.details = { role };
    }
    return updateProfile(actor, body);
  },
);
export const PATCH = PUT;
