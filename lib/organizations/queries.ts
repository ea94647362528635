"use client";

// React Query hooks over the organization API (SPEC §7 Organizer). Types come from the server's services by
// `import type`; the organizer dashboard (components/organizers/*) and the class form's organization picker use them.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { OrganizationView } from "./organizations";
import type { MemberView, OrganizationStudentView, Page } from "./people";
import type { RoleView } from "./roles";
import type { InvitationView } from "./invitations";
import type { CreateOrganizationInput } from "./schemas";
import { ORGANIZATION_PAGE_SIZE, organizationKeys } from "./keys";

export type { OrganizationView, MemberView, OrganizationStudentView, Page, RoleView, InvitationView };

export { organizationKeys };

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
    queryFn: () =>
      api<Page<MemberView>>(`/organization/${organizationId}/users?page=${page}&page_size=${ORGANIZATION_PAGE_SIZE}`),
  });
}

export function useOrganizationStudents(organizationId: string, page: number) {
  return useQuery({
    queryKey: organizationKeys.students(organizationId, page),
    queryFn: () =>
      api<Page<OrganizationStudentView>>(
        `/organization/${organizationId}/users/students/?page=${page}&page_size=${ORGANIZATION_PAGE_SIZE}`,
      ),
  });
}

export function useRoles(organizationId: string) {
  return useQuery({
    queryKey: organizationKeys.roles(organizationId),
    queryFn: () => api<RoleView[]>(`/organization/role/?organization=${organizationId}`),
  });
}

export function useCreateRole(organizationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; description: string; kind: "teacher" | "organizer" }) =>
      api<RoleView>("/organization/role/", { method: "POST", json: { ...input, organization: organizationId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: organizationKeys.roles(organizationId) }),
  });
}

export function useDeleteRole(organizationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ detail: string }>(`/organization/role/${id}`, { method: "DELETE" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: organizationKeys.roles(organizationId) }),
  });
}

export function useOrganizationInvitations(organizationId: string, page: number) {
  return useQuery({
    queryKey: organizationKeys.invitations(organizationId, page),
    queryFn: () => api<Page<InvitationView>>(`/organization/${organizationId}/invite?page=${page}&page_size=25`),
  });
}

export function useInvite(organizationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: string }) =>
      api<InvitationView>(`/organization/${organizationId}/invite`, { method: "POST", json: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["organizations", organizationId, "invitations"] }),
  });
}

/** The signed-in person's pending invitations, and answering one (1 accept, 2 decline). */
export function useMyInvitations() {
  return useQuery({
    queryKey: organizationKeys.myInvitations,
    queryFn: () => api<InvitationView[]>("/organization/invitations"),
  });
}

export function useAnswerInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: 1 | 2 }) =>
      api<{ detail: string }>(`/organization/invitations/${input.id}`, {
        method: "PUT",
        json: { status: input.status },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}

/** The organization's data export (docs/decisions/187): a plain link downloads it with the session cookie. */
export function organizationExportHref(organizationId: string): string {
  return `/api/organization/${organizationId}/export`;
}
