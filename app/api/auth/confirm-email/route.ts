import { route } from "@/lib/api/route";
import { keySchema } from "@/lib/accounts/schemas";
import { confirmEmail } from "@/lib/accounts/email-confirmation";

export const POST = route({ auth: "public", body: keySchema }, async ({ body }) => ({
  detail: "ok",
  ...(await confirmEmail(body.key)),
}));
