import { route } from "@/lib/http/route";
import { confirmRoleSchema } from "@/lib/auth/schemas";
import { confirmAddRole } from "@/lib/auth/google";

export const POST = route(
  { auth: "public", body: confirmRoleSchema, audit: { action: "user.role_add" } },
  ({ body, req }) => confirmAddRole(body, req.headers.get("user-agent") ?? ""),
);
