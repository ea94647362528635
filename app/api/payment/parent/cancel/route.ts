import { route } from "@/lib/api/route";
import { subscriptionViewSchema } from "@/lib/api/response-schemas";
import { cancelSchema } from "@/lib/payments/schemas";
import { cancelAtPeriodEnd } from "@/lib/payments/subscriptions";

export const POST = route(
  { permission: "payments:manage", body: cancelSchema, response: subscriptionViewSchema },
  ({ actor, body }) => cancelAtPeriodEnd(actor, body.subscription_id),
);
