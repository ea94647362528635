import { route } from "@/lib/api/route";
import { initiateCheckout } from "@/lib/payments/checkout";
import { initiateSchema } from "@/lib/payments/schemas";
import { paymentIntentSchema } from "@/lib/payments/wire";

export const POST = route(
  { permission: "payments:manage", body: initiateSchema, status: 201, response: paymentIntentSchema },
  ({ actor, body }) => initiateCheckout(actor, body),
);
