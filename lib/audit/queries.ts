"use client";

// React Query hooks over the audit log API (docs/decisions/140), for the organizer dashboard's audit section.
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { AuditFilter } from "./schemas";
import type { AuditEntryView, ChainHead, listAuditLog, verifyAuditChain } from "./service";
import type { RefusalPage } from "./wire";

export type { AuditEntryView, ChainHead, RefusalPage };

/** The filter form's fields, each a text box (empty = no filter). */
export type AuditFilters = Record<keyof AuditFilter, string>;
export type AuditPage = Awaited<ReturnType<typeof listAuditLog>>;
export type AuditVerification = Awaited<ReturnType<typeof verifyAuditChain>>;

function filterQuery(filters: Partial<AuditFilters>, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams(extra);
  for (const [k, v] of Object.entries(filters)) if (v?.trim()) q.set(k, v.trim());
  return q.toString();
}

export const AUDIT_PAGE_SIZE = 25;

export function useAuditLog(organizationId: string, filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: ["organizations", organizationId, "audit", filters, page],
    queryFn: () =>
      api<AuditPage>(
        `/organization/${organizationId}/audit-logs?${filterQuery(filters, { page: String(page), pageSize: String(AUDIT_PAGE_SIZE) })}`,
      ),
    // The Person select keeps its choices while the next filter loads.
    placeholderData: keepPreviousData,
  });
}

/** Refused requests counted per person, route and minute (issue 41), with the log's person and date filters. */
export function useAuditRefusals(organizationId: string, filters: AuditFilters, page: number) {
  const { actor, from, to } = filters;
  return useQuery({
    queryKey: ["organizations", organizationId, "audit-refusals", actor, from, to, page],
    queryFn: () =>
      api<RefusalPage>(
        `/organization/${organizationId}/audit-logs/refusals?${filterQuery({ actor, from, to }, { page: String(page), pageSize: String(AUDIT_PAGE_SIZE) })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useVerifyAuditChain(organizationId: string) {
  return useMutation({
    mutationFn: () => api<AuditVerification>(`/organization/${organizationId}/audit-logs/verify`),
  });
}

/** The export's address: a plain link downloads it with the session cookie (a GET, itself audited). */
export function auditExportHref(organizationId: string, filters: AuditFilters): string {
  const q = filterQuery(filters);
  return `/api/organization/${organizationId}/audit-logs/export${q ? `?${q}` : ""}`;
}
