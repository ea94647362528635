import { route } from "@/lib/api/route";
import { cancelSchema } from "@/lib/payments/schemas";
import { cancelAtPeriodEnd } from "@/lib/payments/subscriptions";
import { subscriptionViewSchema } from "@/lib/payments/wire";

export const POST = route(
  { permission: "payments:manage", body: cancelSchema, response: subscriptionViewSchema },
  ({ actor, body }) => cancelAtPeriodEnd(actor, body.subscriptionId),
);
