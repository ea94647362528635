"use client";

// React Query hook over GET /organization/{id}/analytics (docs/decisions/137); the type is the server's.
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { OrganizationAnalytics } from "./organization";

export type { OrganizationAnalytics };

export const analyticsKeys = {
  organization: (id: string) => ["analytics", "organization", id] as const,
};

export function useOrganizationAnalytics(organizationId: string) {
  return useQuery({
    queryKey: analyticsKeys.organization(organizationId),
    queryFn: () => api<OrganizationAnalytics>(`/organization/${organizationId}/analytics`),
  });
}
