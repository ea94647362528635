import { route } from "@/lib/api/route";
import { requestPasswordReset, resetRequestSchema } from "@/lib/accounts/password-reset";
import { detailSchema } from "@/lib/http/wire";

export const POST = route({ auth: "public", body: resetRequestSchema, response: detailSchema }, ({ body, ip }) =>
  requestPasswordReset(body.email, ip),
);
