import { route } from "@/lib/api/route";
import { revokeSession } from "@/lib/auth/sessions";
import { detailSchema } from "@/lib/http/wire";

export const POST = route({ auth: "user", response: detailSchema }, async ({ actor }) => {
  await revokeSession(actor.sessionId);
  return { detail: "Successfully logged out." };
});
