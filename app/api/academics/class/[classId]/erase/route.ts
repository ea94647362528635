import { route } from "@/lib/api/route";
import { eraseClass } from "@/lib/classes/archive";
import { classIdParams, eraseClassSchema } from "@/lib/classes/schemas";
import { classErasedSchema } from "@/lib/classes/wire";

/** Deletes the class (live or archived) and its students' accounts now; the typed name confirms it (decision 185). */
export const POST = route(
  {
    permission: "classes:manage",
    params: classIdParams,
    body: eraseClassSchema,
    audit: { action: "class.erase", record: "class" },
    response: classErasedSchema,
  },
  async ({ actor, params, body, audit }) => {
    const result = await eraseClass(actor, params.classId, body.confirmClassName);
    audit.organizationId = result.organizationId;
    audit.details = { deletedStudents: result.deletedStudents };
    return { id: result.id, deletedStudents: result.deletedStudents };
  },
);
