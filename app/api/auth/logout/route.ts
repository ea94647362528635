import { route } from "@/lib/api/route";
import { revokeSession } from "@/lib/auth/sessions";

export const POST = route({ auth: "user" }, async ({ actor }) => {
  await revokeSession(actor.sessionId);
  return { detail: "Successfully logged out." };
});
