import { route } from "@/lib/api/route";
import { paymentViewListSchema } from "@/lib/api/response-schemas";
import { listPaymentHistory } from "@/lib/payments/subscriptions";

export const GET = route({ permission: "payments:manage", response: paymentViewListSchema }, ({ actor }) =>
  listPaymentHistory(actor),
);
