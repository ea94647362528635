import { route } from "@/lib/api/route";
import { getAcademicsCurriculumsStandardsResponse } from "@/lib/api/response-schemas";
import { standardsQuerySchema } from "@/lib/standards/schemas";
import { getStandards } from "@/lib/standards/service";

export const GET = route(
  { permission: "curriculum:manage", query: standardsQuerySchema, response: getAcademicsCurriculumsStandardsResponse },
  async ({ query }) => getStandards(query),
);
