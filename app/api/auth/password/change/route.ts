import { route } from "@/lib/api/route";
import { changePassword, passwordChangeSchema } from "@/lib/accounts/password-reset";
import { passwordChangedSchema } from "@/lib/accounts/wire";

export const POST = route(
  { permission: "profile:own", body: passwordChangeSchema, response: passwordChangedSchema },
  ({ actor, body }) => changePassword(actor, body),
);
