import { route } from "@/lib/api/route";
import { organizationIdParams, verifySchema } from "@/lib/audit/schemas";
import { verifyAuditChain } from "@/lib/audit/service";
import { auditVerificationSchema } from "@/lib/audit/wire";

/** Recomputes the organization's hash chain: ok, or the first broken link; `seq`+`hash` check a kept head. */
export const GET = route(
  {
    permission: "audit:read",
    params: organizationIdParams,
    query: verifySchema,
    response: auditVerificationSchema,
  },
  ({ actor, params, query }) =>
    verifyAuditChain(
      actor,
      params.id,
      query.seq !== undefined && query.hash ? { seq: query.seq, hash: query.hash } : undefined,
    ),
);
