import { route } from "@/lib/api/route";
import { postPaymentParentInitiateResponse } from "@/lib/api/response-schemas";
import { initiateCheckout } from "@/lib/payments/checkout";
import { initiateSchema } from "@/lib/payments/schemas";

export const POST = route(
  { permission: "payments:manage", body: initiateSchema, status: 201, response: postPaymentParentInitiateResponse },
  ({ actor, body }) => initiateCheckout(actor, body),
);
