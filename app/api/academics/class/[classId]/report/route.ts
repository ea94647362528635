import { route } from "@/lib/api/route";
import { fileResponse } from "@/lib/api/response";
import { classIdParams } from "@/lib/classes/schemas";
import { classReportQuerySchema } from "@/lib/reports/schemas";
import { classReportFile } from "@/lib/reports/service";

/**
 * The class's term report (issue 39): one row per child as CSV for the grade book, or one page per child as PDF
 * for families. `from`/`to` (YYYY-MM-DD, school-local) default to the school year so far. The class's teachers only.
 */
export const GET = route(
  {
    permission: "students:manage",
    params: classIdParams,
    query: classReportQuerySchema,
    response: fileResponse("The class's term report.", "text/csv", "application/pdf"),
  },
  ({ actor, params, query }) => classReportFile(actor, params.classId, query),
);
