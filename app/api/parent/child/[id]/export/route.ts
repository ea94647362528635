import { route } from "@/lib/api/route";
import { fileResponse } from "@/lib/api/response";
import { exportChildData } from "@/lib/parents/data-export";
import { childExportQuery, childIdParams } from "@/lib/parents/schemas";

/** Everything Sprout keeps about the child, as JSON or a zip of CSVs; audited by ids (docs/decisions/186). */
export const GET = route(
  {
    permission: "children:manage",
    params: childIdParams,
    query: childExportQuery,
    audit: { action: "child.export", record: "child" },
    response: fileResponse(
      "The child's data: a JSON file, or CSV tables in a zip (`format`).",
      "application/json",
      "application/zip",
    ),
  },
  ({ actor, params, query }) => exportChildData(actor, params.id, query.format),
);
