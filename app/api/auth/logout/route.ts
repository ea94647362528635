import { route } from "@/lib/api/route";
import { detailSchema } from "@/lib/api/response-schemas";
import { revokeSession } from "@/lib/auth/sessions";

export const POST = route({ auth: "user", response: detailSchema }, async ({ actor }) => {
  await revokeSession(actor.sessionId);
  return { detail: "Successfully logged out." };
});
