"use client";

// React Query hooks over the license endpoints (SPEC §7 Organizer; docs/decisions/135). Types come from the server
// by `import type`; components/organizers/licenses-section.tsx uses them.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { LicenseCatalog, LicenseRequestView, LicenseView, requestQueue } from "./service";
import type { LicenseInput } from "./schemas";

export type { LicenseCatalog, LicenseRequestView, LicenseView, LicenseInput };
export type QueuedLicenseRequest = Awaited<ReturnType<typeof requestQueue>>[number];

export const licenseKeys = {
  all: ["licenses"] as const,
  catalog: ["licenses", "catalog"] as const,
  queue: ["licenses", "queue"] as const,
};

export function useLicenseCatalog() {
  return useQuery({ queryKey: licenseKeys.catalog, queryFn: () => api<LicenseCatalog>("/organization/license/") });
}

/** The administrator's queue of requests (only fetched for the administrator). */
export function useLicenseQueue(enabled: boolean) {
  return useQuery({
    queryKey: licenseKeys.queue,
    queryFn: () => api<QueuedLicenseRequest[]>("/organization/license/requests/"),
    enabled,
  });
}

function useLicenseMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // A grant changes the organization's figures too (seats in analytics).
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: licenseKeys.all }),
        qc.invalidateQueries({ queryKey: ["analytics"] }),
      ]),
  });
}

export function useCreateLicense() {
  return useLicenseMutation((input: LicenseInput) =>
    api<LicenseView>("/organization/license/admin/", { method: "POST", json: input }),
  );
}

export function useDeleteLicense() {
  return useLicenseMutation((id: string) =>
    api<{ id: string; declinedRequests: number }>(`/organization/license/admin/${id}`, { method: "DELETE" }),
  );
}

export function useRequestLicense() {
  return useLicenseMutation((input: { organizationId: string; license: string }) =>
    api<LicenseRequestView>(`/organization/license/requests/${input.organizationId}`, {
      method: "POST",
      json: { license: input.license },
    }),
  );
}

export function useAnswerLicenseRequest() {
  return useLicenseMutation((input: { organizationId: string; requestId: string; status: "granted" | "declined" }) =>
    api<LicenseRequestView>(`/organization/license/requests/${input.organizationId}/${input.requestId}`, {
      method: "PUT",
      json: { status: input.status },
    }),
  );
}
