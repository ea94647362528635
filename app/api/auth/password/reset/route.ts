import { route } from "@/lib/api/route";
import { requestPasswordReset, resetRequestSchema } from "@/lib/accounts/password-reset";

export const POST = route({ auth: "public", body: resetRequestSchema }, ({ body, ip }) =>
  requestPasswordReset(body.email, ip),
);
