// Input of the audit log API (docs/decisions/140): filters, paging and a kept head to check.
import { z } from "zod";
import { calendarDate } from "@/lib/validation/dates";
import { AUDIT_KIND_KEYS } from "./actions";

export const organizationIdParams = z.object({ id: z.uuid({ error: "Organization not found." }) });

const filterText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).optional();

export const auditFilterSchema = z
  .object({
    /** A username (part of one) or an account id. */
    actor: filterText(150),
    /** Part of an action: "class" finds class.create and class.update. */
    action: filterText(200),
    /** One of the kinds of action the log names in words (lib/audit/actions.ts): the Action filter's select. */
    kind: z.enum(AUDIT_KIND_KEYS, { error: "Choose one of the listed actions." }).optional(),
    /** A record id, or a record type such as "class". */
    record: filterText(100),
    from: calendarDate({ format: "Enter the start date as YYYY-MM-DD." }).optional(),
    to: calendarDate({ format: "Enter the end date as YYYY-MM-DD." }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ["to"],
    message: "The end date is before the start date.",
  });

const paging = z.object({
  page: z.coerce.number({ error: "Page is a number." }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: "Page size is a number." }).int().min(1).max(100).default(50),
});

export const auditListSchema = z.intersection(auditFilterSchema, paging);

export const verifySchema = z
  .object({
    /** A head kept from an earlier export: is it still in the chain, unchanged? */
    seq: z.coerce.number({ error: "seq is a number." }).int().min(1).max(2_147_483_647).optional(),
    hash: z
      .string()
      .regex(/^[0-9a-f]{64}$/, "hash is 64 hexadecimal characters.")
      .optional(),
  })
  .refine((q) => (q.seq === undefined) === (q.hash === undefined), {
    path: ["hash"],
    message: "Give both seq and hash of the kept head, or neither.",
  });

export type AuditFilter = z.output<typeof auditFilterSchema>;

/** GET …/audit-logs/refusals (issue 41): the refused requests' counts by person and days, paged. */
const { actor, from, to } = auditFilterSchema.shape;
export const refusalListSchema = z.intersection(
  z.object({ actor, from, to }).refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ["to"],
    message: "The end date is before the start date.",
  }),
  paging,
);
export type RefusalFilter = Pick<AuditFilter, "actor" | "from" | "to">;
