import { route } from "@/lib/api/route";
import { listPlans } from "@/lib/payments/plans";

export const GET = route({ permission: "payments:manage" }, () => listPlans());
