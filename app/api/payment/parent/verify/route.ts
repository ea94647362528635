import { route } from "@/lib/api/route";
import { verifyCheckout } from "@/lib/payments/checkout";
import { verifySchema } from "@/lib/payments/schemas";
import { paymentVerifiedSchema } from "@/lib/payments/wire";

export const POST = route(
  { permission: "payments:manage", body: verifySchema, response: paymentVerifiedSchema },
  ({ actor, body }) => verifyCheckout(actor, body.intent_id),
);
