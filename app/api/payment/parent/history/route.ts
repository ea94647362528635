import { route } from "@/lib/api/route";
import { listPaymentHistory } from "@/lib/payments/subscriptions";
import { paymentViewListSchema } from "@/lib/payments/wire";

export const GET = route({ permission: "payments:manage", response: paymentViewListSchema }, ({ actor }) =>
  listPaymentHistory(actor),
);
