import { route } from "@/lib/api/route";
import { getChildSkills } from "@/lib/parents/progress";
import { childIdParams } from "@/lib/parents/schemas";
import { childSkillsSchema } from "@/lib/parents/wire";

export const GET = route(
  { permission: "children:manage", params: childIdParams, response: childSkillsSchema },
  ({ actor, params }) => getChildSkills(actor, params.id),
);
