// Reading the audit log (docs/decisions/140): an organization's organizers list, filter, verify and export its
// chain. Every read goes through findOrganizationOrThrow(actor, id, "write"): 404 outside, 403 for a teacher member.
import type { Actor } from "@/lib/auth/authenticate";
import { findOrganizationOrThrow } from "@/lib/access/organizations";
import { csvLine } from "@/lib/csv/write";
import { prisma } from "@/lib/db/client";
import type { AuditLog, Prisma } from "@/lib/generated/prisma/client";
import { FileResult } from "@/lib/http/file-result";
import { isUuid } from "./record";
import type { AuditFilter } from "./schemas";
import { actionsOfKind, auditPeople, auditSentences } from "./words";
import type { AuditEntryView } from "./wire";

/** Rows an export holds at most; a longer log is exported in date ranges. */
export const EXPORT_MAX_ROWS = 50_000;
export const GENESIS = "0".repeat(64);

export type ChainHead = { seq: number; hash: string } | null;

export function serializeAuditEntry(e: AuditLog): AuditEntryView {
  return {
    id: e.id,
    seq: e.seq,
    created_at: e.createdAt.toISOString(),
    actor: e.actorId || e.actorUsername ? { id: e.actorId, username: e.actorUsername, roles: e.actorRoles } : null,
    action: e.action,
    record: e.recordType ? { type: e.recordType, id: e.recordId } : null,
    organizationId: e.organizationId,
    ip: e.ip,
    userAgent: e.userAgent,
    requestId: e.requestId,
    status: e.status,
    outcome: e.outcome,
    details: e.details,
    prevHash: e.prevHash,
    hash: e.hash,
  };
}
export type { AuditEntryView };

/** The UTC start of a YYYY-MM-DD day (`plusDays` later): the log's days are UTC days. */
export function startOfDay(date: string, plusDays = 0): Date {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + plusDays);
  return d;
}

function whereOf(organizationId: string, f: AuditFilter): Prisma.AuditLogWhereInput {
  const and: Prisma.AuditLogWhereInput[] = [{ organizationId }];
  if (f.actor) {
    and.push({
      OR: [
        { actorUsername: { contains: f.actor, mode: "insensitive" } },
        ...(isUuid(f.actor) ? [{ actorId: f.actor }] : []),
      ],
    });
  }
  if (f.action) and.push({ action: { contains: f.action, mode: "insensitive" } });
  if (f.kind) and.push({ action: { in: actionsOfKind(f.kind) } });
  if (f.record) and.push({ OR: [{ recordId: f.record }, { recordType: f.record }] });
  // Days are UTC days: the log's clock is the database's, in UTC. `to` includes its whole day.
  if (f.from || f.to) {
    and.push({
      createdAt: {
        ...(f.from && { gte: startOfDay(f.from) }),
        ...(f.to && f.to < "9999-12-31" ? { lt: startOfDay(f.to, 1) } : {}),
      },
    });
  }
  return { AND: and };
}

export async function chainHead(organizationId: string): Promise<ChainHead> {
  const head = await prisma.auditLog.findFirst({
    where: { organizationId },
    orderBy: { seq: "desc" },
    select: { seq: true, hash: true },
  });
  return head ?? null;
}

export async function listAuditLog(
  actor: Actor,
  organizationId: string,
  q: AuditFilter & { page: number; pageSize: number },
) {
  const organization = await findOrganizationOrThrow(actor, organizationId, "write");
  const where = whereOf(organizationId, q);
  const [count, rows, head, people] = await Promise.all([
    prisma.auditLog.count({ where }),
    prisma.auditLog.findMany({ where, orderBy: { seq: "desc" }, skip: (q.page - 1) * q.pageSize, take: q.pageSize }),
    chainHead(organizationId),
    auditPeople(organizationId),
  ]);
  // Words at read time, from the stored ids (docs/decisions/196): the stored entries stay as they were.
  const sentences = await auditSentences(organization, rows);
  return {
    count,
    page: q.page,
    pageSize: q.pageSize,
    hasMore: q.page * q.pageSize < count,
    head,
    /** Who appears in the log: the Person filter's choices. */
    people,
    results: rows.map((e, i) => ({ ...serializeAuditEntry(e), summary: sentences[i] })),
  };
}

type BrokenLink = { id: string; seq: number; reason: string };

const REASONS: Record<string, string> = {
  gap: "An entry before this one is missing: the numbers are not consecutive.",
  link: "This entry does not point to the hash of the entry before it: an earlier entry was changed or removed.",
  hash: "This entry was changed after it was written: its hash does not match its contents.",
};

/**
 * Recomputes the organization's chain in the database (the hash function the insert trigger uses) and reports
 * the first broken link. With a kept head (from an earlier export), also says whether that entry is still there,
 * unchanged — the check that shows newest entries were cut off, which no chain can show by itself.
 */
export async function verifyAuditChain(actor: Actor, organizationId: string, kept?: { seq: number; hash: string }) {
  await findOrganizationOrThrow(actor, organizationId, "write");
  const broken = await prisma.$queryRaw<{ id: string; seq: number; reason: string }[]>`
    WITH c AS (
      SELECT id, seq, prev_hash, hash,
        lag(seq) OVER (ORDER BY seq) AS prev_seq,
        lag(hash) OVER (ORDER BY seq) AS prev_link,
        audit_log_hash(prev_hash, a) AS recomputed
      FROM audit_log a WHERE organization_id = ${organizationId}::uuid
    )
    SELECT id::text AS id, seq,
      CASE WHEN seq <> coalesce(prev_seq, 0) + 1 THEN 'gap'
           WHEN prev_hash <> coalesce(prev_link, ${GENESIS}) THEN 'link'
           ELSE 'hash' END AS reason
    FROM c
    WHERE seq <> coalesce(prev_seq, 0) + 1 OR prev_hash <> coalesce(prev_link, ${GENESIS}) OR hash <> recomputed
    ORDER BY seq LIMIT 1`;
  const [head, checked] = await Promise.all([
    chainHead(organizationId),
    prisma.auditLog.count({ where: { organizationId } }),
  ]);
  const first: BrokenLink | null = broken[0]
    ? { id: broken[0].id, seq: Number(broken[0].seq), reason: REASONS[broken[0].reason] }
    : null;
  let keptHead: { seq: number; hash: string; found: boolean; matches: boolean } | undefined;
  if (kept) {
    const at = await prisma.auditLog.findFirst({ where: { organizationId, seq: kept.seq }, select: { hash: true } });
    keptHead = { ...kept, found: Boolean(at), matches: at?.hash === kept.hash };
  }
  const ok = !first && (!keptHead || keptHead.matches);
  return { ok, checked, head, broken: first, ...(keptHead && { keptHead }) };
}

const CSV_COLUMNS = [
  "seq",
  "time_utc",
  "actor_username",
  "actor_id",
  "actor_roles",
  "action",
  "record_type",
  "record_id",
  "outcome",
  "status",
  "ip",
  "user_agent",
  "request_id",
  "details",
  "prev_hash",
  "hash",
];

/**
 * The (filtered) log as CSV, newest first, opened by the chain's head: keep that line somewhere else, and a later
 * verify with it shows whether any entry at or before it was changed or the newest ones were cut off.
 */
export async function exportAuditLog(actor: Actor, organizationId: string, f: AuditFilter): Promise<FileResult> {
  const organization = await findOrganizationOrThrow(actor, organizationId, "write");
  const [head, rows] = await Promise.all([
    chainHead(organizationId),
    prisma.auditLog.findMany({ where: whereOf(organizationId, f), orderBy: { seq: "desc" }, take: EXPORT_MAX_ROWS }),
  ]);
  let csv = csvLine(["chain_head_seq", "chain_head_hash", "organization_id", "organization", "exported_at_utc"]);
  csv += csvLine([head?.seq ?? 0, head?.hash ?? GENESIS, organization.id, organization.name, new Date().toISOString()]);
  csv += "\r\n";
  csv += csvLine(CSV_COLUMNS);
  for (const e of rows) {
    csv += csvLine([
      e.seq,
      e.createdAt.toISOString(),
      e.actorUsername,
      e.actorId,
      e.actorRoles.join(" "),
      e.action,
      e.recordType,
      e.recordId,
      e.outcome,
      e.status,
      e.ip,
      e.userAgent,
      e.requestId,
      JSON.stringify(e.details),
      e.prevHash,
      e.hash,
    ]);
  }
  const day = new Date().toISOString().slice(0, 10);
  return new FileResult(new TextEncoder().encode(csv), "text/csv; charset=utf-8", `audit-log-${day}.csv`, "attachment");
}
