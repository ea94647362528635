import { route } from "@/lib/api/route";
import { listActiveSubscriptions } from "@/lib/payments/subscriptions";
import { subscriptionViewListSchema } from "@/lib/payments/wire";

export const GET = route({ permission: "payments:manage", response: subscriptionViewListSchema }, ({ actor }) =>
  listActiveSubscriptions(actor),
);
