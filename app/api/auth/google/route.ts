import { route } from "@/lib/api/route";
import { googleSchema } from "@/lib/accounts/schemas";
import { googleSignIn } from "@/lib/accounts/google";
import { signedInActor } from "@/lib/audit/request";

export const POST = route(
  { auth: "public", body: googleSchema, audit: { action: "auth.google" } },
  async ({ body, req, audit }) => {
    const result = await googleSignIn(body, req.headers.get("user-agent") ?? "");
    // The account Google signed in (or created) is the entry's actor; the Google token never is in it.
    if ("user" in result.body && result.body.user) audit.actor = signedInActor(result.body.user);
    return Response.json(result.body, { status: result.status });
  },
);
