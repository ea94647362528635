import { route } from "@/lib/api/route";
import { fileResponse } from "@/lib/api/response";
import { auditFilterSchema, organizationIdParams } from "@/lib/audit/schemas";
import { exportAuditLog } from "@/lib/audit/service";

/** The (filtered) audit log as CSV, opened by the chain's head line; the export is itself an audit entry. */
export const GET = route(
  {
    permission: "audit:read",
    params: organizationIdParams,
    query: auditFilterSchema,
    audit: { action: "audit.export", record: "organization" },
    response: fileResponse("The audit log as a CSV file.", "text/csv"),
  },
  ({ actor, params, query }) => exportAuditLog(actor, params.id, query),
);
