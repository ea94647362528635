import { route } from "@/lib/api/route";
import { postAuthRegistrationResendEmailResponse } from "@/lib/api/response-schemas";
import { resendSchema } from "@/lib/accounts/schemas";
import { resendConfirmation } from "@/lib/accounts/email-confirmation";

export const POST = route(
  { auth: "public", body: resendSchema, response: postAuthRegistrationResendEmailResponse },
  async ({ body, ip }) => {
    await resendConfirmation(body.email, ip);
    return { detail: "If this address has an unconfirmed account, a new confirmation email is on its way." };
  },
);
