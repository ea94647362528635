import { route } from "@/lib/api/route";
import { planViewListSchema } from "@/lib/api/response-schemas";
import { listPlans } from "@/lib/payments/plans";

export const GET = route({ permission: "payments:manage", response: planViewListSchema }, () => listPlans());
