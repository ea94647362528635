import { route } from "@/lib/api/route";
import { standardsQuerySchema } from "@/lib/standards/schemas";
import { getStandards } from "@/lib/standards/service";

export const GET = route({ permission: "curriculum:manage", query: standardsQuerySchema }, async ({ query }) =>
  getStandards(query),
);
