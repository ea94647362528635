import { route } from "@/lib/api/route";
import { postAuthConfirmEmailResponse } from "@/lib/api/response-schemas";
import { keySchema } from "@/lib/accounts/schemas";
import { confirmEmail } from "@/lib/accounts/email-confirmation";

export const POST = route(
  { auth: "public", body: keySchema, response: postAuthConfirmEmailResponse },
  async ({ body }) => ({
    detail: "ok",
    ...(await confirmEmail(body.key)),
  }),
);
