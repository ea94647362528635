import { route } from "@/lib/http/route";
import { resendSchema } from "@/lib/auth/schemas";
import { resendConfirmation } from "@/lib/auth/email-confirmation";

export const POST = route({ auth: "public", body: resendSchema }, async ({ body, ip }) => {
  await resendConfirmation(body.email, ip);
  return { detail: "If this address has an unconfirmed account, a new confirmation email is on its way." };
});
