import { route } from "@/lib/api/route";
import { postAcademicsClassClassIdEraseResponse } from "@/lib/api/response-schemas";
import { eraseClass } from "@/lib/classes/archive";
import { classIdParams, eraseClassSchema } from "@/lib/classes/schemas";

/** Deletes the class (live or archived) and its students' accounts now; the typed name confirms it (decision 185). */
export const POST = route(
  {
    permission: "classes:manage",
    params: classIdParams,
    body: eraseClassSchema,
    audit: { action: "class.erase", record: "class" },
    response: postAcademicsClassClassIdEraseResponse,
  },
  async ({ actor, params, body, audit }) => {
    const result = await eraseClass(actor, params.classId, body.confirmClassName);
    audit.organizationId = result.organizationId;
    audit.details = { deletedStudents: result.deletedStudents };
    return { id: result.id, deletedStudents: result.deletedStudents };
  },
);
