import { route } from "@/lib/api/route";
import { cancelSchema } from "@/lib/payments/schemas";
import { cancelAtPeriodEnd } from "@/lib/payments/subscriptions";

export const POST = route({ permission: "payments:manage", body: cancelSchema }, ({ actor, body }) =>
  cancelAtPeriodEnd(actor, body.subscription_id),
);
