import { route } from "@/lib/api/route";
import { passwordChangedSchema } from "@/lib/api/response-schemas";
import { changePassword, passwordChangeSchema } from "@/lib/accounts/password-reset";

export const POST = route(
  { permission: "profile:own", body: passwordChangeSchema, response: passwordChangedSchema },
  ({ actor, body }) => changePassword(actor, body),
);
