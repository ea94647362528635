import { route } from "@/lib/api/route";
import { postPaymentParentVerifyResponse } from "@/lib/api/response-schemas";
import { verifyCheckout } from "@/lib/payments/checkout";
import { verifySchema } from "@/lib/payments/schemas";

export const POST = route(
  { permission: "payments:manage", body: verifySchema, response: postPaymentParentVerifyResponse },
  ({ actor, body }) => verifyCheckout(actor, body.intent_id),
);
