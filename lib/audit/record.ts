// Writing the audit log (docs/decisions/140): one INSERT per entry; the database numbers and links it into its
// organization's hash chain (prisma/migrations/*_audit_log). Entries hold names, ids and outcomes, never a value
// a person typed into a body except the few whitelisted below — so no password, token or card secret can land here.
import { prisma } from "@/lib/db/client";
import { log } from "@/lib/http/log";

export type AuditOutcome = "success" | "denied" | "failed";
/** Small, flat values only: the details column is a whitelist, not a copy of the request. */
export type AuditDetails = Record<string, string | number | boolean | null | string[]>;

export type AuditActor = {
  id: string;
  username: string | null;
  roles: readonly string[];
  organizationId?: string | null;
};

export type AuditEntry = {
  action: string;
  actor: AuditActor | null;
  organizationId: string | null;
  record?: { type: string; id: string } | null;
  ip: string;
  userAgent: string;
  requestId: string;
  status: number;
  outcome?: AuditOutcome;
  details?: AuditDetails;
};

/**
 * What a route handler may add to its request's entry through `ctx.audit` (the wrapper fills the rest): the
 * record it created, the organization when it is not the path's or the actor's, the person a public sign-in
 * route signed in, and whitelisted details.
 */
export type AuditNote = {
  action?: string;
  record?: { type: string; id: string };
  organizationId?: string | null;
  actor?: AuditActor;
  details?: AuditDetails;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: unknown): s is string => typeof s === "string" && UUID.test(s);

/** Text as the database can hold it: cut to `max`, no NUL, no lone surrogate (hostile input reaches refusals). */
export function cleanText(value: unknown, max: number): string {
  return String(value ?? "")
    .slice(0, max)
    .toWellFormed()
    .replace(/\0/g, "\uFFFD");
}

export function outcomeOf(status: number): AuditOutcome {
  if (status < 400) return "success";
  return status === 401 || status === 403 || status === 404 ? "denied" : "failed";
}

function cleanDetails(details: AuditDetails | undefined): AuditDetails {
  const out: AuditDetails = {};
  for (const [k, v] of Object.entries(details ?? {}).slice(0, 20)) {
    const key = cleanText(k, 40);
    if (Array.isArray(v)) out[key] = v.slice(0, 30).map((s) => cleanText(s, 60));
    else out[key] = typeof v === "string" ? cleanText(v, 200) : v;
  }
  return out;
}

/** One INSERT. Never throws: a lost entry is logged as an error, the request it describes already happened. */
export async function recordAudit(entry: AuditEntry): Promise<void> {
  try {
    const actorId = entry.actor && isUuid(entry.actor.id) ? entry.actor.id : null;
    // A child is named by account id only: the append-only log outlives a deleted child account, and an opaque
    // id that joins to nothing is all it keeps of them (docs/decisions/140, "Children in the log").
    const isChild = entry.actor?.roles.includes("student") ?? false;
    const username = entry.actor?.username == null || isChild ? null : cleanText(entry.actor.username, 150);
    const roles = (entry.actor?.roles ?? []).map((r) => cleanText(r, 20));
    const organizationId = isUuid(entry.organizationId) ? entry.organizationId : null;
    const record = entry.record
      ? { type: cleanText(entry.record.type, 60), id: cleanText(entry.record.id, 100) }
      : null;
    // One statement, no transaction around it (Prisma's createMany costs several round trips more: bench/audit.ts).
    // An actor writes only into the chain of an organization they are a member of (any kind): an outsider naming
    // it (an organizer of B opening A's log) lands in the deployment's chain, not A's (docs/decisions/161).
    await prisma.$executeRaw`
      INSERT INTO audit_log (organization_id, actor_id, actor_username, actor_roles, action, record_type, record_id,
                             ip, user_agent, request_id, status, outcome, details)
      VALUES ((SELECT o.id FROM organization o WHERE o.id = ${organizationId}::uuid AND (${actorId}::uuid IS NULL
                 OR EXISTS (SELECT 1 FROM organization_member m WHERE m.organization_id = o.id AND m.user_id = ${actorId}::uuid))),
              ${actorId}::uuid, ${username}, ${roles}::text[], ${cleanText(entry.action, 200)},
              ${record?.type ?? null}, ${record?.id ?? null}, ${cleanText(entry.ip, 64)},
              ${cleanText(entry.userAgent, 200)}, ${cleanText(entry.requestId, 64)}, ${entry.status}::int,
              ${entry.outcome ?? outcomeOf(entry.status)}::audit_outcome, ${JSON.stringify(cleanDetails(entry.details))}::jsonb)`;
  } catch (error) {
    log.error("audit entry not written", {
      action: entry.action,
      requestId: entry.requestId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
