import { route } from "@/lib/http/route";
import { refreshSchema } from "@/lib/auth/schemas";
import { refreshSession } from "@/lib/auth/sessions";

export const POST = route({ auth: "public", body: refreshSchema }, ({ body }) => refreshSession(body.refresh));
