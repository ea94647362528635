// Refused requests, counted (issue 41): a 4xx answer of an audited request is one audit_refusal row per actor,
// route template, method and status per minute, its count raised by one statement — not an audit_log entry each
// (7,388 hostile requests had written 6,393 chained rows). Done writes stay in the hash chain (./record.ts).
// Refusals older than REFUSAL_RETENTION_DAYS go with the retention sweep (lib/server/retention.ts).
import type { Actor } from "@/lib/auth/authenticate";
import { findOrganizationOrThrow } from "@/lib/access/organizations";
import { now } from "@/lib/clock";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/http/log";
import { cleanText, isUuid, type AuditActor } from "./record";
import type { RefusalFilter } from "./schemas";
import { startOfDay } from "./service";
import type { RefusalPage } from "./wire";

/** How long refusal counts are kept: enough to see a pattern of probing; the chain itself is kept for good. */
export const REFUSAL_RETENTION_DAYS = 90;

export type Refusal = {
  actor: AuditActor | null;
  organizationId: string | null;
  method: string;
  /** The route's template (/api/academics/class/[classId]), never the raw path a client chose. */
  route: string;
  status: number;
  ip: string;
  requestId: string;
};

/** The minute a refusal is counted in (lib/clock's time, so a test moves it). */
export function minuteOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}

/** One INSERT … ON CONFLICT DO UPDATE. Never throws: a lost count is logged, the refusal already happened. */
export async function recordRefusal(r: Refusal): Promise<void> {
  try {
    const actorId = r.actor && isUuid(r.actor.id) ? r.actor.id : null;
    // As in the chain, a child is named by account id only (docs/decisions/140).
    const isChild = r.actor?.roles.includes("student") ?? false;
    const username = r.actor?.username == null || isChild ? null : cleanText(r.actor.username, 150);
    const ip = cleanText(r.ip, 64);
    // Anonymous refusals are told apart by address: one prober is one row a minute, not one per request.
    const actorKey = actorId ?? `anonymous ${ip}`;
    const organizationId = isUuid(r.organizationId) ? r.organizationId : null;
    // Prisma keeps DateTime as UTC in `timestamp` columns: ISO text, cast.
    const minute = minuteOf(now()).toISOString();
    await prisma.$executeRaw`
      INSERT INTO audit_refusal (minute, actor_key, actor_id, actor_username, organization_id, method, route, status,
                                 count, ip, last_request_id)
      VALUES (${minute}::timestamp, ${actorKey}, ${actorId}::uuid, ${username},
              (SELECT o.id FROM organization o WHERE o.id = ${organizationId}::uuid AND (${actorId}::uuid IS NULL
                 OR EXISTS (SELECT 1 FROM organization_member m WHERE m.organization_id = o.id AND m.user_id = ${actorId}::uuid))),
              ${cleanText(r.method, 10)}, ${cleanText(r.route, 200)}, ${r.status}::int, 1, ${ip},
              ${cleanText(r.requestId, 64)})
      ON CONFLICT (minute, actor_key, method, route, status)
      DO UPDATE SET count = audit_refusal.count + 1, ip = EXCLUDED.ip, last_request_id = EXCLUDED.last_request_id`;
  } catch (error) {
    log.error("audit refusal not counted", {
      route: r.route,
      requestId: r.requestId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

function whereOf(organizationId: string, f: RefusalFilter): Prisma.AuditRefusalWhereInput {
  const and: Prisma.AuditRefusalWhereInput[] = [{ organizationId }];
  if (f.actor)
    and.push({
      OR: [
        { actorUsername: { contains: f.actor, mode: "insensitive" } },
        ...(isUuid(f.actor) ? [{ actorId: f.actor }] : []),
      ],
    });
  if (f.from || f.to)
    and.push({
      minute: {
        ...(f.from && { gte: startOfDay(f.from) }),
        ...(f.to && f.to < "9999-12-31" ? { lt: startOfDay(f.to, 1) } : {}),
      },
    });
  return { AND: and };
}

/** GET …/audit-logs/refusals: the organization's refused requests per actor, route and minute, newest first. */
export async function listRefusals(
  actor: Actor,
  organizationId: string,
  q: RefusalFilter & { page: number; pageSize: number },
): Promise<RefusalPage> {
  await findOrganizationOrThrow(actor, organizationId, "write");
  const where = whereOf(organizationId, q);
  const [rows, totals, page] = await Promise.all([
    prisma.auditRefusal.count({ where }),
    prisma.auditRefusal.aggregate({ where, _sum: { count: true } }),
    prisma.auditRefusal.findMany({
      where,
      orderBy: [{ minute: "desc" }, { count: "desc" }, { id: "asc" }],
      skip: (q.page - 1) * q.pageSize,
      take: q.pageSize,
    }),
  ]);
  return {
    count: rows,
    page: q.page,
    pageSize: q.pageSize,
    hasMore: q.page * q.pageSize < rows,
    refused: totals._sum.count ?? 0,
    results: page.map((r) => ({
      minute: r.minute.toISOString(),
      actor: r.actorId || r.actorUsername ? { id: r.actorId, username: r.actorUsername } : null,
      method: r.method,
      route: r.route,
      status: r.status,
      count: r.count,
      ip: r.ip,
      lastRequestId: r.lastRequestId,
    })),
  };
}

/** The retention sweep's part: refusal counts older than REFUSAL_RETENTION_DAYS, in one statement. */
export async function purgeOldRefusals(): Promise<number> {
  const cutoff = new Date(now().getTime() - REFUSAL_RETENTION_DAYS * 86_400_000);
  return (await prisma.auditRefusal.deleteMany({ where: { minute: { lt: cutoff } } })).count;
}
