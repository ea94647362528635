import { route } from "@/lib/http/route";
import { googleSchema } from "@/lib/auth/schemas";
import { googleSignIn } from "@/lib/auth/google";

export const POST = route({ auth: "public", body: googleSchema }, async ({ body, req }) => {
  const result = await googleSignIn(body, req.headers.get("user-agent") ?? "");
  return Response.json(result.body, { status: result.status });
});
