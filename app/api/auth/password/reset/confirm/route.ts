import { route } from "@/lib/http/route";
import { confirmPasswordReset, resetConfirmSchema } from "@/lib/auth/password-reset";

export const POST = route({ auth: "public", body: resetConfirmSchema }, ({ body }) => confirmPasswordReset(body));
