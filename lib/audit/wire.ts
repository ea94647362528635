// The audit log's wire shapes (docs/decisions/259): serializeAuditEntry (./service.ts) returns AuditEntryView.
import { z } from "zod";
import { pageOf } from "@/lib/http/wire";

export const auditEntryViewSchema = z
  .object({
    id: z.string(),
    seq: z.number(),
    created_at: z.string(),
    actor: z
      .object({ id: z.string().nullable(), username: z.string().nullable(), roles: z.array(z.string()) })
      .nullable(),
    action: z.string(),
    record: z.object({ type: z.string(), id: z.string().nullable() }).nullable(),
    organizationId: z.string().nullable(),
    ip: z.string(),
    userAgent: z.string(),
    requestId: z.string(),
    status: z.number(),
    outcome: z.enum(["success", "failed", "denied"]),
    details: z.unknown(),
    prevHash: z.string(),
    hash: z.string(),
  })
  .meta({ id: "AuditEntryView" });
export type AuditEntryView = z.output<typeof auditEntryViewSchema>;

/** The chain's last link: its sequence number and hash. */
export const chainHeadSchema = z.object({ seq: z.number(), hash: z.string() });
export const brokenLinkSchema = z
  .object({ id: z.string(), seq: z.number(), reason: z.string() })
  .meta({ id: "BrokenLink" });
export const auditLogPageSchema = pageOf(auditEntryViewSchema.extend({ summary: z.string() })).extend({
  hasMore: z.boolean(),
  head: chainHeadSchema.nullable(),
  people: z.array(z.object({ id: z.string(), name: z.string() })),
});
export const auditVerificationSchema = z.object({
  keptHead: chainHeadSchema.extend({ found: z.boolean(), matches: z.boolean() }).optional(),
  ok: z.boolean(),
  checked: z.number(),
  head: chainHeadSchema.nullable(),
  broken: brokenLinkSchema.nullable(),
});

/** A refused request's count (issue 41): one actor's refusals on one route with one status in one minute. */
export const refusalViewSchema = z
  .object({
    minute: z.string(),
    actor: z.object({ id: z.string().nullable(), username: z.string().nullable() }).nullable(),
    method: z.string(),
    route: z.string(),
    status: z.number(),
    count: z.number(),
    ip: z.string(),
    lastRequestId: z.string(),
  })
  .meta({ id: "RefusalView" });
export const refusalPageSchema = pageOf(refusalViewSchema).extend({
  hasMore: z.boolean(),
  /** Refused requests the filtered rows count in all. */
  refused: z.number(),
});
export type RefusalView = z.output<typeof refusalViewSchema>;
export type RefusalPage = z.output<typeof refusalPageSchema>;
