import { route } from "@/lib/api/route";
import { postAuthPasswordResetResponse } from "@/lib/api/response-schemas";
import { requestPasswordReset, resetRequestSchema } from "@/lib/accounts/password-reset";

export const POST = route(
  { auth: "public", body: resetRequestSchema, response: postAuthPasswordResetResponse },
  ({ body, ip }) => requestPasswordReset(body.email, ip),
);
