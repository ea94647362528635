import { route } from "@/lib/api/route";
import { getOrganizationIdAuditLogsResponse } from "@/lib/api/response-schemas";
import { auditListSchema, organizationIdParams } from "@/lib/audit/schemas";
import { listAuditLog } from "@/lib/audit/service";

/** The organization's audit log, newest first, filtered and paged. The CSV is …/audit-logs/export only. */
export const GET = route(
  {
    permission: "audit:read",
    params: organizationIdParams,
    query: auditListSchema,
    response: getOrganizationIdAuditLogsResponse,
  },
  ({ actor, params, query }) => listAuditLog(actor, params.id, query),
);
