import { route } from "@/lib/api/route";
import { confirmPasswordReset, resetConfirmSchema } from "@/lib/accounts/password-reset";

export const POST = route({ auth: "public", body: resetConfirmSchema }, ({ body }) => confirmPasswordReset(body));
