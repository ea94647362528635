import { route } from "@/lib/http/route";
import { keySchema } from "@/lib/auth/schemas";
import { confirmEmail } from "@/lib/auth/email-confirmation";

export const POST = route({ auth: "public", body: keySchema }, async ({ body }) => ({
  detail: "ok",
  ...(await confirmEmail(body.key)),
}));
