import { route } from "@/lib/api/route";
import { createUnitsSchema, unitListQuerySchema } from "@/lib/curriculum/schemas";
import { createUnits, listUnits } from "@/lib/curriculum/units";
import { teacherToday } from "@/lib/curriculum/today";
import { unitViewListSchema } from "@/lib/curriculum/wire";

export const GET = route(
  { permission: "curriculum:manage", query: unitListQuerySchema, response: unitViewListSchema },
  ({ actor, query }) => listUnits(actor, query),
);

export const POST = route(
  { permission: "curriculum:manage", body: createUnitsSchema, status: 201, response: unitViewListSchema },
  ({ actor, body, req }) => createUnits(actor, body, teacherToday(req)),
);
