import { route } from "@/lib/http/route";
import { requestPasswordReset, resetRequestSchema } from "@/lib/auth/password-reset";

export const POST = route({ auth: "public", body: resetRequestSchema }, ({ body, ip }) =>
  requestPasswordReset(body.email, ip),
);
