// Public, but only a request signed with STRIPE_WEBHOOK_SECRET is acted on. No body schema: the body is read
// here, through the wrapper's streaming 1 MB cap (a 413 before it is all in memory), and the signature is checked
// over those exact bytes (docs/decisions/162).
import { MAX_JSON_BYTES, readCapped, route } from "@/lib/api/route";
import { handleStripeWebhook } from "@/lib/payments/webhooks";
import { webhookReceivedSchema } from "@/lib/payments/wire";

export const POST = route({ auth: "public", response: webhookReceivedSchema }, async ({ req }) =>
  handleStripeWebhook(await readCapped(req, MAX_JSON_BYTES), req.headers.get("stripe-signature")),
);
