import { route } from "@/lib/api/route";
import { getEffectiveLimits } from "@/lib/parents/settings";
import { childIdParams } from "@/lib/parents/schemas";

export const GET = route({ permission: "children:manage", params: childIdParams }, ({ actor, params }) =>
  getEffectiveLimits(actor, params.id),
);
