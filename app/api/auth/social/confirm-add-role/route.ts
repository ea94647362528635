import { route } from "@/lib/http/route";
import { confirmRoleSchema } from "@/lib/auth/schemas";
import { confirmAddRole } from "@/lib/auth/google";

export const POST = route({ auth: "public", body: confirmRoleSchema }, ({ body, req }) =>
  confirmAddRole(body, req.headers.get("user-agent") ?? ""),
);
