import { route } from "@/lib/api/route";
import { listPlans } from "@/lib/payments/plans";
import { planViewListSchema } from "@/lib/payments/wire";

export const GET = route({ permission: "payments:manage", response: planViewListSchema }, () => listPlans());
