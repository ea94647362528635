import { route } from "@/lib/api/route";
import { noContent } from "@/lib/api/response";
import { unitParams, updateUnitSchema } from "@/lib/curriculum/schemas";
import { deleteUnit, updateUnit } from "@/lib/curriculum/units";
import { teacherToday } from "@/lib/curriculum/today";
import { unitViewSchema } from "@/lib/curriculum/wire";

export const PUT = route(
  { permission: "curriculum:manage", params: unitParams, body: updateUnitSchema, response: unitViewSchema },
  ({ actor, params, body, req }) => updateUnit(actor, params.unitId, body, teacherToday(req)),
);

export const DELETE = route(
  { permission: "curriculum:manage", params: unitParams, response: noContent },
  async ({ actor, params }) => {
    await deleteUnit(actor, params.unitId);
  },
);
