import { route } from "@/lib/api/route";
import { passwordChangedSchema } from "@/lib/api/response-schemas";
import { confirmPasswordReset, resetConfirmSchema } from "@/lib/accounts/password-reset";

export const POST = route({ auth: "public", body: resetConfirmSchema, response: passwordChangedSchema }, ({ body }) =>
  confirmPasswordReset(body),
);
