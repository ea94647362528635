import { route } from "@/lib/api/route";
import { resendSchema } from "@/lib/accounts/schemas";
import { resendConfirmation } from "@/lib/accounts/email-confirmation";
import { detailSchema } from "@/lib/http/wire";

export const POST = route({ auth: "public", body: resendSchema, response: detailSchema }, async ({ body, ip }) => {
  await resendConfirmation(body.email, ip);
  return { detail: "If this address has an unconfirmed account, a new confirmation email is on its way." };
});
