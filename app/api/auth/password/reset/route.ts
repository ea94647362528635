import { route } from "@/lib/http/route";
import { requestPasswordReset, resetRequestSchema } from "@/lib/auth/password-reset";

export const POST = route({ auth: "public", body: resetRequestSchema }, ({ body }) => requestPasswordReset(body.email));
