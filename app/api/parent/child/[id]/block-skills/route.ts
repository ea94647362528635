import { route } from "@/lib/api/route";
import { childSkillsSchema } from "@/lib/api/response-schemas";
import { getChildSkills } from "@/lib/parents/progress";
import { childIdParams } from "@/lib/parents/schemas";

export const GET = route(
  { permission: "children:manage", params: childIdParams, response: childSkillsSchema },
  ({ actor, params }) => getChildSkills(actor, params.id),
);
