import { route } from "@/lib/http/route";
import { cancelSchema } from "@/lib/payments/schemas";
import { cancelAtPeriodEnd } from "@/lib/payments/subscriptions";

export const POST = route({ permission: "payments:manage", body: cancelSchema }, ({ actor, body }) =>
  cancelAtPeriodEnd(actor, body.subscription_id),
);
