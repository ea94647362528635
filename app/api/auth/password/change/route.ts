import { route } from "@/lib/api/route";
import { postAuthPasswordChangeResponse } from "@/lib/api/response-schemas";
import { changePassword, passwordChangeSchema } from "@/lib/accounts/password-reset";

export const POST = route(
  { permission: "profile:own", body: passwordChangeSchema, response: postAuthPasswordChangeResponse },
  ({ actor, body }) => changePassword(actor, body),
);
