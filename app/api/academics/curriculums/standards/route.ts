import { route } from "@/lib/api/route";
import { standardsQuerySchema } from "@/lib/standards/schemas";
import { getStandards } from "@/lib/standards/service";
import { standardsSetSchema } from "@/lib/standards/wire";

export const GET = route(
  { permission: "curriculum:manage", query: standardsQuerySchema, response: standardsSetSchema },
  async ({ query }) => getStandards(query),
);
