// Public, but only a request signed with STRIPE_WEBHOOK_SECRET is acted on. No body schema: the wrapper leaves
// the body unread, so the signature is checked over the exact bytes Stripe sent.
import { route } from "@/lib/api/route";
import { handleStripeWebhook } from "@/lib/payments/webhooks";

export const POST = route({ auth: "public" }, async ({ req }) =>
  handleStripeWebhook(await req.text(), req.headers.get("stripe-signature")),
);
