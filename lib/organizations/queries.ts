"use client";

// React Query hooks over the organization API (SPEC §7 Organizer). Types come from the server's services by
// `import type`; the organizer dashboard (components/organizers/*) and the class form's organization picker use them.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { OrganizationView } from "./organizations";
import type { MemberView, OrganizationStudentView, Page, StudentFilter, listOrganizationClasses } from "./people";
import type { removeMember, updateMember } from "./members";
import type { cancelInvitation, resendInvitation } from "./invitations";
import type { RoleView } from "./roles";
import type { InvitationView } from "./invitations";
import type { CreateOrganizationInput, UpdateMemberInput } from "./schemas";
import { ORGANIZATION_PAGE_SIZE, organizationKeys } from "./keys";

export type { OrganizationView, MemberView, OrganizationStudentView, Page, RoleView, InvitationView, StudentFilter };
export type OrganizationClass = Awaited<ReturnType<typeof listOrganizationClasses>>[number];

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
      api<Page<MemberView>>(`/organization/${organizationId}/users?page=${page}&pageSize=${ORGANIZATION_PAGE_SIZE}`),
  });
}

/** A page of the organization's students, searched, filtered by class and sorted on the server. */
export function useOrganizationStudents(organizationId: string, page: number, filter: StudentFilter) {
  const q = new URLSearchParams({ page: String(page), pageSize: String(ORGANIZATION_PAGE_SIZE), sort: filter.sort });
  if (filter.q?.trim()) q.set("q", filter.q.trim());
  if (filter.class) q.set("class", filter.class);
  return useQuery({
    queryKey: organizationKeys.students(organizationId, page, filter),
    queryFn: () => api<Page<OrganizationStudentView>>(`/organization/${organizationId}/users/students/?${q}`),
    placeholderData: keepPreviousData,
  });
}

export function useOrganizationClasses(organizationId: string) {
  return useQuery({
    queryKey: organizationKeys.classes(organizationId),
    queryFn: () => api<OrganizationClass[]>(`/organization/${organizationId}/classes`),
  });
}

/** Another role or account type for a member (PUT /organization/{id}/users/{userId}). */
export function useUpdateMember(organizationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...input }: UpdateMemberInput & { userId: string }) =>
      api<Awaited<ReturnType<typeof updateMember>>>(`/organization/${organizationId}/users/${userId}`, {
        method: "PUT",
        json: input,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["organizations", organizationId, "members"] }),
  });
}

export function useRemoveMember(organizationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api<Awaited<ReturnType<typeof removeMember>>>(`/organization/${organizationId}/users/${userId}`, {
        method: "DELETE",
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["organizations", organizationId, "members"] }),
  });
}

export function useResendInvitation(organizationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      api<Awaited<ReturnType<typeof resendInvitation>>>(`/organization/${organizationId}/invite/${invitationId}`, {
        method: "POST",
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["organizations", organizationId, "invitations"] }),
  });
}

export function useCancelInvitation(organizationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      api<Awaited<ReturnType<typeof cancelInvitation>>>(`/organization/${organizationId}/invite/${invitationId}`, {
        method: "DELETE",
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["organizations", organizationId, "invitations"] }),
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
    queryFn: () => api<Page<InvitationView>>(`/organization/${organizationId}/invite?page=${page}&pageSize=25`),
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
