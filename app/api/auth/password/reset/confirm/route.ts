import { route } from "@/lib/api/route";
import { confirmPasswordReset, resetConfirmSchema } from "@/lib/accounts/password-reset";
import { passwordChangedSchema } from "@/lib/accounts/wire";

export const POST = route({ auth: "public", body: resetConfirmSchema, response: passwordChangedSchema }, ({ body }) =>
  confirmPasswordReset(body),
);
