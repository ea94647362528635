import { route } from "@/lib/api/route";
import { importStatus, importStudentFile } from "@/lib/students/service";
import { classIdParams, importFileSchema } from "@/lib/classes/schemas";
import { byStatus } from "@/lib/api/response";
import { importPreviewSchema, studentImportResultSchema } from "@/lib/students/wire";

const response = byStatus({
  200: importPreviewSchema,
  201: studentImportResultSchema,
  202: studentImportResultSchema,
});

/** Bulk import. `dryRun=true` answers the preview (rows and every error) and writes nothing. */
export const POST = route(
  {
    permission: "students:manage",
    params: classIdParams,
    multipart: true,
    body: importFileSchema,
    status: importStatus,
    response,
  },
  ({ actor, params, body }) => importStudentFile(actor, params.classId, body.file, body.dryRun),
);
