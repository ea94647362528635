import { route } from "@/lib/api/route";
import { confirmRoleSchema } from "@/lib/accounts/schemas";
import { confirmAddRole } from "@/lib/accounts/google";
import { signedInSchema } from "@/lib/accounts/wire";

export const POST = route(
  {
    auth: "public",
    body: confirmRoleSchema,
    audit: { action: "user.role_add" },
    response: signedInSchema,
  },
  ({ body, req }) => confirmAddRole(body, req.headers.get("user-agent") ?? ""),
);
