import { route } from "@/lib/http/route";
import { startImportWorker } from "@/lib/jobs/queue";
import { importStudentFile } from "@/lib/students/service";
import { classIdParams, importFileSchema } from "@/lib/classes/schemas";

/** Bulk import. `dryRun=true` answers the preview (rows and every error) and writes nothing. */
export const POST = route(
  { permission: "students:manage", params: classIdParams, multipart: true, body: importFileSchema },
  async ({ actor, params, body }) => {
    await startImportWorker();
    const { status, body: out } = await importStudentFile(actor, params.classId, body.file, body.dryRun);
    return Response.json(out, { status });
  },
);
