import { route } from "@/lib/api/route";
import { changePassword, passwordChangeSchema } from "@/lib/accounts/password-reset";

export const POST = route({ permission: "profile:own", body: passwordChangeSchema }, ({ actor, body }) =>
  changePassword(actor, body),
);
