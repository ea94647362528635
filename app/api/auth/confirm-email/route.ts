import { route } from "@/lib/api/route";
import { keySchema } from "@/lib/accounts/schemas";
import { confirmEmail } from "@/lib/accounts/email-confirmation";
import { emailConfirmedSchema } from "@/lib/accounts/wire";

export const POST = route({ auth: "public", body: keySchema, response: emailConfirmedSchema }, async ({ body }) => ({
  detail: "ok",
  ...(await confirmEmail(body.key)),
}));
