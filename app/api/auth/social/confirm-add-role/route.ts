import { route } from "@/lib/api/route";
import { signedInSchema } from "@/lib/api/response-schemas";
import { confirmRoleSchema } from "@/lib/accounts/schemas";
import { confirmAddRole } from "@/lib/accounts/google";

export const POST = route(
  {
    auth: "public",
    body: confirmRoleSchema,
    audit: { action: "user.role_add" },
    response: signedInSchema,
  },
  ({ body, req }) => confirmAddRole(body, req.headers.get("user-agent") ?? ""),
);
