import { route } from "@/lib/api/route";
import { postAcademicsClassClassIdStudentFileResponse } from "@/lib/api/response-schemas";
import { importStatus, importStudentFile } from "@/lib/students/service";
import { classIdParams, importFileSchema } from "@/lib/classes/schemas";

/** Bulk import. `dryRun=true` answers the preview (rows and every error) and writes nothing. */
export const POST = route(
  {
    permission: "students:manage",
    params: classIdParams,
    multipart: true,
    body: importFileSchema,
    status: importStatus,
    response: postAcademicsClassClassIdStudentFileResponse,
  },
  ({ actor, params, body }) => importStudentFile(actor, params.classId, body.file, body.dryRun),
);
