import { route } from "@/lib/api/route";
import { subscriptionViewListSchema } from "@/lib/api/response-schemas";
import { listActiveSubscriptions } from "@/lib/payments/subscriptions";

export const GET = route({ permission: "payments:manage", response: subscriptionViewListSchema }, ({ actor }) =>
  listActiveSubscriptions(actor),
);
