import { route } from "@/lib/api/route";
import { getParentChildIdBlockSkillsResponse } from "@/lib/api/response-schemas";
import { getChildSkills } from "@/lib/parents/progress";
import { childIdParams } from "@/lib/parents/schemas";

export const GET = route(
  { permission: "children:manage", params: childIdParams, response: getParentChildIdBlockSkillsResponse },
  ({ actor, params }) => getChildSkills(actor, params.id),
);
