import { route } from "@/lib/http/route";
import { listPlans } from "@/lib/payments/plans";

export const GET = route({ permission: "payments:manage" }, () => listPlans());
