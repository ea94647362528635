import { route } from "@/lib/api/route";
import { listPaymentHistory } from "@/lib/payments/subscriptions";

export const GET = route({ permission: "payments:manage" }, ({ actor }) => listPaymentHistory(actor));
