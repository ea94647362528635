"use client";

// React Query hooks over the organization API (SPEC §7 Organizer). Types come from the server's services by
// `import type`; the organizer dashboard (components/organizers/*) and the class form's organization picker use them.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { OrganizationView } from "./organizations";
import type { MemberView, OrganizationStudentView, Page } from "./people";
import type { CreateOrganizationInput } from "./schemas";

export type { OrganizationView, MemberView, OrganizationStudentView, Page };

export const organizationKeys = {
  all: ["organizations"] as const,
  mine: ["organizations", "mine"] as const,
  members: (id: string, page: number) => ["organizations", id, "members", page] as const,
  students: (id: string, page: number) => ["organizations", id, "students", page] as const,
};

export function useMyOrganizations(enabled = true) {
  return useQuery({
    queryKey: organizationKeys.mine,
    queryFn: () => api<OrganizationView[]>("/organization/"),
    enabled,
  });
}

export function useCreateOrganization() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; description: string; invite_code: string }) =>
      api<OrganizationView>("/organization/admin/", {
        method: "POST",
        json: input satisfies Partial<CreateOrganizationInput>,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: organizationKeys.mine }),
  });
}

export function useMembers(organizationId: string, page: number) {
  return useQuery({
    queryKey: organizationKeys.members(organizationId, page),
    queryFn: () => api<Page<MemberView>>(`/organization/${organizationId}/users?page=${page}&page_size=25`),
  });
}

export function useOrganizationStudents(organizationId: string, page: number) {
  return useQuery({
    queryKey: organizationKeys.students(organizationId, page),
    queryFn: () =>
      api<Page<OrganizationStudentView>>(`/organization/${organizationId}/users/students/?page=${page}&page_size=25`),
  });
}
