import { route } from "@/lib/api/route";
import { getChildSkills } from "@/lib/parents/progress";
import { childIdParams } from "@/lib/parents/schemas";

export const GET = route({ permission: "children:manage", params: childIdParams }, ({ actor, params }) =>
  getChildSkills(actor, params.id),
);
