import { route } from "@/lib/api/route";
import { postAuthTokenRefreshResponse } from "@/lib/api/response-schemas";
import { refreshSchema } from "@/lib/accounts/schemas";
import { refreshSession } from "@/lib/auth/sessions";

export const POST = route({ auth: "public", body: refreshSchema, response: postAuthTokenRefreshResponse }, ({ body }) =>
  refreshSession(body.refresh),
);
