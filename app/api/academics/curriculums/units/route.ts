import { route } from "@/lib/api/route";
import { createUnitsSchema, unitListQuerySchema } from "@/lib/curriculum/schemas";
import { createUnits, listUnits } from "@/lib/curriculum/units";
import { teacherToday } from "@/lib/curriculum/today";

export const GET = route({ permission: "curriculum:manage", query: unitListQuerySchema }, ({ actor, query }) =>
  listUnits(actor, query),
);

export const POST = route(
  { permission: "curriculum:manage", body: createUnitsSchema, status: 201 },
  ({ actor, body, req }) => createUnits(actor, body, teacherToday(req)),
);
