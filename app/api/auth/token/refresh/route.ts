import { route } from "@/lib/api/route";
import { refreshSchema } from "@/lib/accounts/schemas";
import { refreshSession } from "@/lib/auth/sessions";

export const POST = route({ auth: "public", body: refreshSchema }, ({ body }) => refreshSession(body.refresh));
