import { route } from "@/lib/api/route";
import { auditListSchema, organizationIdParams } from "@/lib/audit/schemas";
import { listAuditLog } from "@/lib/audit/service";
import { auditLogPageSchema } from "@/lib/audit/wire";

/** The organization's audit log, newest first, filtered and paged. The CSV is …/audit-logs/export only. */
export const GET = route(
  {
    permission: "audit:read",
    params: organizationIdParams,
    query: auditListSchema,
    response: auditLogPageSchema,
  },
  ({ actor, params, query }) => listAuditLog(actor, params.id, query),
);
