import { route } from "@/lib/api/route";
import { detailSchema } from "@/lib/api/response-schemas";
import { requestPasswordReset, resetRequestSchema } from "@/lib/accounts/password-reset";

export const POST = route({ auth: "public", body: resetRequestSchema, response: detailSchema }, ({ body, ip }) =>
  requestPasswordReset(body.email, ip),
);
