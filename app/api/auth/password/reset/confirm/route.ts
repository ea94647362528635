import { route } from "@/lib/api/route";
import { postAuthPasswordResetConfirmResponse } from "@/lib/api/response-schemas";
import { confirmPasswordReset, resetConfirmSchema } from "@/lib/accounts/password-reset";

export const POST = route(
  { auth: "public", body: resetConfirmSchema, response: postAuthPasswordResetConfirmResponse },
  ({ body }) => confirmPasswordReset(body),
);
