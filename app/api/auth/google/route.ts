import { route } from "@/lib/api/route";
import { googleSchema } from "@/lib/accounts/schemas";
import { googleSignIn, googleSignInStatus } from "@/lib/accounts/google";
import { signedInActor } from "@/lib/audit/request";
import { googleSignedInSchema, roleToConfirmSchema } from "@/lib/accounts/wire";
import { byStatus } from "@/lib/api/response";

const response = byStatus({
  200: googleSignedInSchema,
  201: googleSignedInSchema,
  202: roleToConfirmSchema,
});

export const POST = route(
  {
    auth: "public",
    body: googleSchema,
    audit: { action: "auth.google" },
    status: googleSignInStatus,
    response,
  },
  async ({ body, req, audit }) => {
    const result = await googleSignIn(body, req.headers.get("user-agent") ?? "");
    // The account Google signed in (or created) is the entry's actor; the Google token never is in it.
    if ("user" in result) audit.actor = signedInActor(result.user);
    return result;
  },
);
