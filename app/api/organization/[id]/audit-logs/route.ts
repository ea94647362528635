import { route } from "@/lib/api/route";
import { auditListSchema, organizationIdParams } from "@/lib/audit/schemas";
import { exportAuditLog, listAuditLog } from "@/lib/audit/service";

/** The organization's audit log, newest first, filtered and paged; `?format=csv` is the export. */
export const GET = route(
  { permission: "audit:read", params: organizationIdParams, query: auditListSchema },
  ({ actor, params, query, req, audit }) => {
    if (req.nextUrl.searchParams.get("format") === "csv") {
      audit.action = "audit.export";
      return exportAuditLog(actor, params.id, query);
    }
    return listAuditLog(actor, params.id, query);
  },
);
