import { route } from "@/lib/api/route";
import { refreshSchema } from "@/lib/accounts/schemas";
import { refreshSession } from "@/lib/auth/sessions";
import { tokenPairSchema } from "@/lib/accounts/wire";

export const POST = route({ auth: "public", body: refreshSchema, response: tokenPairSchema }, ({ body }) =>
  refreshSession(body.refresh),
);
