import { route } from "@/lib/http/route";
import { listPaymentHistory } from "@/lib/payments/subscriptions";

export const GET = route({ permission: "payments:manage" }, ({ actor }) => listPaymentHistory(actor));
