import { route } from "@/lib/api/route";
import { listActiveSubscriptions } from "@/lib/payments/subscriptions";

export const GET = route({ permission: "payments:manage" }, ({ actor }) => listActiveSubscriptions(actor));
